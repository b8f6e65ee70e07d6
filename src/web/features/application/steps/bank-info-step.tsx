import { bankNameOfIban, ibanSchema } from '../../../../shared/application/iban';
import { ibanStepSchemas } from '../../../../shared/application/iban-step-checks';
import { formatAed } from '../../../../shared/pricing/money';
import { t } from '../../../lib/i18n';
import { PriceBreakdown } from '../components/price-breakdown';
import { TextField } from '../components/text-field';
import { PaymentMethodSwitch } from './card-steps';
import styles from '../application.module.css';
import type { StepProps } from '../step-props';
import { useStepForm } from '../use-step-form';
import { FormFooter } from '../components/form-footer';

/** The IBAN is checked as it is typed once it is long enough, and its bank named where known. */
function liveIbanCheck(iban: string): { error?: string; bank?: string } {
  const compact = iban.replace(/\s/g, '');
  if (compact.length < 23) return {};
  const checked = ibanSchema.safeParse(iban);
  if (!checked.success) return { error: checked.error.issues[0]?.message };
  return { bank: bankNameOfIban(checked.data) ?? undefined };
}

/** BANK_INFO, and IBAN_VALIDATION (the IBAN typed again) with `confirm`. */
export function BankInfoStep(props: StepProps & { confirm?: boolean }) {
  const schema = props.confirm ? ibanStepSchemas.IBAN_VALIDATION : ibanStepSchemas.BANK_INFO;
  const form = useStepForm(props, schema, { iban: '', accountHolderName: '' }, (v) =>
    props.confirm ? { iban: v.iban } : { iban: v.iban, accountHolderName: v.accountHolderName },
  );
  const live = liveIbanCheck(form.values.iban);
  return (
    <form className={styles.form} onSubmit={(e) => void form.submit(e)} noValidate>
      <h1 className={styles.title}>{props.confirm ? t('Confirm your IBAN') : t('Add your bank details')}</h1>
      {!props.confirm && props.state.quote && (
        <details className={styles.disclosure}>
          <summary>
            {t('{monthly} a month by direct debit; the first debit is {first}.', {
              monthly: formatAed(props.state.quote.monthlyTotalFils),
              first: formatAed(props.state.quote.firstPaymentFils),
            })}
          </summary>
          <PriceBreakdown quote={props.state.quote} />
        </details>
      )}
      {props.confirm && props.state.summary.maskedIban && (
        <p className={styles.hint}>{t('Type again the IBAN ending in {last4}.', { last4: props.state.summary.maskedIban.slice(-4) })}</p>
      )}
      <TextField
        label={t('IBAN')}
        value={form.values.iban}
        error={form.errors.iban ?? live.error}
        hint={live.bank ? t('Bank: {bank}', { bank: live.bank }) : t('A UAE IBAN starts with AE and has 23 characters')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        dir="ltr"
        placeholder="AE00 0000 0000 0000 0000 000"
        onChange={(v) => form.set('iban', v.toUpperCase())}
      />
      {!props.confirm && (
        <TextField
          label={t('Account holder name')}
          value={form.values.accountHolderName}
          error={form.errors.accountHolderName}
          autoComplete="name"
          onChange={(v) => form.set('accountHolderName', v)}
        />
      )}
      <FormFooter error={form.errors._form} pending={form.pending} />
      {!props.confirm && <PaymentMethodSwitch {...props} to="card" />}
    </form>
  );
}

/** IBAN_VALIDATION: the IBAN typed again. */
export const IbanValidationStep = (props: StepProps) => <BankInfoStep {...props} confirm />;
