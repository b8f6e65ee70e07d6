import { t } from '../../lib/i18n';
import styles from './pages.module.css';

/** /cookies-disabled: local storage is not available, so My List and the application cannot work. */
export function CookiesDisabledPage() {
  return (
    <main className={styles.page}>
      <h1>{t('Please enable cookies')}</h1>
      <p className={styles.intro}>{t('This site keeps My List and your application in your browser, which needs cookies and local storage.')}</p>
      <ul>
        <li>{t('Turn off private or incognito browsing, or')}</li>
        <li>{t('Allow cookies for this site in your browser settings,')}</li>
        <li>{t('Then reload the page.')}</li>
      </ul>
      <p>
        <a href="/">{t('Reload the site')}</a>
      </p>
    </main>
  );
}
