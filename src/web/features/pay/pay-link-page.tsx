import type { RowStatus } from '../../../shared/money/states';
import { ApiError } from '../../lib/api-client';
import { currentLanguage, msg, t } from '../../lib/i18n';
import { useParams, useSearchParams } from '../../lib/router';
import { awaitingConfirmation, usePayLink, usePaymentLink } from './api';
import { failureText } from './failure-text';
import { dayText, formatAed, kindText, moneyText, periodText, returnReasonText } from './money-words';
import styles from './pay.module.css';

/** A link the server does not know (forged, mistyped or expired): the site's frame, and a way to reach us. */
export function LinkNotValid() {
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="pay-title">
        <h1 id="pay-title">{t('This link is not valid or has expired')}</h1>
        <p>{t('Open the link in our latest SMS, or talk to us on WhatsApp and tell us your reference.')}</p>
        <a className={styles.secondary} href="/whatsapp-us">
          {t('WhatsApp us')}
        </a>
      </section>
    </main>
  );
}

/** Why a link has nothing to pay any more, in the family's words. */
const DONE_TEXT: Partial<Record<RowStatus, string>> = {
  collected: msg('This payment is paid. Thank you.'),
  refunded: msg('This payment is paid. Thank you.'),
  cancelled: msg('This payment is cancelled: there is nothing to pay.'),
};
const NOTHING_TO_PAY = msg('There is nothing to pay on this link now.');

/**
 * /pay/:token: the link of the SMS sent when the bank returned a debit (issue 30). No session: the
 * token is the key. The amount, what it pays for, and one button to pay it by card on the
 * provider's page; `?paid=1` is the provider's way back, while its confirmation is on the way.
 */
export function PayLinkPage() {
  const token = useParams().token ?? '';
  const [params] = useSearchParams();
  const justPaid = params.get('paid') === '1';
  const link = usePaymentLink(token, justPaid);
  const pay = usePayLink(token);
  const lang = currentLanguage();

  // A token of the wrong shape is refused (400) before it is looked up (404): the family reads the same.
  if (link.error instanceof ApiError && (link.error.status === 404 || link.error.status === 400)) return <LinkNotValid />;
  const data = link.data;
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="pay-title">
        <h1 id="pay-title">{t('Pay by card')}</h1>
        {link.error ? <p role="alert">{t('This payment could not be loaded. Please check your connection and refresh.')}</p> : null}
        {!data && !link.error ? <p role="status">{t('Loading…')}</p> : null}
        {data ? (
          <>
            {awaitingConfirmation(justPaid, data.status) ? (
              <p role="status" className={styles.thanks}>
                {t('Thank you, your payment is being confirmed. This can take a minute.')}
              </p>
            ) : !data.payable ? (
              <p role="status" className={styles.thanks}>
                {t(DONE_TEXT[data.status] ?? NOTHING_TO_PAY)}
              </p>
            ) : null}
            <p className={styles.amountLine}>
              <bdi dir="ltr" className={styles.amount}>
                {formatAed(data.amountFils)}
              </bdi>
              <span className={styles.muted}>{t('VAT included')}</span>
            </p>
            <dl className={styles.facts}>
              <div>
                <dt>{t('For')}</dt>
                <dd>
                  {kindText(data.kind, data.method)}
                  {data.periodTo ? <span className={styles.muted}>{periodText(data.dueOn, data.periodTo, lang)}</span> : null}
                </dd>
              </div>
              <div>
                <dt>{t('Your maid')}</dt>
                <dd>{data.maidName}</dd>
              </div>
              <div>
                <dt>{t('Reference')}</dt>
                <dd>
                  <bdi dir="ltr">{data.reference}</bdi>
                </dd>
              </div>
              <div>
                <dt>{t('Due')}</dt>
                <dd>{dayText(data.dueOn, lang)}</dd>
              </div>
              {data.returnReason ? (
                <div>
                  <dt>{t('Returned by the bank')}</dt>
                  <dd>{returnReasonText(data.returnReason)}</dd>
                </div>
              ) : null}
            </dl>
            {data.payable && !awaitingConfirmation(justPaid, data.status) ? (
              <button type="button" className={styles.payButton} disabled={pay.isPending || pay.isSuccess} onClick={() => pay.mutate()}>
                {t('Pay {amount} by card', { amount: moneyText(data.amountFils) })}
              </button>
            ) : null}
            {pay.error ? (
              <p role="alert" className={styles.error}>
                {failureText(pay.error)}
              </p>
            ) : null}
            {data.testMode ? <p className={styles.muted}>{t('Test mode: no real money moves.')}</p> : null}
          </>
        ) : null}
      </section>
    </main>
  );
}
