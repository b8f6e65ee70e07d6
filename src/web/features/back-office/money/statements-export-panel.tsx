import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { exportStatements } from '../../../../shared/api/admin-money/contracts';
import buttons from '../../../components/ui/buttons.module.css';
import { t } from '../../../lib/i18n';
import styles from '../shared/back-office.module.css';
import { Failure } from '../shared/failure';
import { staffCall } from '../shared/staff-api';
import { dubaiMonth, monthText } from './money-labels';
import { MonthSelect } from './month-select';
import { saveFile } from './save-file';

/** Every statement row due in a month, all families, as CSV: this month by default. */
export function StatementsExportPanel() {
  const [month, setMonth] = useState(() => dubaiMonth());
  const exported = useMutation({
    mutationFn: async (chosen: string) => {
      const name = `statements-${chosen}.csv`;
      saveFile(await staffCall(exportStatements, { query: { month: chosen } }), name);
      return name;
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    exported.mutate(month);
  };
  return (
    <section className={styles.panel} aria-labelledby="money-statements-title">
      <h2 id="money-statements-title">{t('Statements for a month')}</h2>
      <p>{t('Every amount due in the month, for all families, as a CSV file: reference, client, kind, method, month, due day, net, VAT and total in AED, status and invoices.')}</p>
      <form className={styles.row} onSubmit={submit} noValidate>
        <MonthSelect id="money-statements-month" value={month} onChange={setMonth} />
        <button type="submit" className={buttons.secondary} disabled={exported.isPending}>
          {t('Download statements (CSV)')}
        </button>
      </form>
      <Failure error={exported.error} />
      {exported.isSuccess && (
        <p className={styles.done} role="status">
          {t('Saved {file}: the statements of {month}.', { file: exported.data, month: monthText(exported.variables) })}
        </p>
      )}
    </section>
  );
}
