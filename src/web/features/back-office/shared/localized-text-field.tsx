import { useState, type ReactNode } from 'react';
import { TRANSLATED_LANGUAGES, untranslatedLanguagesOf, type LocalizedText } from '../../../../shared/i18n/localized-text';
import { RTL_LANGUAGES, type Language } from '../../../../shared/tracking';
import { t } from '../../../lib/i18n';
import styles from './localized-text-field.module.css';

/** The back office is English: each language by its English name. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ar: 'Arabic', hi: 'Hindi', ru: 'Russian', fr: 'French' };

/**
 * "Needs translation: Arabic, French" for a text (or several: a page's, a maid's phrases) with
 * English and some language left empty; nothing otherwise.
 */
export function NeedsTranslation({ text }: { text: LocalizedText | readonly LocalizedText[] }) {
  const missing = untranslatedLanguagesOf(Array.isArray(text) ? text : [text as LocalizedText]);
  if (missing.length === 0) return null;
  return <span className={styles.mark}>{t('Needs translation: {languages}', { languages: missing.map((l) => t(LANGUAGE_NAMES[l])).join(', ') })}</span>;
}

/**
 * The languages whose text was written for an English that has since been changed in this form
 * (issue 31: "AED 200 off" changed to 300 in English would still say 200 in Arabic).
 */
export function staleLanguages(start: LocalizedText, now: LocalizedText): Exclude<Language, 'en'>[] {
  if (start.en.trim() === now.en.trim()) return [];
  return TRANSLATED_LANGUAGES.filter((l) => Boolean(now[l]?.trim()) && now[l] === start[l]);
}

/**
 * A text staff write, one field per language (issue 31): English first and required, the others
 * shown to families in their language, with the English in their place while empty (and a
 * "needs translation" mark here). Each field is written in its own script and direction.
 */
export function LocalizedTextField({
  id,
  label,
  value,
  onChange,
  multiline = false,
  hint,
  invalid = false,
}: {
  id: string;
  label: string;
  value: LocalizedText;
  onChange: (value: LocalizedText) => void;
  multiline?: boolean;
  hint?: ReactNode;
  invalid?: boolean;
}) {
  // The text as the form opened it: a translation left as it was after its English changed is marked.
  const [start] = useState(value);
  const stale = staleLanguages(start, value);
  const set = (language: Language, text: string) => onChange({ ...value, [language]: text });
  const field = (language: Language) => {
    const props = {
      id: `${id}-${language}`,
      value: value[language] ?? '',
      lang: language,
      dir: RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr',
      'aria-invalid': invalid && language === 'en' ? true : undefined,
      'aria-describedby': hint ? `${id}-hint` : undefined,
      onChange: (e: { target: { value: string } }) => set(language, e.target.value),
    };
    return (
      <div className={styles.language} key={language}>
        <label htmlFor={props.id}>{language === 'en' ? t('{field} in English', { field: label }) : t('{field} in {language}', { field: label, language: t(LANGUAGE_NAMES[language]) })}</label>
        {multiline ? <textarea {...props} /> : <input type="text" {...props} />}
      </div>
    );
  };
  return (
    <fieldset className={styles.fieldset}>
      <legend>
        {label} <NeedsTranslation text={value} />
        {stale.length > 0 && (
          <span className={styles.mark} role="status">
            {t('The English changed: check the {languages}', { languages: stale.map((l) => t(LANGUAGE_NAMES[l])).join(', ') })}
          </span>
        )}
      </legend>
      {hint && (
        <p className={styles.hint} id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {field('en')}
      {TRANSLATED_LANGUAGES.map(field)}
    </fieldset>
  );
}
