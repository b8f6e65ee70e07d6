import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDirectDebitMandate, getDocumentFile, removeDocument as removeDocumentCall, uploadDocument as uploadDocumentCall } from '../../../../shared/api/application/contracts';
import { urlOf } from '../../../../shared/api/contract';
import { closeCaptcha, currentCaptcha } from '../../../lib/captcha-request';
import { dismissNotification } from '../../../lib/notifications';
import { getSessionId } from '../../../lib/session-id';
import { applicationState } from '../../../test/application-state';
import { documentUrl, mandateUrl, removeDocument, uploadDocument } from './documents';

const APP_ID = '00000000-0000-4000-8000-000000000003';
const DOC_ID = '00000000-0000-4000-8000-0000000000d1';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

afterEach(() => {
  vi.unstubAllGlobals();
  dismissNotification();
  const open = currentCaptcha();
  if (open) closeCaptcha(open.id);
});

describe('the documents of an application', () => {
  it('uploads a file as a multipart form, and answers with the application', async () => {
    const state = applicationState({ id: APP_ID });
    const fetchMock = vi.fn().mockResolvedValue(json(state));
    vi.stubGlobal('fetch', fetchMock);
    await expect(uploadDocument(APP_ID, 'passport', new File(['x'], 'passport.jpg', { type: 'image/jpeg' }))).resolves.toEqual(state);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(urlOf(uploadDocumentCall, { id: APP_ID, kind: 'passport' }, { sessionId: getSessionId() }));
    expect(init.method).toBe('POST');
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
    // The browser sets a multipart content type with its boundary.
    expect(init.headers).not.toHaveProperty('content-type');
  });

  it('re-sends the same file once the captcha the server asks for is answered', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json({ error: 'Please confirm you are not a robot.' }, 401, { captchaId: 'c-1', captchaAttachmentUuid: 'i-1' }))
      .mockResolvedValueOnce(json(applicationState({ id: APP_ID })));
    vi.stubGlobal('fetch', fetchMock);
    const upload = uploadDocument(APP_ID, 'visa', new Blob(['x'], { type: 'image/jpeg' }));
    await vi.waitFor(() => expect(currentCaptcha()?.captchaId).toBe('c-1'));
    await currentCaptcha()!.verify('AB12');
    await expect(upload).resolves.toMatchObject({ id: APP_ID });
    const [first, second] = fetchMock.mock.calls as Array<[string, RequestInit]>;
    expect(second![1].body).toBe(first![1].body);
    expect(second![1].headers).toMatchObject({ captchaAnswer: 'AB12', captchaId: 'c-1' });
  });

  it('gives a refusal to the caller, without a toast', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json({ error: 'Only photos (JPEG or PNG) or PDF files can be uploaded.' }, 415)));
    await expect(uploadDocument(APP_ID, 'passport', new Blob(['x']))).rejects.toMatchObject({ status: 415, message: 'Only photos (JPEG or PNG) or PDF files can be uploaded.' });
  });

  it('with a progress callback, sends by XMLHttpRequest and reports the share sent', async () => {
    const sent: Array<{ url: string; body: unknown; xhr: Record<string, unknown> }> = [];
    class Xhr {
      upload: { onprogress?: (e: object) => void } = {};
      onload?: () => void;
      status = 0;
      statusText = '';
      response: ArrayBuffer | null = null;
      url = '';
      open(_method: string, url: string) {
        this.url = url;
      }
      setRequestHeader() {}
      getAllResponseHeaders() {
        return 'content-type: application/json';
      }
      send(body: unknown) {
        sent.push({ url: this.url, body, xhr: this as unknown as Record<string, unknown> });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
        this.status = 200;
        this.response = new TextEncoder().encode(JSON.stringify(applicationState({ id: APP_ID }))).buffer;
        this.onload?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', Xhr);
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const progress: number[] = [];
    await expect(uploadDocument(APP_ID, 'passport', new File(['x'], 'passport.jpg', { type: 'image/jpeg' }), (f) => progress.push(f))).resolves.toMatchObject({ id: APP_ID });
    expect(progress).toEqual([0.5]);
    expect(sent[0]!.url).toBe(urlOf(uploadDocumentCall, { id: APP_ID, kind: 'passport' }, { sessionId: getSessionId() }));
    expect((sent[0]!.body as FormData).get('file')).toBeInstanceOf(File);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('removes a document with DELETE, and gives a refusal to the caller without a toast', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(applicationState({ id: APP_ID })))
      .mockResolvedValueOnce(json({ error: 'This document is needed for your application. Choose another file to replace it.' }, 400));
    vi.stubGlobal('fetch', fetchMock);
    await expect(removeDocument(APP_ID, 'visa')).resolves.toMatchObject({ id: APP_ID });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(urlOf(removeDocumentCall, { id: APP_ID, kind: 'visa' }, { sessionId: getSessionId() }));
    expect(init.method).toBe('DELETE');
    await expect(removeDocument(APP_ID, 'passport')).rejects.toMatchObject({ status: 400 });
  });

  it('links a document and the mandate with the session in the query', () => {
    expect(documentUrl(APP_ID, DOC_ID)).toBe(urlOf(getDocumentFile, { id: APP_ID, docId: DOC_ID }, { sessionId: getSessionId() }));
    expect(mandateUrl(APP_ID)).toBe(urlOf(getDirectDebitMandate, { id: APP_ID }, { sessionId: getSessionId() }));
    expect(mandateUrl(APP_ID)).toContain(`sessionId=${encodeURIComponent(getSessionId())}`);
  });
});
