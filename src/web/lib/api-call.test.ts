import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from './api-call';
import { closeCaptcha, currentCaptcha } from './captcha-request';
import { registerNavigate } from './navigation';
import { currentNotification, dismissNotification } from './notifications';

afterEach(() => {
  vi.unstubAllGlobals();
  dismissNotification();
  const open = currentCaptcha();
  if (open) closeCaptcha(open.id);
});

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('the error layer around the request wrapper', () => {
  it('opens the captcha on 401 with captchaId and re-sends the request with the answer', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json({ error: 'Please confirm you are not a robot.' }, 401, { captchaId: 'c-1', captchaAttachmentUuid: 'i-1' }))
      .mockResolvedValueOnce(json({ error: 'INVALID CAPTCHA ANSWER!' }, 401, { captchaId: 'c-2', captchaAttachmentUuid: 'i-2' }))
      .mockResolvedValueOnce(json({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    const result = call<{ ok: boolean }>({ method: 'POST', url: '/api/x', body: { a: 1 }, headers: { x: 'y' } });
    await vi.waitFor(() => expect(currentCaptcha()?.captchaId).toBe('c-1'));
    expect(currentCaptcha()?.attachmentUuid).toBe('i-1');

    void currentCaptcha()!.verify('wrong');
    await vi.waitFor(() => expect(currentCaptcha()?.captchaId).toBe('c-2'));
    expect(currentNotification()).toMatchObject({ title: 'Incorrect code', duration: 7000 });

    await currentCaptcha()!.verify('AB12');
    await expect(result).resolves.toEqual({ ok: true });
    const last = fetchMock.mock.calls[2] as unknown as [string, RequestInit];
    expect(last[1].headers).toMatchObject({ captchaAnswer: 'AB12', captchaId: 'c-2', x: 'y' });
    expect(last[1].body).toBe(JSON.stringify({ a: 1 }));
  });

  it('fails the original call when the captcha is cancelled by navigation', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(json({ error: 'robot?' }, 401, { captchaId: 'c-9' }))));
    const result = call({ url: '/api/x' });
    await vi.waitFor(() => expect(currentCaptcha()).not.toBeNull());
    currentCaptcha()!.cancel();
    await expect(result).rejects.toMatchObject({ status: 401 });
  });

  it('shows the NOTIFICATION toast and navigates', async () => {
    const navigate = vi.fn();
    const unregister = registerNavigate(navigate);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json({ error: 'NOTIFICATION:{"infoMessage":"Already applied","appId":"a1"}' }, 400)));
    await expect(call({ url: '/api/x' })).rejects.toMatchObject({ status: 400 });
    expect(currentNotification()).toMatchObject({ type: 'info', html: 'Already applied', duration: 20000 });
    expect(navigate).toHaveBeenCalledWith('/app?appId=a1');
    unregister();
  });

  it('reports server faults with a toast and site_error, unless silent', async () => {
    window.dataLayer = [];
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(json({ error: 'Oops' }, 500))));
    await expect(call({ url: '/api/x', silent: true })).rejects.toMatchObject({ status: 500 });
    expect(currentNotification()).toBeNull();
    await expect(call({ url: '/api/x' })).rejects.toMatchObject({ status: 500 });
    expect(currentNotification()).toMatchObject({ title: 'Oops. Looks like something went wrong.', duration: 180000 });
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'site_error', status: 500, path: '/api/x' }));
  });
});
