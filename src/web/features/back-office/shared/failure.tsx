import styles from './back-office.module.css';
import { failureText } from './staff-api';

/** A call's failure in words, announced to screen readers; nothing when there is none. */
export function Failure({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p className={styles.error} role="alert">
      {failureText(error)}
    </p>
  );
}
