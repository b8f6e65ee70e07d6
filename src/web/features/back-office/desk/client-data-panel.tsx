import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { eraseClientData, exportClientData } from '../../../../shared/api/admin-applications/contracts';
import type { ApplicationDetail } from '../../../../shared/api/admin-applications/schemas';
import { pathOf } from '../../../../shared/api/contract';
import buttons from '../../../components/ui/buttons.module.css';
import { t } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { timeText } from './application-labels';
import own from './applications.module.css';
import styles from '../shared/back-office.module.css';
import { Failure } from '../shared/failure';
import { staffCall } from '../shared/staff-api';

function EraseForm({ a, alone, onDone }: { a: ApplicationDetail; alone: boolean; onDone: () => void }) {
  const [typed, setTyped] = useState('');
  const client = useQueryClient();
  const erase = useMutation({
    mutationFn: () => staffCall(eraseClientData, { params: { id: a.id }, body: { reference: typed } }),
    onSuccess: async () => {
      onDone();
      await client.invalidateQueries({ queryKey: ['admin', 'application', a.id] });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    erase.mutate();
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-describedby="erase-warning">
      <p id="erase-warning" className={own.warning}>
        {alone
          ? t('Erasing deletes the documents, signatures, names, numbers, bank details, address and messages of this application. It cannot be undone. The application stays, without personal data, for the agency’s records.')
          : t('Erasing deletes the documents, signatures, names, numbers, bank details, address and messages of this application and of the ones listed above. It cannot be undone. The applications stay, without personal data, for the agency’s records.')}
      </p>
      <div className={styles.field}>
        <label htmlFor="erase-reference">{t('Type the reference {reference} to confirm', { reference: a.reference })}</label>
        <input id="erase-reference" className={own.confirmInput} value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" spellCheck={false} required />
      </div>
      <div className={styles.actions}>
        <button type="submit" className={`${buttons.primary} ${own.danger}`} disabled={erase.isPending}>
          {erase.isPending ? t('Erasing…') : t('Erase client data')}
        </button>
        <button type="button" className={buttons.secondary} onClick={onDone} disabled={erase.isPending}>
          {t('Cancel')}
        </button>
      </div>
      <Failure error={erase.error} />
    </form>
  );
}

/** The client's data rights (UAE PDPL): export everything stored about them, or erase it. */
export function ClientDataPanel({ a }: { a: ApplicationDetail }) {
  const [erasing, setErasing] = useState(false);
  const others = a.clientApplications.filter((c) => c.id !== a.id);
  return (
    <section className={styles.panel} aria-labelledby="client-data-title">
      <h2 id="client-data-title">{t('Client data')}</h2>
      {a.erasedAt ? (
        <p>{t('This client’s personal data was erased; the application stays without it. An export now shows only what is left.')}</p>
      ) : others.length > 0 ? (
        <>
          <p>{t('Export and erase cover this client’s other applications too (same mobile number):')}</p>
          <ul className={own.clientApplications}>
            {others.map((c) => (
              <li key={c.id}>
                <Link className={own.reference} to={`/admin/application?id=${c.id}`}>
                  {c.reference}
                </Link>{' '}
                <span className={styles.hint}>{t('started {when}', { when: timeText(c.createdAt) })}</span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('Export and erase cover this application only: no other application has the client’s mobile number.')}</p>
      )}
      <div className={styles.actions}>
        <a className={buttons.secondary} href={pathOf(exportClientData, { id: a.id })} download>
          {t('Export client data')}
        </a>
        {!erasing && !a.erasedAt && (
          <button type="button" className={buttons.secondary} onClick={() => setErasing(true)}>
            {t('Erase client data…')}
          </button>
        )}
      </div>
      <p className={`${styles.hint} ${own.rightsHint}`}>{a.erasedAt
          ? t('The export is a ZIP of client.json and any file left. It is recorded in the audit trail under your name.')
          : t('The export is a ZIP of client.json and every file, with the IBAN and Emirates ID number in clear. Both actions are recorded in the audit trail under your name.')}</p>
      {erasing && !a.erasedAt && <EraseForm a={a} alone={others.length === 0} onDone={() => setErasing(false)} />}
    </section>
  );
}
