import { t, msg } from '../../lib/i18n';
import { openPdf } from '../../lib/pdf-viewer';
import { CONTRACT_SAMPLE_CODE, resourceUrl, VISA_SERVICE_SAMPLE_CODE } from './resources';
import styles from './legal.module.css';

/** Each link opens its own contract sample: the hire agreement, or the maid visa service's agreement. */
const LINKS = [
  { label: msg('Hiring a maid'), code: CONTRACT_SAMPLE_CODE },
  { label: msg('Getting a Visa for a Maid'), code: VISA_SERVICE_SAMPLE_CODE },
] as const;

/** /legal: the spec's two links, each opening its contract sample in the PDF viewer. */
export function LegalPage() {
  return (
    <main className={styles.page}>
      <h1>{t('Contract samples')}</h1>
      <p>{t('Read the contract you sign before you hire. It opens here, on your phone or computer.')}</p>
      <ul className={styles.links}>
        {LINKS.map(({ label, code }) => {
          const url = resourceUrl(code);
          return (
            <li key={code}>
              <a
                className={styles.link}
                href={url}
                onClick={(event) => {
                  event.preventDefault();
                  openPdf({ url, title: t(label) });
                }}
              >
                {t(label)}
              </a>
            </li>
          );
        })}
      </ul>
    </main>
  );
}
