import type { z } from 'zod/mini';
import type { importProblemSchema } from '../../../../shared/api/admin-money/schemas';
import { t } from '../../../lib/i18n';
import own from '../desk/applications.module.css';
import styles from '../shared/back-office.module.css';
import money from './money.module.css';

export type ImportProblem = z.infer<typeof importProblemSchema>;

/** The lines of a results file that were not applied, by their line number in the file. */
export function ImportProblems({ problems, caption }: { problems: readonly ImportProblem[]; caption: string }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={money.amount}>
              {t('Line')}
            </th>
            <th scope="col">{t('Reference')}</th>
            <th scope="col">{t('Problem')}</th>
          </tr>
        </thead>
        <tbody>
          {problems.map((p) => (
            <tr key={`${p.line}-${p.reference}`}>
              <td className={money.amount}>{p.line}</td>
              <td className={own.nowrap}>{p.reference || '—'}</td>
              <td>{p.problem}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
