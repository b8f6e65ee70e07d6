import { useQuery } from '@tanstack/react-query';
import { listCollectionImports } from '../../../../shared/api/admin-money/contracts';
import { t } from '../../../lib/i18n';
import { timeText } from '../desk/application-labels';
import own from '../desk/applications.module.css';
import styles from '../shared/back-office.module.css';
import { Failure } from '../shared/failure';
import { staffCall } from '../shared/staff-api';
import { ImportProblems } from './import-problems';
import money from './money.module.css';

/** The results files imported so far, newest first, each with the lines it did not apply. */
export function CollectionImports() {
  const list = useQuery({ queryKey: ['admin', 'collection-imports'], queryFn: () => staffCall(listCollectionImports, {}) });
  const imports = list.data?.imports;
  return (
    <section className={styles.panel} aria-labelledby="money-imports-title">
      <h2 id="money-imports-title">{t('Imports so far')}</h2>
      <Failure error={list.error} />
      {list.isPending && <p>{t('Loading…')}</p>}
      {imports && imports.length === 0 && <p>{t('No results file was imported yet.')}</p>}
      {imports && imports.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('Imported')}</th>
                <th scope="col">{t('File')}</th>
                <th scope="col" className={money.amount}>
                  {t('Lines')}
                </th>
                <th scope="col" className={money.amount}>
                  {t('Applied')}
                </th>
                <th scope="col">{t('Not applied')}</th>
                <th scope="col">{t('By')}</th>
              </tr>
            </thead>
            <tbody>
              {imports.map((i) => (
                <tr key={i.id}>
                  <td className={own.nowrap}>{timeText(i.createdAt)}</td>
                  <td className={money.fileName}>{i.fileName}</td>
                  <td className={money.amount}>{i.lines}</td>
                  <td className={money.amount}>{i.applied}</td>
                  <td>
                    {i.problems.length === 0 ? (
                      t('None')
                    ) : (
                      <details className={money.history}>
                        <summary>{t('{n, plural, one {{n} line} other {{n} lines}}', { n: i.problems.length })}</summary>
                        <ImportProblems problems={i.problems} caption={t('Lines of {file} not applied', { file: i.fileName })} />
                      </details>
                    )}
                  </td>
                  <td>{i.staffEmail ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
