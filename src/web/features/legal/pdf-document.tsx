import { useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { t } from '../../lib/i18n';
import styles from './pdf-document.module.css';

type Status = 'loading' | 'ready' | 'failed';

/**
 * Renders every page of a PDF with pdf.js, fitted to the container's width (so it reads on a
 * phone). This module is only ever imported lazily: pdf.js stays out of the first-load bundle.
 */
export default function PdfDocument({ url, title }: { url: string; title: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [pages, setPages] = useState(0);

  useEffect(() => {
    let cancelled = false;
    let doc: PDFDocumentProxy | undefined;
    const host = container.current;
    (async () => {
      const [pdfjs, worker] = await Promise.all([
        import('pdfjs-dist'),
        import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
      ]);
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      doc = await pdfjs.getDocument({ url, isEvalSupported: false }).promise;
      if (cancelled || !host) return;
      setPages(doc.numPages);
      const width = Math.max(host.clientWidth, 280);
      const ratio = window.devicePixelRatio || 1;
      for (let n = 1; n <= doc.numPages && !cancelled; n++) {
        const page = await doc.getPage(n);
        const base = page.getViewport({ scale: 1 });
        const viewport = page.getViewport({ scale: (width / base.width) * ratio });
        const canvas = document.createElement('canvas');
        // A canvas draws text in its element's direction, and pdf.js draws each run of a page at
        // its own position: on an Arabic page (dir="rtl") every run ended at that position instead
        // of starting there, and the page read as garbled letters (issue 31).
        canvas.dir = 'ltr';
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.className = styles.page ?? '';
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', t('Page {n} of {total}', { n, total: doc.numPages }));
        host.appendChild(canvas);
        await page.render({ canvas, canvasContext: canvas.getContext('2d')!, viewport }).promise;
        if (n === 1 && !cancelled) setStatus('ready');
      }
    })().catch(() => {
      if (!cancelled) setStatus('failed');
    });
    return () => {
      cancelled = true;
      void doc?.destroy();
      host?.replaceChildren();
    };
  }, [url]);

  return (
    <div className={styles.viewer} data-pages={pages || undefined} aria-busy={status === 'loading'}>
      {status === 'loading' && <p className={styles.note}>{t('Loading the document…')}</p>}
      {status === 'failed' && (
        <p className={styles.note} role="alert">
          {t('The document could not be shown here.')}{' '}
          <a href={url} target="_blank" rel="noopener">
            {t('Open {title}', { title })}
          </a>
        </p>
      )}
      <div ref={container} className={styles.pages} />
      {status === 'ready' && (
        <p className={styles.note}>
          <a href={url} download>
            {t('Download the PDF')}
          </a>
        </p>
      )}
    </div>
  );
}
