import { useId, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { t } from '../../lib/i18n';
import { useParams } from '../../lib/router';
import { useCompleteTestCheckout, useTestCheckout } from './api';
import { failureText } from './failure-text';
import { formatAed, moneyText } from './money-words';
import { LinkNotValid } from './pay-link-page';
import styles from './pay.module.css';

/** The test card that pays; 4000 0000 0000 0002 is declined (the server answers why). */
const TEST_CARD = '4242 4242 4242 4242';

/**
 * /pay/test-checkout/:checkoutId: the test-mode card provider's own page, used when no real
 * provider is configured (issue 30). It plays the hosted checkout: pay with a test card, or
 * leave; the browser then goes where the provider would send it.
 */
export function TestCheckoutPage() {
  const checkoutId = useParams().checkoutId ?? '';
  const checkout = useTestCheckout(checkoutId);
  const complete = useCompleteTestCheckout(checkoutId);
  const [cardNumber, setCardNumber] = useState(TEST_CARD);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const fieldId = useId();
  const errorId = useId();

  if (checkout.error instanceof ApiError && (checkout.error.status === 404 || checkout.error.status === 400)) return <LinkNotValid />;
  const data = checkout.data;
  const busy = complete.isPending || complete.isSuccess;
  const error = fieldError ?? (complete.error ? failureText(complete.error) : null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const digits = cardNumber.replace(/[\s-]/g, '');
    if (!/^\d{16}$/.test(digits)) {
      setFieldError(t('A card number has 16 digits.'));
      return;
    }
    setFieldError(null);
    complete.mutate({ outcome: 'pay', cardNumber: digits });
  };

  return (
    <main className={styles.page}>
      <p className={styles.testBanner}>{t('TEST MODE — no real money moves')}</p>
      <section className={styles.card} aria-labelledby="checkout-title">
        <h1 id="checkout-title">{t('Card payment')}</h1>
        {checkout.error ? <p role="alert">{t('This payment could not be loaded. Please check your connection and refresh.')}</p> : null}
        {!data && !checkout.error ? <p role="status">{t('Loading…')}</p> : null}
        {data ? (
          <>
            <p>{data.description}</p>
            <p className={styles.amountLine}>
              <bdi dir="ltr" className={styles.amount}>
                {formatAed(data.amountFils)}
              </bdi>
            </p>
            {data.status !== 'open' ? (
              <p role="status" className={styles.thanks}>
                {data.status === 'paid' ? t('This payment is paid. Thank you.') : t('This payment was cancelled.')}
              </p>
            ) : (
              <form className={styles.form} onSubmit={submit} noValidate>
                <div className={styles.field}>
                  <label htmlFor={fieldId}>{t('Card number')}</label>
                  <input
                    id={fieldId}
                    className={styles.input}
                    dir="ltr"
                    inputMode="numeric"
                    autoComplete="cc-number"
                    value={cardNumber}
                    onChange={(e) => setCardNumber(e.target.value)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                  />
                  <p className={styles.muted}>{t('Test cards: {pays} pays, {declined} is declined.', { pays: '\u20664242 4242 4242 4242\u2069', declined: '\u20664000 0000 0000 0002\u2069' })}</p>
                  {error ? (
                    <p id={errorId} role="alert" className={styles.error}>
                      {error}
                    </p>
                  ) : null}
                </div>
                <div className={styles.actions}>
                  <button type="submit" className={styles.payButton} disabled={busy}>
                    {t('Pay {amount}', { amount: moneyText(data.amountFils) })}
                  </button>
                  <button type="button" className={styles.secondary} disabled={busy} onClick={() => complete.mutate({ outcome: 'cancel' })}>
                    {t('Cancel')}
                  </button>
                </div>
              </form>
            )}
          </>
        ) : null}
      </section>
    </main>
  );
}
