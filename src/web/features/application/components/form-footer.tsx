import { t } from '../../../lib/i18n';
import styles from '../application.module.css';
import buttons from '../../../components/ui/buttons.module.css';

/** A step form's end: the message of a refused submission, then Continue (off while sending). */
export function FormFooter({ error, pending }: { error?: string; pending: boolean }) {
  return (
    <>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <button className={buttons.primary} type="submit" disabled={pending}>
        {t('Continue')}
      </button>
    </>
  );
}
