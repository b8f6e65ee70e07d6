import { Link } from '../../lib/router';
import { t } from '../../lib/i18n';
import type { PageContent } from './content/types';
import styles from './pages.module.css';

/** A plain content page: a title, an intro, sections and the calls to action. */
export function ContentPage({ content }: { content: PageContent }) {
  return (
    <main className={styles.page}>
      <h1>{t(content.title)}</h1>
      <p className={styles.intro}>{t(content.intro)}</p>
      {content.sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <h2>{t(section.heading)}</h2>
          {section.paragraphs?.map((p) => <p key={p}>{t(p)}</p>)}
          {section.items && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{t(item)}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      {content.links && (
        <p className={styles.actions}>
          {content.links.map((link) => (
            <Link key={link.href} className={styles.action} to={link.href}>
              {t(link.label)}
            </Link>
          ))}
        </p>
      )}
    </main>
  );
}
