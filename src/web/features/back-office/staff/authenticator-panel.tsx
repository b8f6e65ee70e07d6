import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { confirmTotpEnrolment, startTotpEnrolment } from '../../../../shared/api/admin/contracts';
import buttons from '../../../components/ui/buttons.module.css';
import { t } from '../../../lib/i18n';
import styles from '../shared/back-office.module.css';
import { Failure } from '../shared/failure';
import { staffCall, useSetSession, useStaffSession } from '../shared/staff-api';

/** Sets up an authenticator app: a QR code (and the secret to type), then a code from the app. */
export function AuthenticatorPanel() {
  const { data: session } = useStaffSession();
  const setSession = useSetSession();
  const [code, setCode] = useState('');
  const start = useMutation({ mutationFn: () => staffCall(startTotpEnrolment, {}) });
  const confirm = useMutation({
    mutationFn: () => staffCall(confirmTotpEnrolment, { body: { code } }),
    onSuccess: setSession,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate();
  };

  return (
    <section className={styles.panel} aria-labelledby="totp-title">
      <h2 id="totp-title">{t('Authenticator app')}</h2>
      {session?.staff.secondFactor ? (
        <p className={styles.done}>{t('Set up: every sign-in asks for a code from your app.')}</p>
      ) : !start.data ? (
        <>
          <p className={styles.hint}>
            {t('With an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), a stolen password is not enough to sign in as you.')}
          </p>
          <Failure error={start.error} />
          <button type="button" className={buttons.primary} onClick={() => start.mutate()} disabled={start.isPending}>
            {t('Set up an authenticator app')}
          </button>
        </>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <p>{t('Scan this code with your app, or type the key below into it.')}</p>
          <img className={styles.qr} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(start.data.qrSvg)}`} alt={t('QR code for your authenticator app')} />
          <p className={styles.secret} aria-label={t('Key to type into your app')}>
            {start.data.secret}
          </p>
          <div className={styles.field}>
            <label htmlFor="totp-code">{t('The 6-digit code your app shows')}</label>
            <input
              id="totp-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            />
          </div>
          <Failure error={confirm.error} />
          <button type="submit" className={buttons.primary} disabled={confirm.isPending || code.length !== 6}>
            {t('Confirm')}
          </button>
        </form>
      )}
    </section>
  );
}
