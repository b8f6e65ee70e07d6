import { useEffect } from 'react';
import { t } from '../../lib/i18n';
import { SERVICE_CENTRES } from './content/service-centres';
import styles from './pages.module.css';

const SCROLL_OFFSET_PX = 50;

/**
 * /locations, /aboutus and /maps: one page with the about section and the service centres,
 * scrolled to the part the path names (50 px above it, as the spec's scrollTo does).
 */
export function LocationsPage({ focus }: { focus: 'about' | 'map' }) {
  useEffect(() => {
    const target = document.getElementById(focus === 'about' ? 'about' : 'centres');
    if (!target) return;
    const top = target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
    window.scrollTo({ top: Math.max(0, top) });
  }, [focus]);

  return (
    <main className={styles.page}>
      <section id="about" aria-labelledby="about-title">
        <h1 id="about-title">{t('About us')}</h1>
        <p className={styles.intro}>
          {t('We help families in the UAE hire full-time maids and nannies, and sponsor the visas of the maids they already have.')}
        </p>
        <p>{t('Watch short videos of the maids, keep the ones you like in My List and hire from your phone. We handle the visa, the medical test and the Emirates ID.')}</p>
      </section>
      <section id="centres" className={styles.section} aria-labelledby="centres-title">
        <h2 id="centres-title">{t('Our service centres')}</h2>
        <ul className={styles.centres}>
          {SERVICE_CENTRES.map((centre) => (
            <li key={centre.name} className={styles.centre}>
              <h3>{t(centre.name)}</h3>
              <p>{t(centre.address)}</p>
              <p>{t(centre.hours)}</p>
              <a className={styles.mapLink} href={centre.mapUrl} target="_blank" rel="noopener noreferrer">
                {t('Open in Maps')}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
