import { useEffect, useMemo } from 'react';
import { Link, useSearchParams } from '../../lib/router';
import { safeRedirectTarget } from '../../../shared/safe-redirect';
import { pushDataLayer } from '../../lib/analytics';
import { t } from '../../lib/i18n';
import { whatsappHost } from '../../lib/site-meta';
import styles from './campaign.module.css';

/** /url: reports the optional event, then follows url, but only to this site or an allowed host. */
export function UrlPage() {
  const [search] = useSearchParams();
  const target = useMemo(
    () =>
      safeRedirectTarget(search.get('url'), {
        origin: window.location.origin,
        extraHosts: [new URL(whatsappHost()).hostname],
      }),
    [search],
  );

  useEffect(() => {
    const event = search.get('event');
    if (event && /^[A-Za-z0-9_.-]{1,64}$/.test(event)) pushDataLayer({ event });
    if (target) window.location.replace(target);
  }, [search, target]);

  return (
    <main className={styles.page}>
      {target ? (
        <p role="status">{t('Taking you there…')}</p>
      ) : (
        <>
          <h1>{t('This link cannot be opened')}</h1>
          <p>{t('For your safety we only open links to our own site, WhatsApp, phone numbers, reviews and app stores.')}</p>
          <p>
            <Link to="/">{t('Go to the home page')}</Link>
          </p>
        </>
      )}
    </main>
  );
}
