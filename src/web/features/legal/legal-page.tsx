import { t, msg } from '../../lib/i18n';
import { openPdf } from '../../lib/pdf-viewer';
import { CONTRACT_SAMPLE_CODE, resourceUrl } from './resources';
import styles from './legal.module.css';

const LINKS = [msg('Hiring a maid'), msg('Getting a Visa for a Maid')] as const;

/** /legal: both links open the contract sample in the PDF viewer. */
export function LegalPage() {
  const url = resourceUrl(CONTRACT_SAMPLE_CODE);
  return (
    <main className={styles.page}>
      <h1>{t('Contract samples')}</h1>
      <p>{t('Read the contract you sign before you hire. It opens here, on your phone or computer.')}</p>
      <ul className={styles.links}>
        {LINKS.map((label) => (
          <li key={label}>
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
        ))}
      </ul>
    </main>
  );
}
