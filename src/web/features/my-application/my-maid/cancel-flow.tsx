import { useState } from 'react';
import type { CancellationQuote } from '../../../../shared/api/service/schemas';
import { currentLanguage, ltr, t } from '../../../lib/i18n';
import { useCancellationQuote, useCancelService, useSendCancellationCode } from './api/family-service';
import { failureOf } from './failure-text';
import { useFocusOnShow } from './focus';
import { dayText, money, refundSum } from './service-words';
import styles from './my-maid.module.css';

/** What cancelling now means: the last day, the last debit, the refund by the rule with its sum, and the day it is paid by. */
function QuoteFacts({ quote }: { quote: CancellationQuote }) {
  const lang = currentLanguage();
  const { refund, lastDebit } = quote;
  return (
    <>
      <p>{t('If you cancel now, your service ends on {day}.', { day: dayText(quote.endsOn, lang) })}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('Last debit')}</dt>
          <dd>{lastDebit ? t('{amount} on {day}', { amount: money(lastDebit.amountFils), day: dayText(lastDebit.day, lang) }) : t('None yet')}</dd>
        </div>
        {lastDebit ? (
          <>
            <div>
              <dt>{t('Days it paid for')}</dt>
              <dd>{refund.periodDays}</dd>
            </div>
            <div>
              <dt>{t('Days you will not use')}</dt>
              <dd>{refund.unusedDays}</dd>
            </div>
          </>
        ) : null}
        <div>
          <dt>{t('Your refund')}</dt>
          <dd className={styles.big}>{money(refund.totalFils)}</dd>
        </div>
      </dl>
      {lastDebit ? (
        <>
          <p>
            {t('How we count it:')}{' '}
            {/* The sum reads left to right in every language, as numbers do, and moves to a line of its own rather than breaking. */}
            <bdi dir="ltr" className={styles.formula}>
              {refundSum(lastDebit.amountFils, refund)}
            </bdi>
          </p>
          {refund.vatFils > 0 ? <p className={styles.muted}>{t('It includes {vat} of VAT.', { vat: money(refund.vatFils) })}</p> : null}
        </>
      ) : (
        <p>{t('No monthly debit has been taken yet, so there is nothing to refund.')}</p>
      )}
      {refund.totalFils > 0 ? (
        <p>
          <strong>{t('We pay it back to you by {day} at the latest.', { day: dayText(quote.refundBy, lang) })}</strong>
        </p>
      ) : null}
    </>
  );
}

/**
 * Cancelling the service: what it means first, then a code sent by SMS to the family's phone
 * confirms it (the captcha may come before the SMS, as for any SMS the site sends).
 */
export function CancelFlow({ appId, onClose, onDone }: { appId: string; onClose: () => void; onDone: () => void }) {
  const quote = useCancellationQuote(appId);
  const sendCode = useSendCancellationCode(appId);
  const cancel = useCancelService(appId);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  // The phone the code went to; set once it is sent, and the flow moves on to the code.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resent, setResent] = useState(0);
  const step = sentTo === null ? 'quote' : 'code';
  const send = () =>
    sendCode.mutate(undefined, {
      onSuccess: ({ toPhone }) => {
        if (sentTo !== null) setResent((n) => n + 1);
        setSentTo(toPhone);
      },
    });
  const titleRef = useFocusOnShow<HTMLHeadingElement>(step);
  const sendFailure = failureOf(sendCode.error);
  const cancelFailure = failureOf(cancel.error);
  const fieldError = codeError ?? (cancelFailure?.field === 'code' ? cancelFailure.text : null);
  const formError = cancelFailure && cancelFailure.field !== 'code' ? cancelFailure.text : null;
  const sendErrorRef = useFocusOnShow<HTMLParagraphElement>(sendFailure?.text);
  const formErrorRef = useFocusOnShow<HTMLParagraphElement>(formError);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    const problem = typed === '' ? t('Enter the code') : /^\d{6}$/.test(typed) ? null : t('The code has 6 digits');
    setCodeError(problem);
    if (problem) return document.getElementById('cancel-code')?.focus();
    cancel.mutate(typed, {
      onSuccess: onDone,
      // A wrong code: the focus goes back to the field, which now says why.
      onError: () => document.getElementById('cancel-code')?.focus(),
    });
  };

  if (step === 'quote') {
    return (
      <section className={styles.card} aria-labelledby="cancel-title">
        <div className={styles.form}>
          <h2 id="cancel-title" ref={titleRef} tabIndex={-1} className={styles.flowTitle}>
            {t('Cancel the service')}
          </h2>
          {quote.data ? (
            <QuoteFacts quote={quote.data} />
          ) : quote.error ? (
            <p role="alert" className={styles.error}>
              {failureOf(quote.error)?.text}
            </p>
          ) : (
            <p role="status">{t('Working out your refund…')}</p>
          )}
          {quote.data ? <p>{t('To confirm, we send a code by SMS to your mobile number.')}</p> : null}
          {sendFailure ? (
            <p role="alert" ref={sendErrorRef} tabIndex={-1} className={styles.error}>
              {sendFailure.text}
            </p>
          ) : null}
          <div className={styles.actions}>
            {quote.data ? (
              <button type="button" className={styles.danger} disabled={sendCode.isPending} onClick={send}>
                {sendCode.isPending ? t('Sending…') : t('Send me the code')}
              </button>
            ) : null}
            <button type="button" className={styles.secondary} onClick={onClose}>
              {t('Keep my service')}
            </button>
          </div>
        </div>
      </section>
    );
  }

  return (
    <section className={styles.card} aria-labelledby="cancel-title">
      <form className={styles.form} onSubmit={submit} noValidate>
        <h2 id="cancel-title" ref={titleRef} tabIndex={-1} className={styles.flowTitle}>
          {t('Enter the code')}
        </h2>
        <p>{t('We sent a 6-digit code to {phone}. It is valid for 10 minutes.', { phone: ltr(sentTo ?? '') })}</p>
        {resent > 0 ? (
          <p role="status" key={resent}>
            {t('A new code is on its way.')}
          </p>
        ) : null}
        <div className={styles.field}>
          <label htmlFor="cancel-code">{t('Code')}</label>
          <input
            id="cancel-code"
            className={`${styles.input} ${styles.code}`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            dir="ltr"
            value={code}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? 'cancel-code-error' : undefined}
            onChange={(e) => {
              setCode(e.target.value);
              setCodeError(null);
            }}
          />
          {fieldError ? (
            <p id="cancel-code-error" className={styles.error}>
              {fieldError}
            </p>
          ) : null}
        </div>
        {sendFailure ? (
          <p role="alert" className={styles.error}>
            {sendFailure.text}
          </p>
        ) : null}
        {formError ? (
          <p role="alert" ref={formErrorRef} tabIndex={-1} className={styles.error}>
            {formError}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="submit" className={styles.danger} disabled={cancel.isPending}>
            {t('Cancel my service')}
          </button>
          <button type="button" className={styles.secondary} disabled={sendCode.isPending} onClick={send}>
            {t('Send a new code')}
          </button>
          <button type="button" className={styles.secondary} onClick={onClose}>
            {t('Keep my service')}
          </button>
        </div>
      </form>
    </section>
  );
}
