import { useEffect, useState, type ReactNode } from 'react';
import type { StaffRole } from '../../../../shared/api/admin/schemas';
import { ROUTE_TEXTS } from '../../../../shared/route-texts';
import { findRoute } from '../../../../shared/routes';
import { setPageCode } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { siteName } from '../../../lib/site-meta';
import { Link, Outlet, useLocation } from '../../../lib/router';
import styles from './back-office.module.css';
import { ChangePasswordForm } from '../staff/change-password-form';
import { sections } from './sections';
import { SignInForm } from '../staff/sign-in-form';
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

/**
 * The pages, who is signed in and the way out: in the bar on a wide screen; on a phone behind a
 * Menu button, so that each page starts on the first screen. A page opened from it closes it.
 */
function Menu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.menuButton} aria-expanded={open} aria-controls="back-office-menu" onClick={() => setOpen((o) => !o)}>
        {t('Menu')}
      </button>
      <div
        id="back-office-menu"
        className={styles.menu}
        data-open={open || undefined}
        onClick={(e) => {
          if ((e.target as Element).closest('a')) setOpen(false);
        }}
      >
        {children}
      </div>
    </>
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
        {member && (
          <Menu>
            {!member.mustChangePassword && <Nav role={member.role} />}
            <span className={styles.who}>
              {member.email} · {t(member.role)}
            </span>
            <button type="button" className={styles.signOut} onClick={() => signOut.mutate()} disabled={signOut.isPending}>
              {t('Sign out')}
            </button>
          </Menu>
        )}
      </header>
      <main className={styles.main} id="main">
        {content}
      </main>
    </div>
  );
}
