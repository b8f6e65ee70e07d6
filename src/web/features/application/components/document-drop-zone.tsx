import { useEffect, useRef, useState, type DragEvent } from 'react';
import type { ApplicationState } from '../../../../shared/api/application/schemas';
import type { DocumentKind } from '../../../../shared/application/constants';
import { currentLanguage, t } from '../../../lib/i18n';
import { documentUrl } from '../api/documents';
import styles from './document-drop-zone.module.css';
import { useDocumentUpload, type UploadPhase } from './use-document-upload';

type UploadedDocument = ApplicationState['summary']['documents'][number];

const ACCEPTED = 'image/jpeg,image/png,application/pdf';

function CameraIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M9 4 7.2 6H4a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2h-3.2L15 4H9Zm3 4.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z" />
    </svg>
  );
}

function PdfIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm7 1.5V9h5.5L13 3.5ZM7 13v5h1.3v-1.6h.8a1.7 1.7 0 0 0 0-3.4H7Zm1.3 1.1h.8a.6.6 0 0 1 0 1.2h-.8v-1.2Zm3.2-1.1v5h1.6a2.5 2.5 0 0 0 0-5h-1.6Zm1.3 1.1h.3a1.4 1.4 0 0 1 0 2.8h-.3v-2.8Zm3.2-1.1v5h1.3v-2h1.8v-1.1H17.3v-.8H19.3V13H16Z" />
    </svg>
  );
}

function statusOf(phase: UploadPhase, doc: UploadedDocument | undefined): string {
  switch (phase.name) {
    case 'preparing':
      return t('Preparing the file…');
    case 'sending':
      return phase.fraction < 1 ? t('Uploading…') : t('Saving…');
    case 'removing':
      return t('Removing…');
    default:
      if (!doc) return t('Take a photo or choose a file');
      return doc.contentType === 'application/pdf' ? t('Uploaded (PDF)') : t('Uploaded');
  }
}

/**
 * One document as a drop zone: a real <label> around its <input type=file> (a tap opens the
 * phone's camera or files, the keyboard reaches it, a file can be dragged onto it on a computer),
 * what was uploaded, the upload's progress, replace and remove, and what went wrong.
 */
export function DocumentDropZone({ appId, kind, label, doc }: { appId: string; kind: DocumentKind; label: string; doc: UploadedDocument | undefined }) {
  const { phase, error, preview, choose, remove } = useDocumentUpload(appId, kind);
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const busy = phase.name !== 'idle';

  // The input is disabled while busy and the remove button leaves with the document: focus,
  // lost to the page meanwhile, comes back to the zone rather than to the top of the page.
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !busy && (document.activeElement === document.body || document.activeElement === null)) input.current?.focus();
    wasBusy.current = busy;
  }, [busy]);
  const id = `doc-${kind}`;

  const dragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!busy) setDragging(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) void choose(event.dataTransfer.files[0]);
  };

  const zoneClass = [styles.zone, dragging && styles.dragging, error && styles.invalid, doc && styles.filled].filter(Boolean).join(' ');
  const percent = phase.name === 'sending' ? new Intl.NumberFormat(currentLanguage(), { style: 'percent' }).format(phase.fraction) : '';

  let picture;
  if (busy && preview) picture = <img className={styles.thumbnail} src={preview} alt="" />;
  else if (!busy && doc && doc.contentType !== 'application/pdf') {
    picture = <img className={styles.thumbnail} src={documentUrl(appId, doc.id)} alt={t('{document} as uploaded', { document: label })} />;
  } else if (doc || busy) picture = <PdfIcon />;
  else picture = <CameraIcon />;

  return (
    <div className={styles.tile}>
      <span id={`${id}-name`} className={styles.name}>
        {label}
      </span>
      <label htmlFor={id} className={zoneClass} onDragEnter={dragOver} onDragOver={dragOver} onDragLeave={() => setDragging(false)} onDrop={drop}>
        <input
          ref={input}
          id={id}
          className={styles.input}
          type="file"
          accept={ACCEPTED}
          disabled={busy}
          aria-labelledby={`${id}-name`}
          aria-describedby={`${id}-status${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            // The same file chosen again after a failure is a change too.
            event.target.value = '';
          }}
        />
        {picture}
        <span id={`${id}-status`} className={styles.status} aria-live="polite">
          {statusOf(phase, doc)}
        </span>
        {!busy && !doc && <span className={styles.dragHint}>{t('or drag it here')}</span>}
        {phase.name === 'sending' && (
          <span className={styles.progressRow}>
            <progress className={styles.progress} max={1} value={phase.fraction} aria-labelledby={`${id}-name`} />
            <span aria-hidden="true">{percent}</span>
          </span>
        )}
      </label>
      {doc && !busy && (
        <div className={styles.actions}>
          <button type="button" className={styles.action} aria-label={t('Replace {document}', { document: label })} onClick={() => input.current?.click()}>
            {t('Replace')}
          </button>
          <button type="button" className={styles.action} aria-label={t('Remove {document}', { document: label })} onClick={() => void remove()}>
            {t('Remove')}
          </button>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
