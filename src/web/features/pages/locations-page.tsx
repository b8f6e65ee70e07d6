import { useEffect } from 'react';
import { t } from '../../lib/i18n';
import { CentresMap } from './centres-map';
import { SERVICE_CENTRES } from './content/service-centres';
import styles from './pages.module.css';

/**
 * /locations, /maps and /aboutus: one page with the about section and the map of the service
 * centres, scrolled to the part the path names. The spec's scrollTo stops 50 px above its target;
 * here the target stops under the sticky header instead (the page's scroll padding, header + 12 px),
 * which the 50 px no longer cleared (docs/decisions/2026-11-28-locations-map.md).
 */
export function LocationsPage({ focus }: { focus: 'about' | 'map' }) {
  useEffect(() => {
    document.getElementById(focus)?.scrollIntoView({ block: 'start' });
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
      <section id="map" className={styles.section} aria-labelledby="centres-title">
        <h2 id="centres-title">{t('Our service centres')}</h2>
        <CentresMap centres={SERVICE_CENTRES} />
        <ol className={styles.centres}>
          {SERVICE_CENTRES.map((centre, i) => (
            <li key={centre.name} className={styles.centre}>
              <h3>
                <span className={styles.centreNumber} aria-hidden="true">
                  {i + 1}
                </span>
                {t(centre.name)}
              </h3>
              <address className={styles.address}>{t(centre.address)}</address>
              <p>{t(centre.hours)}</p>
              <a className={styles.mapLink} href={centre.mapUrl} target="_blank" rel="noopener noreferrer">
                {t('Open in Maps')}
              </a>
            </li>
          ))}
        </ol>
      </section>
    </main>
  );
}
