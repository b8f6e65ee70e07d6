import { useEffect, useRef } from 'react';
import { displayPhone } from '../../../components/header/whatsapp-button';
import { EMIRATE_LABELS, WINDOW_LABELS, type Emirate } from '../../../../shared/application/constants';
import { formatDay } from '../../../../shared/application/signed-forms';
import { amountInText } from '../../../../shared/pricing/money';
import { LOCALES } from '../../../../shared/i18n/locales';
import { currentLanguage, t } from '../../../lib/i18n';
import { myApplicationHref, rememberMyApplication } from '../../../lib/my-application';
import { Link } from '../../../lib/router';
import { useApplication } from '../api/get-application';
import { mandateUrl } from '../api/documents';
import styles from '../application.module.css';
import buttons from '../../../components/ui/buttons.module.css';
import type { StepProps } from '../step-props';
import { useStepForm } from '../use-step-form';
import { plainStepSchemas } from '../../../../shared/application/step-checks';

/** How often a waiting screen asks the server whether the other side has acted. */
const POLL_MS = 4000;

/** SMS_SENT: on desktop the phone takes over; on mobile (wa) the client goes on while the spouse signs. */
export function SmsSentStep(props: StepProps) {
  const form = useStepForm(props, plainStepSchemas.SMS_SENT, {}, () => ({}));
  const { data } = useApplication(props.ctx.mobile ? null : props.appId, POLL_MS);
  const phoneTookOver = !props.ctx.mobile && data && data.currentStep !== 'SMS_SENT';
  return (
    <div className={styles.form}>
      <h1 className={styles.title}>{t('Link sent')}</h1>
      <p>
        {props.ctx.mobile
          ? t('Your spouse can sign the payment forms from the link we sent. You can carry on meanwhile.')
          : t('Open the link we sent to your phone to upload your documents and sign.')}
      </p>
      {phoneTookOver && <p role="status">{t('Your phone has opened the application. Carry on there.')}</p>}
      {props.ctx.mobile && (
        <button className={buttons.primary} type="button" disabled={form.pending} onClick={() => void form.submit()}>
          {t('Continue')}
        </button>
      )}
    </div>
  );
}

/** SPOUSE_DID_NOT_SIGN_YET: waits, and moves on by itself once the spouse has signed. */
export function SpouseWaitingStep(props: StepProps) {
  const { data } = useApplication(props.appId, POLL_MS);
  const form = useStepForm(props, plainStepSchemas.SPOUSE_DID_NOT_SIGN_YET, {}, () => ({}));
  const sent = useRef(false);
  const signed = data?.signedBySpouse ?? props.state.signedBySpouse;
  useEffect(() => {
    if (signed && !sent.current) {
      sent.current = true;
      void form.submit();
    }
  }, [signed, form]);
  return (
    <div className={styles.form} aria-live="polite">
      <h1 className={styles.title}>{t('Waiting for your spouse’s signature')}</h1>
      <p>{signed ? t('Your spouse has signed. One moment…') : t('Your spouse has not signed the payment forms yet. This page moves on by itself when they do.')}</p>
      {form.errors._form && signed && <p className={styles.error}>{form.errors._form}</p>}
    </div>
  );
}

/**
 * The address as the family typed it, then its emirate in the page's language. What they typed is
 * isolated in its own direction (U+2068…U+2069, the text form of <bdi>): on an Arabic page a
 * Latin address keeps its order ('1204, Tower 2, Al Barsha', not 'Tower 2, Al Barsha ,1204').
 */
function addressText(address: NonNullable<StepProps['state']['summary']['address']>): string {
  const typed = [address.apartment, address.building, address.area].filter(Boolean).join(', ');
  const emirate = address.emirate ? t(EMIRATE_LABELS[address.emirate as Emirate] ?? address.emirate) : '';
  if (!typed) return emirate;
  return emirate ? t('{list}, {item}', { list: `\u2068${typed}\u2069`, item: emirate }) : typed;
}

/** END_WORK_FLOW: a summary, the final confirmation, and what happens next. */
export function EndWorkFlowStep(props: StepProps) {
  const form = useStepForm(props, plainStepSchemas.END_WORK_FLOW, {}, () => ({}));
  const s = props.state.summary;
  const submitted = props.state.status === 'submitted';
  // The header links to the status page from now on.
  useEffect(() => {
    if (submitted && props.state.role !== 'spouse') rememberMyApplication(props.appId);
  }, [submitted, props.appId, props.state.role]);
  return (
    <div className={styles.form}>
      <h1 className={styles.title}>{submitted ? t('Thank you! Your application is complete') : t('Check and finish')}</h1>
      <dl className={styles.summary}>
        <dt>{t('Reference')}</dt>
        <dd>
          <bdi dir="ltr" translate="no">
            {props.state.reference}
          </bdi>
        </dd>
        <dt>{t('Your maid')}</dt>
        <dd>{props.state.housemaid.name}</dd>
        {props.state.quote && (
          <>
            <dt>{t('Monthly payment')}</dt>
            <dd>{t('{amount}, VAT included (first debit {first})', { amount: amountInText(props.state.quote.monthlyTotalFils), first: amountInText(props.state.quote.firstPaymentFils) })}</dd>
          </>
        )}
        {s.clientName && (
          <>
            <dt>{t('Name')}</dt>
            <dd>{s.clientName}</dd>
          </>
        )}
        {s.maskedIban && (
          <>
            <dt>{t('Bank account')}</dt>
            <dd>
              {s.bankName ? `${s.bankName} ` : null}
              <bdi dir="ltr">{s.maskedIban}</bdi>
            </dd>
          </>
        )}
        {s.arrival && (
          <>
            <dt>{t('Maid arrival')}</dt>
            <dd>
              {t('{day}, {window}', {
                // The page's language (its locale: Latin digits in Arabic), not the browser's.
                day: formatDay(s.arrival.date, currentLanguage() === 'en' ? undefined : LOCALES[currentLanguage()]),
                window: t(WINDOW_LABELS[s.arrival.window as keyof typeof WINDOW_LABELS] ?? s.arrival.window),
              })}
            </dd>
          </>
        )}
        {s.address && (
          <>
            <dt>{t('Address')}</dt>
            <dd>{addressText(s.address)}</dd>
          </>
        )}
        {s.phones.client && (
          <>
            <dt>{t('Mobile')}</dt>
            <dd>
              <bdi dir="ltr">{displayPhone(s.phones.client)}</bdi>
            </dd>
          </>
        )}
      </dl>
      {s.directDebitSigned && (
        <a className={styles.linkButton} href={mandateUrl(props.appId)} download>
          {t('Download the signed mandate (PDF)')}
        </a>
      )}
      {submitted ? (
        <>
          <p role="status">{t('What happens next: our team checks your documents and calls you within one working day to confirm your maid’s arrival.')}</p>
          <Link className={styles.linkButton} to={myApplicationHref(props.appId)}>
            {t('Follow your application')}
          </Link>
        </>
      ) : (
        <>
          {form.errors._form && (
            <p className={styles.error} role="alert">
              {form.errors._form}
            </p>
          )}
          <button className={buttons.primary} type="button" disabled={form.pending} onClick={() => void form.submit()}>
            {t('Submit my application')}
          </button>
        </>
      )}
    </div>
  );
}

/** END_WORK_FLOW_FOR_SIGN_ONLY: the spouse is done. */
export function EndForSignOnlyStep() {
  return (
    <div className={styles.form}>
      <h1 className={styles.title}>{t('Thank you for signing')}</h1>
      <p>{t('The payment forms are signed. You can close this page.')}</p>
    </div>
  );
}
