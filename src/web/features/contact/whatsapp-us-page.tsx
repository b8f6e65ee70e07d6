import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from '../../lib/router';
import { whatsappLink } from '../../../shared/campaign';
import { isMobileDevice } from '../../lib/device';
import { t } from '../../lib/i18n';
import { whatsappHost } from '../../lib/site-meta';
import { useWhatsappConfig } from '../../lib/whatsapp-config';
import { contactNumberQueryOptions } from './get-contact-number';
import styles from './contact.module.css';

/**
 * /whatsapp-us: straight to the chat on mobile (checkMobile=false keeps the page); on desktop a
 * page offering it.
 */
export function WhatsappUsPage() {
  const [search] = useSearchParams();
  const config = useWhatsappConfig({
    isForLandingPage: search.get('page') === 'landing' || undefined,
    affiliateEventCode: search.get('event') ?? undefined,
    websiteType: search.get('config') ?? undefined,
    urlParams: search.toString() || undefined,
  });
  // nb names a contact line (oec-maid uses nb2): its number, with the configured message.
  const line = useQuery(contactNumberQueryOptions(search.get('nb')));
  const lineReady = !line.isEnabled || !line.isPending;
  const number = line.data?.whatsapp ?? config.data?.whatsappNumber;
  const link = config.data && lineReady && number ? whatsappLink(whatsappHost(), number, config.data.whatsappMessage) : undefined;
  const checkMobile = search.get('checkMobile') !== 'false';

  useEffect(() => {
    if (link && checkMobile && isMobileDevice()) window.location.replace(link);
  }, [link, checkMobile]);

  return (
    <main className={styles.page}>
      <h1>{t('Chat with us on WhatsApp')}</h1>
      <p className={styles.lead}>{t("We're available 7 days/week. From 9 am till 10 pm.")}</p>
      {link ? (
        <a className={styles.whatsapp} href={link} target="_blank" rel="noopener noreferrer">
          {t('Start the WhatsApp chat')}
        </a>
      ) : config.isError ? (
        <p role="alert">{t('WhatsApp is not reachable right now. Please try again in a minute.')}</p>
      ) : (
        <p role="status">{t('Loading')}</p>
      )}
      <p className={styles.note}>{t('The chat opens in WhatsApp on your phone, or in WhatsApp Web on a computer.')}</p>
    </main>
  );
}
