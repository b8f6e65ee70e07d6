import type { ChangeEventHandler } from 'react';
import { t } from '../../../lib/i18n';
import styles from './back-office.module.css';

/** A filter's select: "Any" first (no filter), then the options. */
export function FilterSelect({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: ChangeEventHandler<HTMLSelectElement>;
  options: ReadonlyArray<{ value: string | number; label: string }>;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={onChange}>
        <option value="">{t('Any')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
