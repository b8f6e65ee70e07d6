import { phoneStepSchemas } from '../../../../shared/application/phone-step-checks';
import { t } from '../../../lib/i18n';
import { FormFooter } from '../components/form-footer';
import { TextField } from '../components/text-field';
import styles from '../application.module.css';
import type { StepProps } from '../step-props';
import { useStepForm } from '../use-step-form';

const PHONE_TITLES: Record<string, string> = {
  CLIENT_PHONE_NUMBER: 'Your mobile number',
  CLIENT_WHATSAPP_NUMBER: 'Your WhatsApp number',
  CLIENT_SPOUSE_NUMBER: "Your spouse's mobile number",
};

/** CLIENT_PHONE_NUMBER, CLIENT_WHATSAPP_NUMBER and CLIENT_SPOUSE_NUMBER: UAE mobiles. */
export function PhoneStep(props: StepProps) {
  const known = props.state.summary.phones;
  const initial = props.step === 'CLIENT_WHATSAPP_NUMBER' ? (known.whatsapp ?? known.client ?? '') : props.step === 'CLIENT_SPOUSE_NUMBER' ? (known.spouse ?? '') : (known.client ?? '');
  const form = useStepForm(props, phoneStepSchemas.CLIENT_PHONE_NUMBER, { phone: initial });
  const title = t(PHONE_TITLES[props.step] ?? 'Your mobile number');
  return (
    <form className={styles.form} onSubmit={(e) => void form.submit(e)} noValidate>
      <h1 className={styles.title}>{title}</h1>
      <TextField label={title} type="tel" autoComplete="tel" placeholder="050 123 4567" value={form.values.phone} error={form.errors.phone} onChange={(v) => form.set('phone', v)} />
      <FormFooter error={form.errors._form} pending={form.pending} />
    </form>
  );
}
