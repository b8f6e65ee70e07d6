import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from './api-client';
import { fetchWithUploadProgress } from './upload-progress';

/** A stand-in XMLHttpRequest: the test plays the network's part through `last`. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  responseType = '';
  status = 0;
  statusText = '';
  response: ArrayBuffer | null = null;
  responseHeaders = '';
  aborted = false;
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: unknown, headers = 'content-type: application/json\r\n') {
    this.status = status;
    this.response = new TextEncoder().encode(JSON.stringify(body)).buffer;
    this.responseHeaders = headers;
    this.onload?.();
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('fetchWithUploadProgress', () => {
  it('sends the request by XMLHttpRequest, reports the share sent and answers as fetch would', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const form = new FormData();
    const answer = fetchWithUploadProgress((f) => progress.push(f))('/api/x?sessionId=s', { method: 'POST', headers: { pageCode: 'p' }, body: form });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.headers, xhr.body]).toEqual(['POST', '/api/x?sessionId=s', { pageCode: 'p' }, form]);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 50, total: 0 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
    xhr.answer(401, { error: 'Please confirm you are not a robot.' }, 'content-type: application/json\r\ncaptchaId: c-1\r\n');
    const response = await answer;
    expect(progress).toEqual([0.25, 1]);
    expect(response.status).toBe(401);
    expect(response.headers.get('captchaId')).toBe('c-1');
    await expect(response.json()).resolves.toEqual({ error: 'Please confirm you are not a robot.' });
  });

  it('fails as fetch does when the network fails or the call is stopped', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const send = fetchWithUploadProgress(() => {});
    const lost = send('/api/x', { method: 'POST' });
    FakeXhr.last.onerror?.();
    await expect(lost).rejects.toBeInstanceOf(TypeError);

    const controller = new AbortController();
    const stopped = send('/api/x', { method: 'POST', signal: controller.signal });
    controller.abort();
    await expect(stopped).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last.aborted).toBe(true);
  });

  it('is the transport of a call: its answer goes through the same checks as fetch', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const call = request({ method: 'POST', url: '/api/y', body: new FormData(), transport: fetchWithUploadProgress(() => {}) });
    await vi.waitFor(() => expect(FakeXhr.last.url).toBe('/api/y'));
    FakeXhr.last.answer(415, { error: 'Only photos (JPEG or PNG) or PDF files can be uploaded.' });
    await expect(call).rejects.toMatchObject({ status: 415, message: 'Only photos (JPEG or PNG) or PDF files can be uploaded.' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
