import { lazy, Suspense, useState } from 'react';
import { getApplicationDocument } from '../../../../shared/api/admin-applications/contracts';
import type { ApplicationDetail } from '../../../../shared/api/admin-applications/schemas';
import { pathOf } from '../../../../shared/api/contract';
import buttons from '../../../components/ui/buttons.module.css';
import { t } from '../../../lib/i18n';
import styles from '../shared/back-office.module.css';
import { documentText, timeText } from './application-labels';
import own from './applications.module.css';

/**
 * The site's own rules forbid framing its answers (frame-ancestors 'none', X-Frame-Options DENY):
 * an iframe of a PDF showed a blank grey box. pdf.js draws the pages on canvases in the page
 * instead, as the public site's legal documents do, and loads only when a PDF is shown.
 */
const PdfDocument = lazy(() => import('../../legal/pdf-document'));

type Detail = ApplicationDetail;

function DocumentItem({ a, doc }: { a: Detail; doc: Detail['documents'][number] }) {
  const [shown, setShown] = useState(false);
  const url = pathOf(getApplicationDocument, { id: a.id, docId: doc.id });
  const name = documentText(doc.kind);
  const isPdf = doc.contentType === 'application/pdf';
  return (
    <li className={own.document}>
      <div className={own.documentHead}>
        <strong id={`document-${doc.id}`}>{name}</strong>
        <span className={styles.hint}>
          {isPdf ? 'PDF' : doc.contentType.replace('image/', '').toUpperCase()} · {Math.max(1, Math.round(doc.size / 1024))} KB · {timeText(doc.createdAt)}
        </span>
        <button type="button" className={buttons.secondary} onClick={() => setShown(!shown)} aria-expanded={shown}>
          {shown ? t('Hide {name}', { name }) : t('Show {name}', { name })}
        </button>
        <a className={own.linkButton} href={url} target="_blank" rel="noreferrer" aria-describedby={`document-${doc.id}`}>
          {t('Open in a new tab')}
        </a>
      </div>
      {shown &&
        (isPdf ? (
          <section className={own.pdf} aria-label={name}>
            <Suspense fallback={<p>{t('Loading the document…')}</p>}>
              <PdfDocument url={url} title={name} />
            </Suspense>
          </section>
        ) : (
          <img className={own.preview} src={url} alt={name} />
        ))}
    </li>
  );
}

/** The family's uploads, each shown on demand: every view is audited by the server. */
export function ApplicationDocuments({ a }: { a: Detail }) {
  return (
    <section className={styles.panel} aria-labelledby="application-documents-title">
      <h2 id="application-documents-title">{t('Documents')}</h2>
      <p className={styles.hint}>{t('Each view is recorded in the audit trail.')}</p>
      {a.documents.length === 0 ? (
        <p>{t('No document uploaded yet.')}</p>
      ) : (
        <ul className={own.documents}>
          {a.documents.map((doc) => (
            <DocumentItem key={doc.id} a={a} doc={doc} />
          ))}
        </ul>
      )}
    </section>
  );
}
