import { LANGUAGES, RTL_LANGUAGES, type Language } from '../../../../shared/tracking';
import { t } from '../../../lib/i18n';
import styles from './back-office.module.css';
import { LANGUAGE_NAMES } from './localized-text-field';

/**
 * The language a preview shows a text staff write in: what a family in that language sees (the
 * English where that language is empty), laid out in its direction.
 */
export function PreviewLanguage({ id, value, onChange }: { id: string; value: Language; onChange: (language: Language) => void }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{t('Preview in')}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as Language)}>
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {t(LANGUAGE_NAMES[language])}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The attributes of a preview in `language`: its language and direction, as a family's page has them. */
export const previewAttributes = (language: Language) => ({ lang: language, dir: RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr' }) as const;
