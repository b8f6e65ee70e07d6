import {
  getDirectDebitMandate,
  getDocumentFile,
  removeDocument as removeDocumentCall,
  uploadDocument as uploadDocumentCall,
} from '../../../../shared/api/application/contracts';
import { urlOf } from '../../../../shared/api/contract';
import type { DocumentKind } from '../../../../shared/application/constants';
import { api } from '../../../lib/api';
import { getSessionId } from '../../../lib/session-id';
import { fetchWithUploadProgress } from '../../../lib/upload-progress';

/** A large photo on a slow phone connection takes longer than an ordinary call's time limit. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

/**
 * Uploads one document as multipart/form-data. Its failures are shown at the document, not as a
 * toast; a captcha, when the server asks for one, re-sends the same file once answered. With
 * `onProgress`, it goes by XMLHttpRequest to report the share sent (0 to 1).
 */
export function uploadDocument(appId: string, kind: DocumentKind, file: Blob, onProgress?: (fraction: number) => void) {
  const form = new FormData();
  form.append('file', file, file instanceof File ? file.name : `${kind}.jpg`);
  return api(
    uploadDocumentCall,
    { params: { id: appId, kind }, query: { sessionId: getSessionId() }, body: form },
    { silent: true, timeoutMs: UPLOAD_TIMEOUT_MS, ...(onProgress && { transport: fetchWithUploadProgress(onProgress) }) },
  );
}

/** Removes the document of a kind, row and file; answers with the application without it. */
export function removeDocument(appId: string, kind: DocumentKind) {
  return api(removeDocumentCall, { params: { id: appId, kind }, query: { sessionId: getSessionId() } }, { silent: true });
}

/** An uploaded document, for an <img> or a link: the browser sends the access cookie with it. */
export const documentUrl = (appId: string, docId: string) => urlOf(getDocumentFile, { id: appId, docId }, { sessionId: getSessionId() });

/** The signed direct-debit mandate (PDF), for a download link. */
export const mandateUrl = (appId: string) => urlOf(getDirectDebitMandate, { id: appId }, { sessionId: getSessionId() });
