import type { FreeSlot } from '../../../shared/api/interviews/schemas';
import { currentLanguage, t } from '../../lib/i18n';
import { dayText, slotsByDay, timeText } from './slot-times';
import styles from './interviews.module.css';

interface Props {
  slots: readonly FreeSlot[];
  chosen: number | null;
  onChoose(slotId: number): void;
  error?: string;
  legend: string;
}

/**
 * The free times by day, as radio chips, in Dubai time (the hint says so). Each day is a group
 * named by its day, so a reader hears the day with its times, not "10:30" twice without one.
 */
export function SlotPicker({ slots, chosen, onChoose, error, legend }: Props) {
  const lang = currentLanguage();
  return (
    <fieldset className={styles.group} aria-describedby={error ? 'slot-error' : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <p className={styles.hint}>{t('Times are UAE time (Dubai).')}</p>
      {slotsByDay(slots).map(({ day, slots: daySlots }) => {
        const dayName = dayText(daySlots[0]!.startsAt, lang);
        return (
          <div key={day} role="group" aria-labelledby={`day-${day}`}>
            <p id={`day-${day}`} className={styles.day}>
              {dayName}
            </p>
            <div className={styles.times}>
              {daySlots.map((slot) => (
                <label key={slot.id} className={styles.chip}>
                  <input type="radio" name="slot" value={slot.id} checked={chosen === slot.id} onChange={() => onChoose(slot.id)} />
                  {timeText(slot.startsAt, lang)}
                </label>
              ))}
            </div>
          </div>
        );
      })}
      {error ? (
        <p id="slot-error" className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
