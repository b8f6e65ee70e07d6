import type { SignedForms } from '../../../../shared/api/offer/schemas';
import styles from './signed-form-text.module.css';

type SignedForm = SignedForms['mandate'];

/** The form's texts as shown: an amount never breaks between AED and its figure. */
const unbroken = (text: string) => text.replace(/\bAED (?=[-\d])/g, 'AED\u00a0');

/**
 * A text of the form: in the reader's language when it has one, with the English that is signed
 * under it; the English reads left to right whatever the page's direction. That English twin is
 * the signed text itself, word for word: `translate="no"` keeps a browser's page translation off
 * it (and tells the untranslated-text crawl it is meant to be English).
 */
function Both({ translated, english }: { translated: string | null | undefined; english: string }) {
  if (!translated) return <span lang="en" dir="ltr">{unbroken(english)}</span>;
  return (
    <>
      {unbroken(translated)}{' '}
      <span lang="en" dir="ltr" translate="no" className={styles.english}>
        {unbroken(english)}
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
            {/* A value with no words to translate is data (the reference, a name, the IBAN, the bank, an amount): written once, as it is, left to right. */}
            <dd>{tr?.values[i] ? <Both translated={tr.values[i]} english={row.value} /> : <bdi dir="ltr" translate="no">{unbroken(row.value)}</bdi>}</dd>
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
