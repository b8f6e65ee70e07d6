import { t } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { OverdueRequests } from '../service/overdue-requests';
import styles from './back-office.module.css';
import { sections } from './sections';
import { useStaffSession } from './staff-api';

/** /admin: where each part of the back office is, for the signed-in member's role. */
export function BackOfficeHome() {
  const { data: session } = useStaffSession();
  return (
    <>
      <h1>{t('Back office')}</h1>
      {session && !session.staff.secondFactor && (
        <p className={`${styles.panel} ${styles.hint}`} role="note">
          {t('Protect your account with an authenticator app:')} <Link to="/admin/account">{t('set it up')}</Link>.
        </p>
      )}
      {session && (session.staff.role === 'agent' || session.staff.role === 'admin') && <OverdueRequests />}
      <ul className={styles.cards}>
        {session &&
          sections(session.staff.role).map((section) => (
            <li key={section.to}>
              <Link to={section.to}>
                <strong>{section.name}</strong>
                {section.description}
              </Link>
            </li>
          ))}
      </ul>
    </>
  );
}
