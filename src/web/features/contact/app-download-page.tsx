import { t, msg } from '../../lib/i18n';
import styles from './contact.module.css';

const STORES = [
  { label: msg('Get it on Google Play'), href: 'https://play.google.com/store/search?q=Sunrise%20Maids&c=apps' },
  { label: msg('Download on the App Store'), href: 'https://apps.apple.com/ae/search?term=Sunrise%20Maids' },
];

/** /app-download: where ccapp sends desktops (phones go straight to their store). */
export function AppDownloadPage() {
  const appLink = `${window.location.origin}/ccapp`;
  return (
    <main className={styles.page}>
      <h1>{t('Get our app')}</h1>
      <p className={styles.lead}>{t('Manage your maid, your payments and her visa from your phone.')}</p>
      <p>{t('On your phone, open {link} and it takes you to your app store.', { link: appLink })}</p>
      <ul className={styles.stores}>
        {STORES.map((store) => (
          <li key={store.href}>
            <a className={styles.store} href={store.href} target="_blank" rel="noopener noreferrer">
              {t(store.label)}
            </a>
          </li>
        ))}
      </ul>
    </main>
  );
}
