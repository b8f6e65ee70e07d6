import { useState } from 'react';
import { whatsappDigits } from '../../../../shared/api/admin-whatsapp/schemas';
import { whatsappLink } from '../../../../shared/campaign';
import { textIn, type LocalizedText } from '../../../../shared/i18n/localized-text';
import type { Language } from '../../../../shared/tracking';
import { t } from '../../../lib/i18n';
import { whatsappHost } from '../../../lib/site-meta';
import styles from '../shared/back-office.module.css';
import { PreviewLanguage } from '../shared/preview-language';
import own from './whatsapp-configs.module.css';

/**
 * What a family gets: the chat's first message as WhatsApp shows it, in the language chosen (the
 * English where that language is empty, in the language's direction), and the link the site opens.
 */
export function WhatsappPreview({ id, number, message: written }: { id: string; number: string; message: LocalizedText }) {
  const [language, setLanguage] = useState<Language>('en');
  const message = textIn(written, language);
  const digits = whatsappDigits(number);
  const link = digits.length >= 8 ? whatsappLink(whatsappHost(), digits, message.trim()) : undefined;
  return (
    <div className={own.preview}>
      <PreviewLanguage id={id} value={language} onChange={setLanguage} />
      <p className={styles.hint}>{digits ? t('A family gets this chat with +{number}:', { number: digits }) : t('A family gets this chat:')}</p>
      {message.trim() ? (
        // The text's own direction: the English sent where the language is empty reads left to right.
        <p className={styles.bubble} lang={written[language]?.trim() ? language : 'en'} dir="auto">
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
