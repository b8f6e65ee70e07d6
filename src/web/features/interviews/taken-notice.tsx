import type { FreeSlot } from '../../../shared/api/interviews/schemas';
import { currentLanguage, t } from '../../lib/i18n';
import { dateTimeText } from './slot-times';
import styles from './interviews.module.css';
import buttons from '../../components/ui/buttons.module.css';

/**
 * A 409 "taken meanwhile": another family took the time a moment ago (the server's message says so). The nearest free times the
 * server sent are one tap each; the tapped one becomes the chosen time, nothing else changes.
 */
export function TakenNotice({ message, freeSlots, onPick }: { message: string; freeSlots: readonly FreeSlot[]; onPick(slot: FreeSlot): void }) {
  const lang = currentLanguage();
  return (
    <div className={styles.notice} role="alert">
      <p>{message}</p>
      {freeSlots.length > 0 ? (
        <>
          <p>{t('The nearest free times (UAE time):')}</p>
          <div className={styles.actions}>
            {freeSlots.map((slot) => (
              <button key={slot.id} type="button" className={buttons.secondary} onClick={() => onPick(slot)}>
                {dateTimeText(slot.startsAt, lang)}
              </button>
            ))}
          </div>
        </>
      ) : (
        <p>{t('No other time is free now.')}</p>
      )}
    </div>
  );
}
