import { Link } from '../../lib/router';
import { FAQ_ENTRIES } from './faq-entries';
import styles from './faq.module.css';

/** Questions and answers about hiring (spec route /hire-maid/faq). */
export function Faq({ label }: { label: (text: string, vars?: Record<string, string | number>) => string }) {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{label('Hiring a maid: questions and answers')}</h1>
      <div className={styles.list}>
        {FAQ_ENTRIES.map((e) => (
          <details key={e.question} className={styles.item}>
            <summary className={styles.question}>{label(e.question)}</summary>
            <p className={styles.answer}>{label(e.answer, e.vars)}</p>
          </details>
        ))}
      </div>
      <Link to="/hire-maid" className={styles.cta}>
        {label('See the maids available now')}
      </Link>
    </main>
  );
}
