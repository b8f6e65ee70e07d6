import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { importCollectionResults } from '../../../../shared/api/admin-money/contracts';
import type { CallResult } from '../../../../shared/api/contract';
import buttons from '../../../components/ui/buttons.module.css';
import { ApiError } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { timeText } from '../desk/application-labels';
import styles from '../shared/back-office.module.css';
import { Failure } from '../shared/failure';
import { staffCall } from '../shared/staff-api';
import { ImportProblems } from './import-problems';

type Answer = CallResult<typeof importCollectionResults>;

/** What an import did: its lines, those applied, and every line not applied with its problem. */
function ImportResult({ answer }: { answer: Answer }) {
  const i = answer.import;
  if (answer.alreadyImported) {
    return (
      <p className={styles.done} role="status">
        {t('This file was imported before on {when}; nothing changed.', { when: timeText(i.createdAt) })}
      </p>
    );
  }
  return (
    <div role="status">
      <p className={styles.done}>{t('{file}: {lines, plural, one {{lines} line} other {{lines} lines}}, {applied} applied.', { file: i.fileName, lines: i.lines, applied: i.applied })}</p>
      {i.problems.length === 0 ? (
        <p>{t('Every line was applied.')}</p>
      ) : (
        <>
          <p className={styles.error}>{t('{n, plural, one {{n} line was not applied: check it with the bank.} other {{n} lines were not applied: check them with the bank.}}', { n: i.problems.length })}</p>
          <ImportProblems problems={i.problems} caption={t('Lines not applied')} />
        </>
      )}
    </div>
  );
}

/**
 * The bank's results file (finance and admins), applied in one transaction by the server: a
 * refused file names its lines and nothing of it is applied; the same file again changes nothing.
 */
export function CollectionImportPanel() {
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [missing, setMissing] = useState(false);
  const imported = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return staffCall(importCollectionResults, { body: form });
    },
    onSuccess: () => {
      if (input.current) input.current.value = '';
      void client.invalidateQueries({ queryKey: ['admin', 'collection-imports'] });
      void client.invalidateQueries({ queryKey: ['admin', 'returned-payments'] });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    setMissing(!file);
    if (!file) {
      input.current?.focus();
      return imported.reset();
    }
    imported.mutate(file);
  };
  // A refused file (400): the server's message names its lines; nothing of it was applied.
  const refused = imported.error instanceof ApiError && imported.error.status === 400 ? imported.error : null;
  return (
    <section className={styles.panel} aria-labelledby="money-import-title">
      <h2 id="money-import-title">{t('Import the bank’s results')}</h2>
      <p>
        {t('The bank’s results file as CSV, headed reference,date,amount,status,return_reason: the mandate reference, the debit’s day (YYYY-MM-DD), the amount in AED (3150.00), collected or returned, and the bank’s reason for a return. It is applied all at once or not at all, and the same file imported again changes nothing. Each returned debit texts the family a link to pay it by card and appears on the service desk.')}
      </p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label htmlFor="money-results-file">{t('Bank results file (CSV)')}</label>
          <input
            id="money-results-file"
            ref={input}
            type="file"
            accept=".csv,text/csv"
            disabled={imported.isPending}
            aria-invalid={missing ? true : undefined}
            aria-describedby={missing ? 'money-results-file-error' : undefined}
            onChange={() => setMissing(false)}
          />
          {missing && (
            <p className={styles.error} id="money-results-file-error">
              {t('Choose the bank’s results file first.')}
            </p>
          )}
        </div>
        <button type="submit" className={buttons.primary} disabled={imported.isPending}>
          {imported.isPending ? t('Importing…') : t('Import results')}
        </button>
      </form>
      {refused ? (
        <div className={styles.error} role="alert">
          <p>{refused.message}</p>
          <p>{t('Nothing of this file was applied: correct the lines named and import it again.')}</p>
        </div>
      ) : (
        <Failure error={imported.error} />
      )}
      {imported.data && <ImportResult answer={imported.data} />}
    </section>
  );
}
