import { useEffect } from 'react';
import type { StaffRole } from '../../../shared/api/admin/schemas';
import { ROUTE_TEXTS } from '../../../shared/route-texts';
import { findRoute } from '../../../shared/routes';
import { setPageCode } from '../../lib/api-client';
import { t } from '../../lib/i18n';
import { siteName } from '../../lib/site-meta';
import { Link, Outlet, useLocation } from '../../lib/router';
import styles from './back-office.module.css';
import { ChangePasswordForm } from './change-password-form';
import { sections } from './sections';
import { SignInForm } from './sign-in-form';
import { failureText, useSetSession, useSignOut, useStaffSession, whenSessionEnds } from './staff-api';


/** The title and page code of each back-office page, as the public shell does for the site. */
function useBackOfficeHead(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const route = findRoute(pathname);
    if (!route) return;
    setPageCode(route.pageCode);
    document.title = `${t(ROUTE_TEXTS[route.id].title)} | ${siteName()}`;
  }, [pathname]);
}

function Nav({ role }: { role: StaffRole }) {
  const { pathname } = useLocation();
  const links = [{ to: '/admin', name: t('Home') }, ...sections(role)];
  return (
    <nav className={styles.nav} aria-label={t('Back office')}>
      {links.map((link) => (
        <Link key={link.to} to={link.to} aria-current={pathname === link.to ? 'page' : undefined}>
          {link.name}
        </Link>
      ))}
    </nav>
  );
}

/** The back office's frame: sign-in until a session exists, then a new password if one is due, then the page. */
export function BackOfficeLayout() {
  useBackOfficeHead();
  const session = useStaffSession();
  const setSession = useSetSession();
  const signOut = useSignOut();
  useEffect(() => whenSessionEnds(() => setSession(null)), [setSession]);

  const member = session.data?.staff;
  let content;
  if (session.isPending) content = <p>{t('Loading…')}</p>;
  else if (session.isError) content = <p className={styles.error} role="alert">{failureText(session.error)}</p>;
  else if (!member) content = <SignInForm />;
  else if (member.mustChangePassword) content = <ChangePasswordForm firstSignIn />;
  else content = <Outlet />;

  return (
    <div className={styles.frame}>
      <header className={styles.bar}>
        <span className={styles.brand}>{t('{site} back office', { site: siteName() })}</span>
        {member && !member.mustChangePassword && <Nav role={member.role} />}
        {member && (
          <>
            <span className={styles.who}>
              {member.email} · {t(member.role)}
            </span>
            <button type="button" className={styles.signOut} onClick={() => signOut.mutate()} disabled={signOut.isPending}>
              {t('Sign out')}
            </button>
          </>
        )}
      </header>
      <main className={styles.main} id="main">
        {content}
      </main>
    </div>
  );
}
