import { TEST_CARDS } from '../../../../shared/application/constants';
import { plainStepSchemas } from '../../../../shared/application/step-checks';
import { t } from '../../../lib/i18n';
import { cardPaymentsHosted } from '../../../lib/site-meta';
import { useSetPaymentMethod } from '../api/set-payment-method';
import { TextField } from '../components/text-field';
import styles from '../application.module.css';
import buttons from '../../../components/ui/buttons.module.css';
import type { StepProps } from '../step-props';
import { useStepForm } from '../use-step-form';
import { FormFooter } from '../components/form-footer';

/** Switches between 'Pay Online' and bank details while the payment is not set up yet. */
export function PaymentMethodSwitch(props: StepProps & { to: 'card' | 'bank' }) {
  const mutation = useSetPaymentMethod(props.appId, props.ctx.mobile);
  return (
    <button
      type="button"
      className={styles.linkButton}
      disabled={mutation.isPending}
      onClick={() => mutation.mutate(props.to, { onSuccess: (response) => props.onDone(response.next) })}
    >
      {props.to === 'card' ? t('Pay online by card instead') : t('Pay by bank direct debit instead')}
    </button>
  );
}

/** CREDIT_CARD_INFO: the card goes to the payment provider; only its last four digits are kept. */
export function CreditCardStep(props: StepProps) {
  return cardPaymentsHosted() ? <HostedCardStep {...props} /> : <TestModeCardStep {...props} />;
}

/**
 * With a real card provider no card is typed here: each payment is paid on the provider's own
 * secure page, through the link texted on its day; the step takes the name and the choice.
 */
function HostedCardStep(props: StepProps) {
  const form = useStepForm(props, plainStepSchemas.CREDIT_CARD_INFO, { nameOnCard: '' });
  return (
    <form className={styles.form} onSubmit={(e) => void form.submit(e)} noValidate>
      <h1 className={styles.title}>{t('Pay online')}</h1>
      <p className={styles.hint}>
        {t('On the day each payment is due, we text you a link. You pay it by card on our payment provider’s secure page: your card number is never typed on this site.')}
      </p>
      <TextField label={t('Name on card')} value={form.values.nameOnCard} error={form.errors.nameOnCard} autoComplete="cc-name" onChange={(v) => form.set('nameOnCard', v)} />
      <FormFooter error={form.errors._form} pending={form.pending} />
      <PaymentMethodSwitch {...props} to="bank" />
    </form>
  );
}

/** The test mode: a test card typed here, clearly labelled. */
function TestModeCardStep(props: StepProps) {
  const form = useStepForm(props, plainStepSchemas.CREDIT_CARD_INFO, { nameOnCard: '', cardNumber: '', expiry: '', cvv: '' });
  return (
    <form className={styles.form} onSubmit={(e) => void form.submit(e)} noValidate>
      <h1 className={styles.title}>{t('Pay online')}</h1>
      <p className={styles.testMode} role="note">
        {t('Test mode: no real payment is made. Use the card {card}, any future expiry date and any 3 digits.', { card: `\u2066${TEST_CARDS.approved.replace(/ /g, '\u00a0')}\u2069` })}
      </p>
      <TextField label={t('Name on card')} value={form.values.nameOnCard} error={form.errors.nameOnCard} autoComplete="cc-name" onChange={(v) => form.set('nameOnCard', v)} />
      <TextField label={t('Card number')} value={form.values.cardNumber} error={form.errors.cardNumber} inputMode="numeric" autoComplete="cc-number" onChange={(v) => form.set('cardNumber', v)} />
      <div className={styles.pair}>
        <TextField label={t('Expiry (MM/YY)')} value={form.values.expiry} error={form.errors.expiry} inputMode="numeric" autoComplete="cc-exp" placeholder={t('MM/YY')} onChange={(v) => form.set('expiry', v)} />
        <TextField label={t('Security code')} value={form.values.cvv} error={form.errors.cvv} inputMode="numeric" autoComplete="cc-csc" onChange={(v) => form.set('cvv', v)} />
      </div>
      <FormFooter error={form.errors._form} pending={form.pending} />
      <PaymentMethodSwitch {...props} to="bank" />
    </form>
  );
}

/** CHECK_OTP: the code sent by SMS confirms the card. */
export function CheckOtpStep(props: StepProps) {
  const form = useStepForm(props, plainStepSchemas.CHECK_OTP, { otp: '' });
  return (
    <form className={styles.form} onSubmit={(e) => void form.submit(e)} noValidate>
      <h1 className={styles.title}>{t('Enter the code')}</h1>
      <p className={styles.hint}>{cardPaymentsHosted() ? t('We sent a 6-digit code by SMS to confirm the number your payment links will go to.') : t('We sent a 6-digit code by SMS to confirm your card.')}</p>
      <TextField label={t('Code')} value={form.values.otp} error={form.errors.otp} inputMode="numeric" autoComplete="one-time-code" maxLength={6} onChange={(v) => form.set('otp', v)} />
      {form.errors._form && (
        <p className={styles.error} role="alert">
          {form.errors._form}
        </p>
      )}
      <button className={buttons.primary} type="submit" disabled={form.pending}>
        {t('Confirm')}
      </button>
    </form>
  );
}
