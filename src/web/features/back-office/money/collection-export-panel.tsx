import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { exportCollections } from '../../../../shared/api/admin-money/contracts';
import buttons from '../../../components/ui/buttons.module.css';
import { t } from '../../../lib/i18n';
import styles from '../shared/back-office.module.css';
import { Failure } from '../shared/failure';
import { staffCall } from '../shared/staff-api';
import { dubaiMonth, monthAfter, monthText } from './money-labels';
import { MonthSelect } from './month-select';
import money from './money.module.css';
import { saveFile } from './save-file';

/**
 * A month's collection file for the bank (finance and admins): made before the month starts, so
 * next month is the one offered. Its IBANs are opened only into this answer, and it is audited.
 */
export function CollectionExportPanel() {
  const [month, setMonth] = useState(() => monthAfter(dubaiMonth(), 1));
  const exported = useMutation({
    mutationFn: async (chosen: string) => {
      const file = await staffCall(exportCollections, { body: { month: chosen } });
      const name = `collections-${chosen}.csv`;
      saveFile(file, name);
      return name;
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    exported.mutate(month);
  };
  return (
    <section className={styles.panel} aria-labelledby="money-export-title">
      <h2 id="money-export-title">{t('Collections for the bank')}</h2>
      <p>{t('The month’s direct debits as a CSV file for the bank, a line a debit: mandate_reference, iban, amount (AED, 3150.00), date (YYYY-MM-DD). Exporting marks those debits “Sent to the bank” and their mandates “Submitted to the bank”.')}</p>
      <p className={money.warning} id="money-export-warning">
        <strong>{t('This file contains the families’ full IBANs.')}</strong>{' '}
        {t('Each export is recorded in the audit trail under your name. Hand it to the bank and delete your copy; do not email it.')}
      </p>
      <form className={styles.row} onSubmit={submit} noValidate>
        <MonthSelect id="money-export-month" value={month} onChange={setMonth} />
        <button type="submit" className={buttons.primary} disabled={exported.isPending} aria-describedby="money-export-warning">
          {t('Export collection file')}
        </button>
      </form>
      <Failure error={exported.error} />
      {exported.isSuccess && (
        <p className={styles.done} role="status">
          {t('Saved {file}: the debits of {month}.', { file: exported.data, month: monthText(exported.variables) })}
        </p>
      )}
    </section>
  );
}
