import { addCalendarDays } from '../../../../shared/service/clocks';
import buttons from '../../../components/ui/buttons.module.css';
import { t } from '../../../lib/i18n';
import styles from '../shared/back-office.module.css';
import own from './interviews.module.css';

/** The day shown (Dubai's calendar): the day before, today, the day after, or any day typed. */
export function DayPicker({ day, today, onDay }: { day: string; today: string; onDay: (day: string) => void }) {
  return (
    <nav className={own.dayPicker} aria-label={t('Day')}>
      {/* Short enough for a phone's line; the name says which day. */}
      <button type="button" className={buttons.secondary} onClick={() => onDay(addCalendarDays(day, -1))} aria-label={t('Previous day')}>
        {t('← Previous')}
      </button>
      <button type="button" className={buttons.secondary} onClick={() => onDay(today)} disabled={day === today}>
        {t('Today')}
      </button>
      <button type="button" className={buttons.secondary} onClick={() => onDay(addCalendarDays(day, 1))} aria-label={t('Next day')}>
        {t('Next →')}
      </button>
      <div className={`${styles.field} ${own.dayField}`}>
        <label htmlFor="interview-day">{t('Go to day')}</label>
        <input id="interview-day" type="date" value={day} onChange={(e) => e.target.value && onDay(e.target.value)} />
      </div>
    </nav>
  );
}
