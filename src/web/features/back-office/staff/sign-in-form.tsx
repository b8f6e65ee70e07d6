import { useState, type FormEvent } from 'react';
import buttons from '../../../components/ui/buttons.module.css';
import { t } from '../../../lib/i18n';
import styles from '../shared/back-office.module.css';
import { Failure } from '../shared/failure';
import { SecondFactorRequired, useSignIn } from '../shared/staff-api';

/** Email and password, then the authenticator code when the account has one. */
export function SignInForm() {
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const needsCode = signIn.error instanceof SecondFactorRequired || code !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate({ email, password, ...(code ? { code } : {}) });
  };

  return (
    <section className={`${styles.panel} ${styles.narrow}`} aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">{t('Sign in')}</h1>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label htmlFor="staff-email">{t('Email')}</label>
          <input id="staff-email" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
        <div className={styles.field}>
          <label htmlFor="staff-password">{t('Password')}</label>
          <input
            id="staff-password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        {needsCode && (
          <div className={styles.field}>
            <label htmlFor="staff-code">{t('Code from your authenticator app')}</label>
            <input
              id="staff-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              autoFocus
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            />
          </div>
        )}
        <Failure error={signIn.error} />
        <button type="submit" className={buttons.primary} disabled={signIn.isPending}>
          {signIn.isPending ? t('Signing in…') : t('Sign in')}
        </button>
      </form>
    </section>
  );
}
