import { useEffect } from 'react';
import { Link } from '../../lib/router';
import { safeRedirectTarget } from '../../../shared/safe-redirect';
import { t } from '../../lib/i18n';
import { session } from '../../lib/storage';
import styles from './contact.module.css';

/** Set by pages that know the visitor's nearest centres (a maps link). */
export const NEAREST_LOCATIONS_KEY = 'nearestLocationsLink';
const ALL_LOCATIONS_PATH = '/all-locations';

/** /nearest-locations: follows the map link kept in session, else the all-locations map. */
export function NearestLocationsPage() {
  useEffect(() => {
    const stored = safeRedirectTarget(session.get(NEAREST_LOCATIONS_KEY), { origin: window.location.origin });
    window.location.replace(stored ?? ALL_LOCATIONS_PATH);
  }, []);
  return (
    <main className={styles.page}>
      <h1>{t('Nearest locations')}</h1>
      <p role="status">{t('Opening the map…')}</p>
      <p>
        <Link to="/locations">{t('See all our service centres')}</Link>
      </p>
    </main>
  );
}
