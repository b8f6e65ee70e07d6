import { useLocation } from '../../lib/router';
import { whatsappLink } from '../../../shared/campaign';
import { findRoute } from '../../../shared/public-routes';
import { t } from '../../lib/i18n';
import { whatsappHost } from '../../lib/site-meta';
import { useWhatsappConfig } from '../../lib/whatsapp-config';
import styles from './header.module.css';

function affiliateEvent(search: string): string | undefined {
  const fromQuery = new URLSearchParams(search).get('event');
  if (fromQuery && /^[\x20-\x7e]{1,100}$/.test(fromQuery)) return fromQuery;
  try {
    return sessionStorage.getItem('CC_EVENT') ?? undefined;
  } catch {
    return undefined;
  }
}

/** Formats digits with country code as '+971 50 000 0000' for reading. */
export function displayPhone(digits: string): string {
  const d = digits.replace(/\D/g, '');
  if (d.startsWith('971') && d.length === 12) return `+971 ${d.slice(3, 5)} ${d.slice(5, 8)} ${d.slice(8)}`;
  return d ? `+${d}` : '';
}

/**
 * The header's WhatsApp button with the contact number: the configured chat with its preset
 * message; until the configuration answers (or if it fails), the /whatsapp-us page.
 */
export function WhatsappButton({ landing }: { landing: boolean }) {
  const { pathname, search } = useLocation();
  const maidId = Number(new URLSearchParams(search).get('maidId'));
  const config = useWhatsappConfig(
    {
      isForLandingPage: landing,
      websiteType: '',
      affiliateEventCode: affiliateEvent(search),
      maidId: Number.isInteger(maidId) && maidId > 0 ? maidId : undefined,
    },
    // Without it the button still works: it falls back to the /whatsapp-us page.
    { silent: true },
  );
  const page = findRoute(pathname)?.pageCode ?? 'landing';
  const number = config.data ? displayPhone(config.data.whatsappNumber) : '';
  const href = config.data?.whatsappNumber
    ? whatsappLink(whatsappHost(), config.data.whatsappNumber, config.data.whatsappMessage)
    : `/whatsapp-us?page=${encodeURIComponent(page)}`;
  return (
    <a className={styles.whatsapp} href={href} target={config.data ? '_blank' : undefined} rel="noopener noreferrer">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3a.5.5 0 0 0 0-.4l-.8-1.9c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.3 2.2 2.2 0 0 0 .2-1.3c-.1-.1-.3-.2-.5-.3Z"
        />
      </svg>
      <span className={styles.whatsappText}>
        {t('WhatsApp')}
        {number ? (
          <>
            {' '}
            <span className={styles.whatsappNumber} dir="ltr">
              {number}
            </span>
          </>
        ) : null}
      </span>
    </a>
  );
}
