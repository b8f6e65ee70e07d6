import { t } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import buttons from '../../../components/ui/buttons.module.css';
import styles from '../application.module.css';

/**
 * /app with an id this browser cannot open: mistyped or cut short (the server answers 400), someone
 * else's or erased (404). A page of its own in the site's frame, never the API's wording.
 */
export function ApplicationNotFound() {
  return (
    <section className={styles.form} aria-labelledby="application-not-found">
      <h1 id="application-not-found" className={styles.title}>
        {t('We cannot open this application')}
      </h1>
      <p>{t('The link may be incomplete, or the application was started on another phone or browser. Open the link in our latest SMS on the phone you applied with, or choose a maid to start again.')}</p>
      <div className={styles.actions}>
        <Link className={buttons.primary} to="/hire-maid">
          {t('See available maids')}
        </Link>
        <Link className={buttons.secondary} to="/my-application">
          {t('My application')}
        </Link>
      </div>
    </section>
  );
}
