import { lazy, Suspense } from 'react';
import { t } from '../../lib/i18n';
import { GUIDE_CODE, insuranceCode, resourceUrl } from './resources';
import styles from './legal.module.css';

const PdfDocument = lazy(() => import('./pdf-document'));

function PdfPage({ title, intro, url }: { title: string; intro: string; url: string }) {
  return (
    <main className={styles.page}>
      <h1>{title}</h1>
      <p>{intro}</p>
      <Suspense fallback={<p role="status">{t('Loading the document…')}</p>}>
        <PdfDocument url={url} title={title} />
      </Suspense>
    </main>
  );
}

/** /insurance: the maid visa's insurance document. */
export function InsurancePage() {
  return (
    <PdfPage
      title={t('Maid visa insurance')}
      intro={t('The medical insurance that comes with your maid visa: what it covers and how to use it.')}
      url={resourceUrl(insuranceCode())}
    />
  );
}

/** /guide: the maid visa guide. */
export function GuidePage() {
  return (
    <PdfPage
      title={t('Maid visa guide')}
      intro={t('Every step of your maid visa, from the entry permit to the Emirates ID.')}
      url={resourceUrl(GUIDE_CODE)}
    />
  );
}
