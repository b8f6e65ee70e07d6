import { t } from '../../../lib/i18n';
import styles from '../shared/back-office.module.css';
import { dubaiMonth, monthAfter, monthText } from './money-labels';

/** The months staff pick from: two years back to three months ahead, newest first. */
export function monthsAround(today = dubaiMonth()): string[] {
  return Array.from({ length: 28 }, (_, i) => monthAfter(today, 3 - i));
}

/** A month picked from a list (every browser shows it alike, unlike a month input), sent as YYYY-MM. */
export function MonthSelect({ id, value, onChange }: { id: string; value: string; onChange: (month: string) => void }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{t('Month')}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {monthsAround().map((m) => (
          <option key={m} value={m}>
            {monthText(m)}
          </option>
        ))}
      </select>
    </div>
  );
}
