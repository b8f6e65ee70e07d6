import { phoneStepSchemas, spouseStepSchema } from '../../../../shared/application/phone-step-checks';
import { isWaSet } from '../../../../shared/workflow/context';
import { t, msg } from '../../../lib/i18n';
import { FormFooter } from '../components/form-footer';
import { TextField } from '../components/text-field';
import styles from '../application.module.css';
import type { StepProps } from '../step-props';
import { useStepForm } from '../use-step-form';

const PHONE_TITLES: Record<string, string> = {
  CLIENT_PHONE_NUMBER: msg('Your mobile number'),
  CLIENT_WHATSAPP_NUMBER: msg('Your WhatsApp number'),
  CLIENT_SPOUSE_NUMBER: msg("Your spouse's mobile number"),
};

/** CLIENT_PHONE_NUMBER, CLIENT_WHATSAPP_NUMBER and CLIENT_SPOUSE_NUMBER: UAE mobiles. */
export function PhoneStep(props: StepProps) {
  const known = props.state.summary.phones;
  const spouseStep = props.step === 'CLIENT_SPOUSE_NUMBER';
  const initial = props.step === 'CLIENT_WHATSAPP_NUMBER' ? (known.whatsapp ?? known.client ?? '') : spouseStep ? (known.spouse ?? '') : (known.client ?? '');
  // A client who signs without a spouse says so here; with wa the spouse signs the payment forms, so a number is needed.
  const canSignAlone = spouseStep && !isWaSet(props.ctx);
  const schema = spouseStep ? spouseStepSchema(known.client) : phoneStepSchemas.CLIENT_PHONE_NUMBER;
  const form = useStepForm(props, schema, { phone: initial, signsAlone: canSignAlone && props.state.summary.signsAlone === true }, (v) =>
    !spouseStep ? { phone: v.phone } : v.signsAlone ? { signsAlone: true } : { phone: v.phone },
  );
  const title = t(PHONE_TITLES[props.step] ?? 'Your mobile number');
  const alone = canSignAlone && form.values.signsAlone;
  return (
    <form className={styles.form} onSubmit={(e) => void form.submit(e)} noValidate>
      <h1 className={styles.title}>{title}</h1>
      {canSignAlone && <p className={styles.hint}>{t('No spouse, or you sign alone? Tick the box below instead.')}</p>}
      {!alone && (
        <TextField
          label={title}
          type="tel"
          autoComplete="tel"
          placeholder="050 123 4567"
          value={form.values.phone}
          error={form.errors.phone && t(form.errors.phone)}
          onChange={(v) => form.set('phone', v)}
        />
      )}
      {canSignAlone && (
        <label className={styles.checkbox}>
          <input type="checkbox" checked={form.values.signsAlone} onChange={(e) => form.set('signsAlone', e.target.checked)} />
          {t('I sign alone (no spouse)')}
        </label>
      )}
      {form.errors.signsAlone && (
        <p className={styles.error} role="alert">
          {t(form.errors.signsAlone)}
        </p>
      )}
      <FormFooter error={form.errors._form} pending={form.pending} />
    </form>
  );
}
