import { useState, type FormEvent } from 'react';
import { bankNameOfIban, ibanSchema } from '../../../../shared/application/iban';
import { nextStep } from '../../../../shared/workflow';
import { ibanStepSchemas } from '../../../../shared/application/iban-step-checks';
import { amountInText } from '../../../../shared/pricing/money';
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
  // The schema's messages are the translation layer's keys (msg()): shown in the page's language.
  if (!checked.success) return { error: t(checked.error.issues[0]?.message ?? 'This IBAN is not valid: please check the digits') };
  return { bank: bankNameOfIban(checked.data) ?? undefined };
}

/** The price line above the bank details: what the direct debit takes, its breakdown on demand. */
function DebitDisclosure({ quote }: { quote: StepProps['state']['quote'] }) {
  if (!quote) return null;
  return (
    <details className={styles.disclosure}>
      <summary>
        {t('{monthly} a month by direct debit; the first debit is {first}.', {
          monthly: amountInText(quote.monthlyTotalFils),
          first: amountInText(quote.firstPaymentFils),
        })}
      </summary>
      <PriceBreakdown quote={quote} />
    </details>
  );
}

/**
 * BANK_INFO, and IBAN_VALIDATION (the IBAN typed again) with `confirm`. Back on bank details already
 * given, the IBAN shows masked with Change: it is never sent back in full, and Continue keeps it.
 */
export function BankInfoStep(props: StepProps & { confirm?: boolean }) {
  const onFile = !props.confirm && props.state.summary.maskedIban !== null && props.state.completedSteps.includes('BANK_INFO') && !props.state.drafts.BANK_INFO?.iban;
  const [changing, setChanging] = useState(!onFile);
  return changing ? <BankForm {...props} /> : <BankOnFile {...props} onChange={() => setChanging(true)} />;
}

/** The bank details given before: Continue goes on without sending them again, Change types a new IBAN. */
function BankOnFile({ onChange, ...props }: StepProps & { onChange(): void }) {
  const s = props.state.summary;
  const goOn = (event: FormEvent) => {
    event.preventDefault();
    const next = nextStep(props.step, props.ctx);
    props.onDone(next?.kind === 'step' ? { step: next.step, query: next.query } : null);
  };
  return (
    <form className={styles.form} onSubmit={goOn} noValidate>
      <h1 className={styles.title}>{t('Add your bank details')}</h1>
      <DebitDisclosure quote={props.state.quote} />
      <dl className={styles.summary}>
        <dt>{t('IBAN')}</dt>
        <dd>
          <bdi dir="ltr">{s.maskedIban}</bdi>
          {s.bankName ? ` · ${s.bankName}` : ''}
        </dd>
        {s.accountHolderName ? (
          <>
            <dt>{t('Account holder name')}</dt>
            <dd>{s.accountHolderName}</dd>
          </>
        ) : null}
      </dl>
      <button type="button" className={styles.linkButton} onClick={onChange} aria-label={t('Change the IBAN')}>
        {t('Change')}
      </button>
      <FormFooter pending={false} />
      <PaymentMethodSwitch {...props} to="card" />
    </form>
  );
}

function BankForm(props: StepProps & { confirm?: boolean }) {
  const schema = props.confirm ? ibanStepSchemas.IBAN_VALIDATION : ibanStepSchemas.BANK_INFO;
  const form = useStepForm(props, schema, { iban: '', accountHolderName: props.state.summary.accountHolderName ?? '' }, (v) =>
    props.confirm ? { iban: v.iban } : { iban: v.iban, accountHolderName: v.accountHolderName },
  );
  const live = liveIbanCheck(form.values.iban);
  return (
    <form className={styles.form} onSubmit={(e) => void form.submit(e)} noValidate>
      <h1 className={styles.title}>{props.confirm ? t('Confirm your IBAN') : t('Add your bank details')}</h1>
      {!props.confirm && <DebitDisclosure quote={props.state.quote} />}
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
