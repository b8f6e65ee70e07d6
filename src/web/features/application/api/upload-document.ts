import type { ApplicationState } from '../../../../shared/api/application-calls';
import type { DocumentKind } from '../../../../shared/application/constants';
import { ApiError } from '../../../lib/api-client';
import { openCaptcha } from '../../../lib/captcha-request';
import { getSessionId } from '../../../lib/session-id';

/**
 * Uploads one document as multipart/form-data (the JSON request wrapper cannot); a captcha
 * answer re-sends the same file.
 */
export async function uploadDocument(appId: string, kind: DocumentKind, file: Blob, headers: Record<string, string> = {}): Promise<ApplicationState> {
  const form = new FormData();
  form.append('file', file, file instanceof File ? file.name : `${kind}.jpg`);
  const url = `/api/sales/application/${appId}/documents/${kind}?sessionId=${encodeURIComponent(getSessionId())}`;
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', body: form, headers, credentials: 'same-origin' });
  } catch {
    throw new ApiError('Connection error', 0, undefined, { path: url });
  }
  const body = (await response.json().catch(() => ({}))) as { error?: string };
  const captchaId = response.headers.get('captchaId');
  if (response.status === 401 && captchaId) {
    return new Promise((resolve, reject) => {
      openCaptcha({
        captchaId,
        attachmentUuid: response.headers.get('captchaAttachmentUuid'),
        verify: async (answer) => {
          try {
            resolve(await uploadDocument(appId, kind, file, { captchaAnswer: answer, captchaId }));
          } catch (error) {
            reject(error);
          }
        },
        cancel: () => reject(new ApiError(body.error ?? 'Captcha needed', 401, response.headers, { path: url })),
      });
    });
  }
  if (!response.ok || body.error) throw new ApiError(body.error ?? `Upload failed (${response.status})`, response.status, response.headers, { path: url });
  return body as ApplicationState;
}

export const documentUrl = (appId: string, docId: string) =>
  `/api/sales/application/${appId}/files/${docId}?sessionId=${encodeURIComponent(getSessionId())}`;

export const mandateUrl = (appId: string) =>
  `/api/sales/application/${appId}/direct-debit-mandate?sessionId=${encodeURIComponent(getSessionId())}`;
