import { useMemo, useState } from 'react';
import { refusalOf } from '../../../../shared/application/messages';
import { uaeMobileSchema } from '../../../../shared/application/phone';
import { local, session } from '../../../lib/storage';
import { ltr, t } from '../../../lib/i18n';
import { useQueryClient } from '@tanstack/react-query';
import type { SendSmsAnswer } from '../../../../shared/api/application/schemas';
import { applicationKeys } from '../api/application-keys';
import { sendSms } from '../api/send-sms';
import { PhoneLinkQr } from '../components/phone-link-qr';
import { TextField } from '../components/text-field';
import styles from '../application.module.css';
import buttons from '../../../components/ui/buttons.module.css';
import layout from './send-sms-step.module.css';
import type { StepProps } from '../step-props';
import { errorsOf } from '../errors-of';

/** Section 7's additionalQueryParams: desktop_sid, lang, journeyId, planType and the CC_ session values. */
function additionalQueryParams(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  const sid = session.get('sessionId');
  if (sid) out.desktop_sid = sid;
  const lang = local.get('lang');
  if (lang) out.lang = lang;
  const journeyId = params.get('journeyId') ?? session.get('CC_journeyId') ?? session.get('journeyId');
  if (journeyId) out.journeyId = journeyId;
  const planType = params.get('planType');
  if (planType) out.planType = planType;
  for (const key of ['CC_EVENT', 'CC_TARGET', 'CC_REFERRAL_ID', 'CC_SLV2', 'CC_V_AB']) {
    const value = session.get(key);
    if (value) out[key] = value;
  }
  return out;
}

function preferences(): number[] {
  try {
    const parsed: unknown = JSON.parse(local.get('preference') ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is number => Number.isInteger(v)) : [];
  } catch {
    return [];
  }
}

/** SEND_SMS: on desktop the client's phone continues; with wa the spouse gets the signing link. */
export function SendSmsStep(props: StepProps) {
  const client = useQueryClient();
  const spouse = props.ctx.mobile;
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<SendSmsAnswer | null>(null);
  const [pending, setPending] = useState(false);
  const qrInput = useMemo(
    () => ({ mobile: false, maidId: props.state.housemaid.id, additionalQueryParams: additionalQueryParams(props.params) }),
    [props.state.housemaid.id, props.params],
  );

  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    const checked = uaeMobileSchema.safeParse(phone);
    if (!checked.success) {
      // The schema's messages are the translation layer's keys (msg()): shown in the page's language.
      setErrors({ phone: t(refusalOf(checked.error.issues)) });
      return;
    }
    setPending(true);
    try {
      const response = await sendSms(props.appId, {
        phone,
        mobile: props.ctx.mobile,
        maidId: props.state.housemaid.id,
        preferences: preferences(),
        additionalQueryParams: additionalQueryParams(props.params),
      });
      client.setQueryData(applicationKeys.detail(props.appId), response.application);
      setSent(response);
    } catch (error) {
      setErrors(errorsOf(error));
    } finally {
      setPending(false);
    }
  };

  if (sent) {
    return (
      <div className={styles.form}>
        <h1 className={styles.title}>{t('Link sent')}</h1>
        <p>{t('We sent the link by SMS to {phone}.', { phone: ltr(sent.toPhone) })}</p>
        <a className={buttons.secondary} href={sent.whatsappShareUrl} target="_blank" rel="noopener noreferrer">
          {t('Share the link on WhatsApp')}
        </a>
        <button className={buttons.primary} type="button" onClick={() => props.onDone({ step: 'SMS_SENT', query: {} })}>
          {t('Continue')}
        </button>
      </div>
    );
  }
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <h1 className={styles.title}>{spouse ? t("Your spouse's signature") : t('Continue on your phone')}</h1>
      <p className={styles.hint}>
        {spouse
          ? t('We will send your spouse a link to sign the monthly payment forms.')
          : t('The application needs photos of your documents and your signature: we will send a link to your phone.')}
      </p>
      <div className={layout.beside}>
        <div className={layout.fields}>
          <TextField
            label={spouse ? t("Spouse's mobile number") : t('Your mobile number')}
            value={phone}
            error={errors.phone}
            type="tel"
            autoComplete={spouse ? 'off' : 'tel'}
            placeholder="050 123 4567"
            onChange={(v) => {
              setPhone(v);
              setErrors({});
            }}
          />
          {errors._form && (
            <p className={styles.error} role="alert">
              {errors._form}
            </p>
          )}
          <button className={buttons.primary} type="submit" disabled={pending}>
            {t('Send the link')}
          </button>
        </div>
        {!spouse && <PhoneLinkQr appId={props.appId} input={qrInput} />}
      </div>
    </form>
  );
}
