import { useQuery } from '@tanstack/react-query';
import { telLink } from '../../../../shared/campaign';
import { ltr, t } from '../../../lib/i18n';
import { mainSiteInfoQuery } from '../../../lib/main-site-info';
import { useSiteParameters } from '../api/get-site-parameters';
import { showCallUs } from '../visa-timeline';
import styles from './landing.module.css';

/** How to reach the service centre: WhatsApp always, the phone when the site parameters allow it. */
export function ContactBlock() {
  const info = useQuery(mainSiteInfoQuery);
  const params = useSiteParameters();
  const phone = info.data?.siteConfig.ccSiteConfig.contactNumber;
  const callUs = showCallUs(params.data ?? new Map()) && !!phone;
  return (
    <section className={styles.section} aria-labelledby="contact-title">
      <h2 id="contact-title">{t('Talk to us')}</h2>
      <p>{t("We're available 7 days/week. From 9 am till 10 pm.")}</p>
      <div className={styles.actions}>
        <a className={styles.whatsapp} href="/whatsapp-us?page=landing">
          {t('WhatsApp us')}
        </a>
        {callUs ? (
          <a className={styles.secondary} href={telLink(phone!)}>
            {t('Call {phone}', { phone: ltr(phone!) })}
          </a>
        ) : null}
      </div>
      <p className={styles.muted}>{t('We reply within 1 minute')}</p>
    </section>
  );
}
