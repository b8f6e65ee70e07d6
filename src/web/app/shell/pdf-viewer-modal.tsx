import { lazy, Suspense } from 'react';
import { t } from '../../lib/i18n';
import { closePdf, useOpenPdf } from '../../lib/pdf-viewer';
import { Modal } from './modal';

const PdfDocument = lazy(() => import('../../features/legal/pdf-document'));

/** The PDF viewer modal; pdf.js loads only when a document opens. */
export function PdfViewerModal() {
  const pdf = useOpenPdf();
  if (!pdf) return null;
  return (
    <Modal title={pdf.title} onClose={closePdf} size="large">
      <Suspense fallback={<p>{t('Loading the document…')}</p>}>
        <PdfDocument url={pdf.url} title={pdf.title} />
      </Suspense>
    </Modal>
  );
}
