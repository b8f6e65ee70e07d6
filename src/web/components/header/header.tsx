import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from '../../lib/router';
import { routes } from '../../../shared/public-routes';
import { isClientAppSource } from '../../../shared/tracking';
import { t } from '../../lib/i18n';
import { siteName } from '../../lib/site-meta';
import { mainSiteInfoQuery } from '../../lib/main-site-info';
import { myApplicationHref, useMyApplication } from '../../lib/my-application';
import { isFromClientApp } from '../../lib/tracking';
import { HeaderLanguageSwitcher } from '../language/language-switcher';
import { backTarget } from './back-target';
import { useHeaderState } from './header-state';
import { MyListHeart } from './my-list-heart';
import { useIsMobile } from './use-is-mobile';
import { useLabels } from './use-labels';
import { WhatsappButton } from './whatsapp-button';
import styles from './header.module.css';

/** The client app opens the site inside itself, with its own chrome: the logo link is hidden there. */
function fromClientApp(search: string): boolean {
  return isClientAppSource(new URLSearchParams(search).get('utm_source')) || isFromClientApp();
}

const OFFER_PAGES = new Set(['/', '/terms-of-service']);

/** The site header (spec section 2): back arrow, logo, WhatsApp, offer buttons and the My List heart. */
export function Header() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const { back, myList } = useHeaderState();
  const isMobile = useIsMobile();
  const { label } = useLabels();
  const landing = pathname === '/';
  const target = backTarget(pathname, hash);
  // The site config can hide the WhatsApp button on the landing page (landingPageSiteConfig).
  const siteInfo = useQuery({ ...mainSiteInfoQuery, enabled: landing });
  const hideWhatsapp = landing && siteInfo.data?.siteConfig.landingPageSiteConfig.hideWhatsappButton === true;
  const myApplication = useMyApplication();

  return (
    <header className={styles.header}>
      <div className={landing ? `${styles.inner} ${styles.landing}` : styles.inner}>
        {back ? (
          <button type="button" className={styles.back} onClick={back.onBack} aria-label={back.label ?? t('Back')}>
            <BackArrow />
          </button>
        ) : target ? (
          <button type="button" className={styles.back} onClick={() => navigate(target)} aria-label={t('Back')}>
            <BackArrow />
          </button>
        ) : null}
        {fromClientApp(search) ? null : (
          <Link to="/" className={styles.logo} aria-label={t('{site}, home', { site: siteName() })}>
            <span aria-hidden="true" className={styles.logoMark} />
            <span className={styles.logoText}>{siteName()}</span>
          </Link>
        )}
        <div className={styles.actions}>
          {OFFER_PAGES.has(pathname) && !isMobile ? (
            <>
              <Link to="/hire-maid" className={styles.offerPrimary}>
                {label('Hire a Maid')}
              </Link>
              <Link to="/maid-visa-apply" className={styles.offerSecondary} reloadDocument>
                {t('Get a Visa')}
              </Link>
            </>
          ) : null}
          {hideWhatsapp ? null : (
            <div className={styles.contact}>
              <WhatsappButton landing={landing} />
              {landing ? <span className={styles.reply}>{t('We reply within 1 minute')}</span> : null}
            </div>
          )}
          {myApplication && pathname !== routes.myApplication.path ? (
            <Link to={myApplicationHref(myApplication)} className={styles.myApplication} aria-label={t('My application')} title={t('My application')}>
              <ClipboardIcon />
            </Link>
          ) : null}
          <HeaderLanguageSwitcher />
          {myList ? <MyListHeart myList={myList} hidden={isMobile && myList.count === 0} /> : null}
        </div>
      </div>
    </header>
  );
}

function ClipboardIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" d="M9 4h6v3H9zM9 5H6v16h12V5h-3M9 12l2 2 4-4" />
    </svg>
  );
}

function BackArrow() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" focusable="false" className={styles.arrow}>
      <path fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" d="M15 5l-7 7 7 7" />
    </svg>
  );
}
