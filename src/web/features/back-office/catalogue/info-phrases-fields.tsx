import { TRANSLATED_LANGUAGES, type LocalizedText } from '../../../../shared/i18n/localized-text';
import buttons from '../../../components/ui/buttons.module.css';
import { t } from '../../../lib/i18n';
import styles from '../shared/back-office.module.css';
import { LocalizedTextField } from '../shared/localized-text-field';
import own from './info-phrases-fields.module.css';

/** The card shows at most this many (the API refuses more). */
export const MAX_INFO_PHRASES = 6;

/** A phrase with nothing written in any language: left out when the form is sent, like a blank line. */
export const isBlankPhrase = (phrase: LocalizedText) => !phrase.en.trim() && TRANSLATED_LANGUAGES.every((l) => !phrase[l]?.trim());

interface Props {
  disabled: boolean;
  phrases: LocalizedText[];
  onChange: (phrases: LocalizedText[]) => void;
  /** The schema's message when one is wrong (maid-page.tsx checks the form). */
  issue?: string;
}

/**
 * The short phrases of her card's info line, each written in every language (issue 31): families
 * read the phrase in theirs, or its English while that is empty, which each phrase marks.
 */
export function InfoPhrasesFields({ disabled, phrases, onChange, issue }: Props) {
  const set = (index: number) => (phrase: LocalizedText) => onChange(phrases.map((old, i) => (i === index ? phrase : old)));
  return (
    // Focused when the form finds a phrase to fix (maid-page.tsx focuses `maid-<field>`).
    <fieldset id="maid-infoPhrases" tabIndex={-1} disabled={disabled} className={own.phrases} aria-describedby={issue ? 'maid-info-hint maid-infoPhrases-error' : 'maid-info-hint'}>
      <legend>{t('Info line')}</legend>
      <p className={styles.hint} id="maid-info-hint">
        {t('Short phrases on her card (at most 6), each in every language. Families read their language, or the English while it is empty.')}
      </p>
      {phrases.map((phrase, index) => (
        <div key={index} className={own.phrase}>
          <LocalizedTextField id={`maid-phrase-${index}`} label={t('Phrase {n}', { n: index + 1 })} value={phrase} onChange={set(index)} invalid={Boolean(issue)} />
          <button type="button" className={buttons.secondary} onClick={() => onChange(phrases.filter((_, i) => i !== index))} aria-label={t('Remove phrase {n}', { n: index + 1 })}>
            {t('Remove')}
          </button>
        </div>
      ))}
      {issue && (
        <p className={styles.error} id="maid-infoPhrases-error">
          {issue}
        </p>
      )}
      <div>
        <button type="button" className={buttons.secondary} onClick={() => onChange([...phrases, { en: '' }])} disabled={phrases.length >= MAX_INFO_PHRASES}>
          {t('Add a phrase')}
        </button>
      </div>
    </fieldset>
  );
}
