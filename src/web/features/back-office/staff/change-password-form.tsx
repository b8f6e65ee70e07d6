import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { changePassword } from '../../../../shared/api/admin/contracts';
import { MIN_PASSWORD_LENGTH } from '../../../../shared/api/admin/schemas';
import buttons from '../../../components/ui/buttons.module.css';
import { t } from '../../../lib/i18n';
import styles from '../shared/back-office.module.css';
import { failureText, staffCall, useSetSession } from '../shared/staff-api';

/** The member's own new password: required after a one-time password, possible any time. */
export function ChangePasswordForm({ firstSignIn = false }: { firstSignIn?: boolean }) {
  const setSession = useSetSession();
  const [password, setPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const change = useMutation({
    mutationFn: () => staffCall(changePassword, { body: { password, newPassword } }),
    onSuccess: (session) => {
      setPassword('');
      setNewPassword('');
      setRepeat('');
      setSession(session);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMismatch(newPassword !== repeat);
    if (newPassword === repeat) change.mutate();
  };

  const Heading = firstSignIn ? 'h1' : 'h2';
  return (
    <section className={`${styles.panel} ${firstSignIn ? styles.narrow : ''}`} aria-labelledby="password-title">
      <Heading id="password-title">{firstSignIn ? t('Choose your password') : t('Change your password')}</Heading>
      {firstSignIn && <p className={styles.hint}>{t('The password you signed in with was for one sign-in only. Choose your own to go on.')}</p>}
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label htmlFor="current-password">{firstSignIn ? t('The one-time password') : t('Current password')}</label>
          <input id="current-password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </div>
        <div className={styles.field}>
          <label htmlFor="new-password">{t('New password')}</label>
          <input
            id="new-password"
            type="password"
            autoComplete="new-password"
            aria-describedby="new-password-hint"
            value={newPassword}
            onChange={(e) => setNewPassword(e.target.value)}
          />
          <p className={styles.hint} id="new-password-hint">
            {t('At least {n} characters. A few unrelated words make a strong one.', { n: MIN_PASSWORD_LENGTH })}
          </p>
        </div>
        <div className={styles.field}>
          <label htmlFor="repeat-password">{t('New password again')}</label>
          <input id="repeat-password" type="password" autoComplete="new-password" value={repeat} onChange={(e) => setRepeat(e.target.value)} />
        </div>
        {(mismatch || change.error) && (
          <p className={styles.error} role="alert">
            {mismatch ? t('The two new passwords differ. Type the same one twice.') : failureText(change.error)}
          </p>
        )}
        {change.isSuccess && !firstSignIn && (
          <p className={styles.done} role="status">
            {t('Your password is changed. Your other sessions were signed out.')}
          </p>
        )}
        <button type="submit" className={buttons.primary} disabled={change.isPending}>
          {t('Save the new password')}
        </button>
      </form>
    </section>
  );
}
