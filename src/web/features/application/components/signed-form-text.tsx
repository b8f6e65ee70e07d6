import type { SignedForms } from '../../../../shared/api/offer/schemas';
import styles from './signed-form-text.module.css';

type SignedForm = SignedForms['mandate'];

/** A form's whole text, as the signed PDF carries it: its facts, then its numbered terms. */
export function SignedFormText({ form }: { form: SignedForm }) {
  return (
    <section className={styles.form} aria-labelledby="signed-form-title" data-signed-form="">
      <h2 id="signed-form-title" className={styles.title}>
        {form.title}
      </h2>
      <dl className={styles.rows}>
        {form.rows.map((row) => (
          <div key={row.label} className={styles.row}>
            <dt>{row.label}</dt>
            <dd>
              <bdi>{row.value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <ol className={styles.terms}>
        {form.terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ol>
    </section>
  );
}
