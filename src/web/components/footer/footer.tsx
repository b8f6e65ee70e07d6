import { telLink, whatsappLink } from '../../../shared/campaign';
import { FooterLanguageSwitcher } from '../language/language-switcher';
import { routes } from '../../../shared/public-routes';
import { ltr, msg, t } from '../../lib/i18n';
import { Link } from '../../lib/router';
import { siteName, whatsappHost } from '../../lib/site-meta';
import { displayPhone } from '../header/whatsapp-button';
import { useFooterContact } from './use-footer-contact';
import styles from './footer.module.css';

/** The site pages every public page links to, from the route table. */
const PAGES = [
  { text: msg('About us'), path: routes.aboutUs.path },
  { text: msg('Locations'), path: routes.locations.path },
  { text: msg('Services'), path: routes.services.path },
  { text: msg('Legal'), path: routes.legal.path },
  { text: msg('Terms of service'), path: routes.termsOfService.path },
] as const;

/** The public site's footer: its pages, the contact numbers and the licence line. */
export function Footer() {
  const { phone, whatsapp } = useFooterContact();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label={t('Site')}>
          <ul className={styles.links}>
            {PAGES.map((page) => (
              <li key={page.path}>
                <Link to={page.path}>{t(page.text)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {phone || whatsapp ? (
          <ul className={styles.links}>
            {phone ? (
              <li>
                <a href={telLink(phone)}>{t('Call {phone}', { phone: ltr(phone) })}</a>
              </li>
            ) : null}
            {whatsapp ? (
              <li>
                <a href={whatsappLink(whatsappHost(), whatsapp)} target="_blank" rel="noopener noreferrer">
                  {t('WhatsApp {number}', { number: ltr(displayPhone(whatsapp)) })}
                </a>
              </li>
            ) : null}
          </ul>
        ) : null}
        <p className={styles.licence}>
          {t('{site} is a domestic-worker service centre licensed by the UAE Ministry of Human Resources and Emiratisation.', { site: siteName() })}
        </p>
        <p className={styles.links}>
          <a href="/trade-license">{t('Our trade licence')}</a>
        </p>
        <FooterLanguageSwitcher />
      </div>
    </footer>
  );
}
