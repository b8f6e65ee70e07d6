import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { revealApplicationEmiratesId, revealApplicationIban } from '../../../../shared/api/admin-applications/contracts';
import buttons from '../../../components/ui/buttons.module.css';
import { t } from '../../../lib/i18n';
import styles from '../shared/back-office.module.css';
import { Failure } from '../shared/failure';
import { staffCall } from '../shared/staff-api';
import own from './applications.module.css';

interface Texts {
  /** The button that asks first, e.g. "Reveal IBAN". */
  ask: string;
  /** Why to think twice: the value is personal data and the reveal is recorded. */
  warning: string;
  confirm: string;
  /** The revealed value's accessible name, e.g. "Full IBAN". */
  shown: string;
}

/**
 * A sealed value shown in full on a second click: the server opens it and records the reveal in the
 * audit trail under the staff member's name (never the value itself).
 */
function RevealSecret({ reveal, texts }: { reveal: () => Promise<string>; texts: Texts }) {
  const [confirming, setConfirming] = useState(false);
  const warningId = useId();
  const mutation = useMutation({ mutationFn: reveal });
  if (mutation.data) {
    return (
      <div className={own.reveal}>
        <p className={styles.secret} aria-label={texts.shown} dir="ltr">
          {mutation.data}
        </p>
        <p className={styles.hint} role="status">
          {t('Shown to you and recorded in the audit trail under your name.')}
        </p>
      </div>
    );
  }
  return (
    <div className={own.reveal}>
      {confirming ? (
        <>
          <p id={warningId}>{texts.warning}</p>
          <div className={styles.actions}>
            <button type="button" className={buttons.primary} onClick={() => mutation.mutate()} disabled={mutation.isPending} aria-describedby={warningId}>
              {mutation.isPending ? t('Revealing…') : texts.confirm}
            </button>
            <button type="button" className={buttons.secondary} onClick={() => setConfirming(false)} disabled={mutation.isPending}>
              {t('Cancel')}
            </button>
          </div>
        </>
      ) : (
        <div className={styles.actions}>
          <button type="button" className={buttons.secondary} onClick={() => setConfirming(true)}>
            {texts.ask}
          </button>
        </div>
      )}
      <Failure error={mutation.error} />
    </div>
  );
}

export function RevealIban({ id }: { id: string }) {
  return (
    <RevealSecret
      reveal={async () => (await staffCall(revealApplicationIban, { params: { id } })).iban}
      texts={{
        ask: t('Reveal IBAN'),
        warning: t('The full IBAN is personal data. Revealing it is recorded in the audit trail under your name. Reveal it only when the family’s bank needs it.'),
        confirm: t('Yes, reveal the IBAN'),
        shown: t('Full IBAN'),
      }}
    />
  );
}

export function RevealEmiratesId({ id }: { id: string }) {
  return (
    <RevealSecret
      reveal={async () => (await staffCall(revealApplicationEmiratesId, { params: { id } })).emiratesIdNumber}
      texts={{
        ask: t('Reveal Emirates ID number'),
        warning: t('The Emirates ID number is personal data. Revealing it is recorded in the audit trail under your name. Reveal it only when a visa or contract needs it.'),
        confirm: t('Yes, reveal the Emirates ID number'),
        shown: t('Emirates ID number in full'),
      }}
    />
  );
}
