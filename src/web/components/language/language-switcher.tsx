import { useLocation } from '../../lib/router';
import { currentLanguage, t } from '../../lib/i18n';
import { LANGUAGES, type Language } from '../../../shared/tracking';
import styles from './language-switcher.module.css';

/** Each language by its own name, as a reader of it looks for it. */
const NAMES: Readonly<Record<Language, string>> = { en: 'English', ar: 'العربية', hi: 'हिन्दी', ru: 'Русский', fr: 'Français' };

/**
 * The languages as links to the same page with ?lang= (spec section 5): a full load, so the server
 * renders the page's direction, head and language from the first byte and keeps the choice in its
 * cookie (src/server/web/page-language.ts).
 */
function LanguageLinks() {
  const { pathname, search, hash } = useLocation();
  const current = currentLanguage();
  const hrefOf = (lang: Language) => {
    const params = new URLSearchParams(search);
    params.set('lang', lang);
    return `${pathname}?${params.toString()}${hash}`;
  };
  return (
    <ul className={styles.list}>
      {LANGUAGES.map((lang) => (
        <li key={lang}>
          {/* A language's own name is not translated (translate="no": nor by the browser's translator). */}
          <a href={hrefOf(lang)} hrefLang={lang} lang={lang} translate="no" aria-current={lang === current ? 'true' : undefined} className={styles.link}>
            {NAMES[lang]}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The header's switcher: a globe that opens the list (a native disclosure: no script, keyboard ready). */
export function HeaderLanguageSwitcher() {
  return (
    <details className={styles.menu}>
      <summary className={styles.summary} aria-label={t('Language')} title={t('Language')}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" focusable="false">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM3.6 9h16.8M3.6 15h16.8M12 3a15 15 0 0 1 0 18M12 3a15 15 0 0 0 0 18"
          />
        </svg>
      </summary>
      <div className={styles.popover}>
        <LanguageLinks />
      </div>
    </details>
  );
}

/** The footer's switcher: every language in a row under its heading. */
export function FooterLanguageSwitcher() {
  return (
    <nav aria-label={t('Language')} className={styles.footer}>
      <LanguageLinks />
    </nav>
  );
}
