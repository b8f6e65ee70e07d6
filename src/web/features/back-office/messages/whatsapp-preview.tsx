import { whatsappDigits } from '../../../../shared/api/admin-whatsapp/schemas';
import { whatsappLink } from '../../../../shared/campaign';
import type { Language } from '../../../../shared/tracking';
import { t } from '../../../lib/i18n';
import { whatsappHost } from '../../../lib/site-meta';
import styles from '../shared/back-office.module.css';
import { previewAttributes } from '../shared/preview-language';
import own from './whatsapp-configs.module.css';

/** What a family gets: the chat's first message as WhatsApp shows it (in `language`'s direction), and the link the site opens. */
export function WhatsappPreview({ number, message, language }: { number: string; message: string; language: Language }) {
  const digits = whatsappDigits(number);
  const link = digits.length >= 8 ? whatsappLink(whatsappHost(), digits, message.trim()) : undefined;
  return (
    <div className={own.preview}>
      <p className={styles.hint}>{digits ? t('A family gets this chat with +{number}:', { number: digits }) : t('A family gets this chat:')}</p>
      {message.trim() ? (
        <p className={styles.bubble} {...previewAttributes(language)}>
          {message.trim()}
        </p>
      ) : (
        <p className={styles.bubble}>{t('(no message: the family types their own)')}</p>
      )}
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
