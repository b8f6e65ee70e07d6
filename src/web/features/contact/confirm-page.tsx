import { useEffect, useState } from 'react';
import { useSearchParams } from '../../lib/router';
import { telLink, whatsappLink } from '../../../shared/campaign';
import { confirmDdcLink } from '../../../shared/api/appsutils/contracts';
import type { ConfirmNumbers } from '../../../shared/api/appsutils/schemas';
import { api } from '../../lib/api';
import { msg, t } from '../../lib/i18n';
import { siteWhatsappUrl } from '../../lib/site-config';
import { whatsappHost } from '../../lib/site-meta';
import { readJson, session } from '../../lib/storage';
import styles from './contact.module.css';

export const CONFIRM_REDIRECT_MS = 2000;
/**
 * The message the family sends, in their language (issue 31): the page quotes it in its own
 * sentences, and the agents who read the chat read every language the site offers.
 */
const CONFIRM_TEXT = msg('I confirm');

/** /confirm: after 2 s, the WhatsApp 'I confirm' chat with the number the server gives. */
export function ConfirmPage() {
  const [search] = useSearchParams();
  const appId = search.get('appId');
  const [numbers, setNumbers] = useState<ConfirmNumbers | null>(null);
  const [failed, setFailed] = useState(!appId);

  useEffect(() => {
    if (!appId) return;
    let cancelled = false;
    const started = Date.now();
    api(confirmDdcLink, { body: { appId, adsIndicators: readJson<Record<string, string>>(session, 'utm_params') ?? null } }, { silent: true })
      .then((data) => {
        if (cancelled) return;
        setNumbers(data);
        const wait = Math.max(0, CONFIRM_REDIRECT_MS - (Date.now() - started));
        setTimeout(() => {
          if (!cancelled) window.location.replace(whatsappLink(whatsappHost(), data.clientNumber, t(CONFIRM_TEXT)));
        }, wait);
      })
      // Section 8: the page still shows when the confirm link fails.
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [appId]);

  const link = numbers ? whatsappLink(whatsappHost(), numbers.clientNumber, t(CONFIRM_TEXT)) : siteWhatsappUrl();
  return (
    <main className={styles.page}>
      <h1>{t('Confirm your request')}</h1>
      {!failed && !numbers && <p role="status">{t('One moment…')}</p>}
      {numbers && <p role="status">{t('Opening WhatsApp so you can send us “I confirm”…')}</p>}
      {failed && <p>{t('Please send us “I confirm” on WhatsApp to complete your request.')}</p>}
      <p>
        <a className={styles.whatsapp} href={link}>
          {t('Send “I confirm” on WhatsApp')}
        </a>
      </p>
      {numbers?.redirectNumber && (
        <p>
          {t('Prefer to call?')} <a href={telLink(numbers.redirectNumber)}>{numbers.redirectNumber}</a>
        </p>
      )}
    </main>
  );
}
