import { whatsappDigits } from '../../../../shared/api/admin-whatsapp/schemas';
import { whatsappLink } from '../../../../shared/campaign';
import { t } from '../../../lib/i18n';
import { whatsappHost } from '../../../lib/site-meta';
import styles from '../shared/back-office.module.css';
import own from './whatsapp-configs.module.css';

/** What a family gets: the chat's first message as WhatsApp shows it, and the link the site opens. */
export function WhatsappPreview({ number, message }: { number: string; message: string }) {
  const digits = whatsappDigits(number);
  const link = digits.length >= 8 ? whatsappLink(whatsappHost(), digits, message.trim()) : undefined;
  return (
    <div className={own.preview}>
      <p className={styles.hint}>{digits ? t('A family gets this chat with +{number}:', { number: digits }) : t('A family gets this chat:')}</p>
      <p className={styles.bubble}>{message.trim() || t('(no message: the family types their own)')}</p>
      {link ? (
        <a className={own.link} href={link} target="_blank" rel="noopener noreferrer">
          {link}
        </a>
      ) : (
        <p className={styles.hint}>{t('Enter the number to see the link.')}</p>
      )}
    </div>
  );
}
