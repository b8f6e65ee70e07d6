import type { ApplicationState } from '../../../../shared/api/application/schemas';
import { t } from '../../../lib/i18n';
import styles from './maid-band.module.css';

/** The maid this application is for, by photo and name (or `text`), above every step. */
export function MaidBand({ maid, text, reference }: { maid: Pick<ApplicationState['housemaid'], 'name' | 'posterURL'>; text?: string; reference?: string }) {
  return (
    <div className={styles.band}>
      <img className={styles.photo} src={maid.posterURL} alt="" width={48} height={48} />
      <p className={styles.text}>
        {text ?? t('Hiring {name}', { name: maid.name })}
        {reference && (
          <span className={styles.reference}>
            {t('Reference')}{' '}
            {/* A code, not words (it may have no digit: "SCXW-JQJP"), left to right. */}
            <bdi dir="ltr" translate="no">
              {reference}
            </bdi>
          </span>
        )}
      </p>
    </div>
  );
}
