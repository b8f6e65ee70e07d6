import { Link } from '../../lib/router';
import styles from './maid-profile.module.css';

/** A maid the site does not show (unknown, hidden, or a mistyped link): say so kindly and lead back. */
export function MaidNotFound({ label }: { label: (text: string) => string }) {
  return (
    <main className={styles.notFound}>
      <h1 className={styles.notFoundTitle}>{label('We could not find this maid')}</h1>
      <p>{label('She may have been hired already, or the link is not complete. Many other maids are available now.')}</p>
      <Link className={styles.primary} to="/hire-maid">
        {label('See the maids available now')}
      </Link>
    </main>
  );
}
