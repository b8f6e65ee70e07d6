import { useQuery } from '@tanstack/react-query';
import { telLink, whatsappLink } from '../../../shared/campaign';
import { ltr, t } from '../../lib/i18n';
import { mainSiteInfoQuery } from '../../lib/main-site-info';
import { whatsappHost } from '../../lib/site-meta';
import styles from './my-application.module.css';

/** WhatsApp (with the reference written in) and the phone, from the site's contact numbers. */
export function ContactUs({ reference }: { reference: string }) {
  const config = useQuery(mainSiteInfoQuery).data?.siteConfig.ccSiteConfig;
  const message = t('Hello, I have a question about my maid application {reference}.', { reference });
  const chat = config?.whatsappNumber ? whatsappLink(whatsappHost(), config.whatsappNumber, message) : '/whatsapp-us?page=my_application';
  const phone = config?.contactNumber;
  return (
    <section className={styles.card} aria-labelledby="contact-title">
      <h2 id="contact-title">{t('Questions? Talk to us')}</h2>
      <p className={styles.muted}>{t("We're available 7 days/week. From 9 am till 10 pm.")}</p>
      <div className={styles.actions}>
        <a className={styles.whatsapp} href={chat} target="_blank" rel="noopener noreferrer">
          {t('WhatsApp us')}
        </a>
        {phone ? (
          <a className={styles.call} href={telLink(phone)}>
            {t('Call {phone}', { phone: ltr(phone) })}
          </a>
        ) : null}
      </div>
    </section>
  );
}
