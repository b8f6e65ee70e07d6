import { useId, type InputHTMLAttributes } from 'react';
import styles from '../application.module.css';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  error?: string;
  hint?: string;
  onChange(value: string): void;
}

/**
 * A labelled input whose validation message sits at the field and is announced. Numbers, phone
 * numbers and codes read left to right on every page: on an Arabic one, '784-XXXX-XXXXXXX-X'
 * would otherwise show as 'XXXX-XXXXXXX-X-784' (an IBAN field says so with `dir`).
 */
export function TextField({ label, value, error, hint, onChange, ...rest }: Props) {
  const id = useId();
  const dir = rest.dir ?? (rest.type === 'tel' || rest.inputMode === 'numeric' ? 'ltr' : undefined);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        {...rest}
        dir={dir}
      />
      {hint && !error && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
