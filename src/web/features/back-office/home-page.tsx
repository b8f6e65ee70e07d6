import { t } from '../../lib/i18n';
import { Link } from '../../lib/router';
import styles from './back-office.module.css';
import { useStaffSession } from './staff-api';

/** /admin: where each part of the back office is. */
export function BackOfficeHome() {
  const { data: session } = useStaffSession();
  const isAdmin = session?.staff.role === 'admin';
  const isEditor = isAdmin || session?.staff.role === 'editor';
  return (
    <>
      <h1>{t('Back office')}</h1>
      {session && !session.staff.secondFactor && (
        <p className={`${styles.panel} ${styles.hint}`} role="note">
          {t('Protect your account with an authenticator app:')} <Link to="/admin/account">{t('set it up')}</Link>.
        </p>
      )}
      <ul className={styles.cards}>
        <li>
          <Link to="/admin/maids">
            <strong>{t('Maids')}</strong>
            {t('The catalogue: add and edit maids, show or hide them, mark them hired, set their order.')}
          </Link>
        </li>
        {isEditor && (
          <li>
            <Link to="/admin/links">
              <strong>{t('Links and QR codes')}</strong>
              {t('Campaign and QR slugs: where they lead, their hits, codes for print.')}
            </Link>
          </li>
        )}
        {isAdmin && (
          <>
            <li>
              <Link to="/admin/staff">
                <strong>{t('Staff')}</strong>
                {t('Add accounts, change roles, reset passwords.')}
              </Link>
            </li>
            <li>
              <Link to="/admin/audit">
                <strong>{t('Audit')}</strong>
                {t('Every change made in the back office: who, when, before and after.')}
              </Link>
            </li>
          </>
        )}
        <li>
          <Link to="/admin/account">
            <strong>{t('Your account')}</strong>
            {t('Your password and authenticator app.')}
          </Link>
        </li>
      </ul>
    </>
  );
}
