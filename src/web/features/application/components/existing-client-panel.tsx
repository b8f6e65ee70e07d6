import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { otpSchema } from '../../../../shared/application/fields';
import { refusalOf } from '../../../../shared/application/messages';
import { t } from '../../../lib/i18n';
import { applicationKeys } from '../api/application-keys';
import { requestExistingClientCode, verifyExistingClient } from '../api/existing-client';
import styles from '../application.module.css';
import buttons from '../../../components/ui/buttons.module.css';
import { errorsOf } from '../errors-of';
import { TextField } from './text-field';

/** EXISTING_CLIENT_REQUIRED_DOCUMENTS: a returning client proves the number and reuses the documents on file. */
export function ExistingClientPanel({ appId, onLoaded }: { appId: string; onLoaded(): void }) {
  const client = useQueryClient();
  const [phone, setPhone] = useState('');
  const [otp, setOtp] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      setErrors(errorsOf(error));
    } finally {
      setBusy(false);
    }
  };

  const sendCode = () =>
    run(async () => {
      // The phone library is large and most clients never ask for a code: it loads only for one who does.
      const { uaeMobileSchema } = await import('../../../../shared/application/phone');
      const checked = uaeMobileSchema.safeParse(phone);
      // The schema's messages are the translation layer's keys (msg()): shown in the page's language.
      if (!checked.success) return setErrors({ phone: t(refusalOf(checked.error.issues)) });
      await requestExistingClientCode(appId, phone);
      setCodeSent(true);
      setErrors({});
    });
  const useDocuments = () =>
    run(async () => {
      const checked = otpSchema.safeParse(otp);
      if (!checked.success) return setErrors({ otp: t(refusalOf(checked.error.issues)) });
      client.setQueryData(applicationKeys.detail(appId), await verifyExistingClient(appId, otp));
      onLoaded();
    });

  return (
    <details className={styles.panel}>
      <summary className={styles.panelSummary}>{t('Already a client? Use the documents we have on file')}</summary>
      <TextField label={t('Your registered mobile number')} type="tel" value={phone} error={errors.phone} placeholder="050 123 4567" onChange={setPhone} />
      <button type="button" className={buttons.secondary} disabled={busy} onClick={() => void sendCode()}>
        {t('Send me a code')}
      </button>
      {codeSent && (
        <>
          <p className={styles.hint} role="status">
            {t('If this number is on file, we sent it a 6-digit code.')}
          </p>
          <TextField label={t('Code from the SMS')} value={otp} error={errors.otp} inputMode="numeric" autoComplete="one-time-code" maxLength={6} onChange={setOtp} />
          <button type="button" className={buttons.secondary} disabled={busy} onClick={() => void useDocuments()}>
            {t('Use my documents')}
          </button>
        </>
      )}
      {errors._form && (
        <p className={styles.error} role="alert">
          {errors._form}
        </p>
      )}
    </details>
  );
}
