import { t } from '../../../lib/i18n';
import { AuthenticatorPanel } from './authenticator-panel';
import { ChangePasswordForm } from './change-password-form';

/** /admin/account: the signed-in member's password and authenticator app. */
export function AccountPage() {
  return (
    <>
      <h1>{t('Your account')}</h1>
      <ChangePasswordForm />
      <AuthenticatorPanel />
    </>
  );
}
