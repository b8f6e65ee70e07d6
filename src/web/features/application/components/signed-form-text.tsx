import type { SignedForms } from '../../../../shared/api/offer/schemas';
import styles from './signed-form-text.module.css';

type SignedForm = SignedForms['mandate'];

/**
 * A text of the form: in the reader's language when it has one, with the English that is signed
 * under it; the English reads left to right whatever the page's direction.
 */
function Both({ translated, english }: { translated: string | null | undefined; english: string }) {
  if (!translated) return <span lang="en" dir="ltr">{english}</span>;
  return (
    <>
      {translated}{' '}
      <span lang="en" dir="ltr" className={styles.english}>
        {english}
      </span>
    </>
  );
}

/**
 * A form's whole text, as the signed PDF carries it: its facts, then its numbered terms. In another
 * language each text reads in it first, with its English under it; data (the reference, names,
 * amounts) is written once.
 */
export function SignedFormText({ form }: { form: SignedForm }) {
  const tr = form.translation;
  return (
    <section className={styles.form} aria-labelledby="signed-form-title" data-signed-form="">
      <h2 id="signed-form-title" className={styles.title}>
        <Both translated={tr?.title} english={form.title} />
      </h2>
      <dl className={styles.rows}>
        {form.rows.map((row, i) => (
          <div key={row.label} className={styles.row}>
            <dt>
              <Both translated={tr?.labels[i]} english={row.label} />
            </dt>
            <dd>{tr?.values[i] ? <Both translated={tr.values[i]} english={row.value} /> : <bdi>{row.value}</bdi>}</dd>
          </div>
        ))}
      </dl>
      <ol className={styles.terms}>
        {form.terms.map((term, i) => (
          <li key={term}>
            <Both translated={tr?.terms[i]} english={term} />
          </li>
        ))}
      </ol>
    </section>
  );
}
