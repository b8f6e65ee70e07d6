import type { Living } from '../../../../shared/api/catalogue/schemas';
import styles from './catalogue.module.css';
import { t, msg } from '../../../lib/i18n';

const OPTIONS: ReadonlyArray<{ value: Living | undefined; title: string }> = [
  { value: undefined, title: msg('All') },
  { value: 'live_in', title: msg('Live-in') },
  { value: 'live_out', title: msg('Live-out') },
];

/** Live-in or live-out: radio buttons styled as a segmented control. */
export function LivingFilter({ value, onChange }: { value: Living | undefined; onChange: (v: Living | undefined) => void }) {
  return (
    <fieldset className={styles.living}>
      <legend className="visually-hidden">{t('Live-in or live-out')}</legend>
      {OPTIONS.map((o) => (
        <label key={o.title} className={styles.livingOption}>
          <input
            type="radio"
            name="living"
            className={styles.livingInput}
            checked={value === o.value}
            onChange={() => onChange(o.value)}
          />
          <span>{t(o.title)}</span>
        </label>
      ))}
    </fieldset>
  );
}
