import { useRef, useState } from 'react';
import { MAX_SERVICE_TEXT } from '../../../../shared/api/service/schemas';
import { REPLACEMENT_REASONS, type ReplacementReason } from '../../../../shared/service/states';
import { t } from '../../../lib/i18n';
import { useRequestReplacement } from './api/family-service';
import { attemptKeys } from './attempt-key';
import { failureOf } from './failure-text';
import { useFocusOnShow } from './focus';
import { MaidChooser } from './maid-chooser';
import styles from './my-maid.module.css';

/**
 * Asking for another maid: why (a reason from the list and the family's words), then a maid chosen
 * from the catalogue or the choice left to the agency. Each send carries its attempt's key, so a
 * double tap or a retry is one request.
 */
export function ReplacementFlow({ appId, onClose, onDone }: { appId: string; onClose: () => void; onDone: () => void }) {
  const [step, setStep] = useState<'why' | 'who'>('why');
  const [reason, setReason] = useState<ReplacementReason | null>(null);
  const [details, setDetails] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const keys = useRef(attemptKeys()).current;
  const request = useRequestReplacement(appId);
  const failure = failureOf(request.error);
  const titleRef = useFocusOnShow<HTMLHeadingElement>(step);
  const errorRef = useFocusOnShow<HTMLParagraphElement>(failure?.text);

  const send = (newMaidId: number | null) => {
    if (!reason) return;
    const input = { reason, details: details.trim(), newMaidId };
    request.mutate(
      { ...input, idempotencyKey: keys.keyFor(input) },
      {
        onSuccess: () => {
          keys.settle();
          onDone();
        },
      },
    );
  };

  const toWho = (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setReasonError(t('Choose a reason'));
      document.getElementById('replacement-reason-first')?.focus();
      return;
    }
    setStep('who');
  };

  const error = failure ? (
    <p role="alert" ref={errorRef} tabIndex={-1} className={styles.error}>
      {failure.text}
    </p>
  ) : null;

  if (step === 'why') {
    return (
      <section className={styles.card} aria-labelledby="replacement-title">
        <form className={styles.form} onSubmit={toWho} noValidate>
          <h2 id="replacement-title" ref={titleRef} tabIndex={-1} className={styles.flowTitle}>
            {t('Ask for another maid')}
          </h2>
          <fieldset className={styles.fieldset} aria-describedby={reasonError ? 'replacement-reason-error' : undefined}>
            <legend>{t('Why would you like another maid?')}</legend>
            {(Object.entries(REPLACEMENT_REASONS) as Array<[ReplacementReason, string]>).map(([value, text], index) => (
              <label key={value} className={styles.choice}>
                <input
                  id={index === 0 ? 'replacement-reason-first' : undefined}
                  type="radio"
                  name="replacement-reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => {
                    setReason(value);
                    setReasonError(null);
                  }}
                />
                {t(text)}
              </label>
            ))}
            {reasonError ? (
              <p id="replacement-reason-error" className={styles.error}>
                {reasonError}
              </p>
            ) : null}
          </fieldset>
          <div className={styles.field}>
            <label htmlFor="replacement-details">{t('Tell us more (optional)')}</label>
            <textarea id="replacement-details" className={styles.input} rows={3} maxLength={MAX_SERVICE_TEXT} value={details} onChange={(e) => setDetails(e.target.value)} />
          </div>
          <div className={styles.actions}>
            <button type="submit" className={styles.button}>
              {t('Continue')}
            </button>
            <button type="button" className={styles.secondary} onClick={onClose}>
              {t('Back')}
            </button>
          </div>
        </form>
      </section>
    );
  }

  return (
    <section className={styles.card} aria-labelledby="replacement-title">
      <div className={styles.form}>
        <h2 id="replacement-title" ref={titleRef} tabIndex={-1} className={styles.flowTitle}>
          {t('Choose your new maid')}
        </h2>
        <p>{t('These maids are available now. Choose one, or leave the choice to the agency.')}</p>
        <button type="button" className={styles.secondary} disabled={request.isPending} onClick={() => send(null)}>
          {t('Leave the choice to the agency')}
        </button>
        {error}
        <MaidChooser pending={request.isPending} onChoose={send} />
        <button type="button" className={styles.secondary} onClick={() => setStep('why')}>
          {t('Back')}
        </button>
      </div>
    </section>
  );
}
