import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, buildUrl, DEFAULT_PAGE_CODE, request, setPageCode } from './api-client';

afterEach(() => {
  vi.unstubAllGlobals();
  setPageCode(DEFAULT_PAGE_CODE);
});

const respond = (body: unknown, status = 200) =>
  vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })));

describe('request wrapper (section 7)', () => {
  it('builds /api URLs, skipping empty params and joining lists', () => {
    expect(buildUrl('/sales/x', { a: 1, b: undefined, c: null, ids: [1, 2] })).toBe('/api/sales/x?a=1&ids=1%2C2');
  });

  it('sends the route page code and returns the JSON', async () => {
    const fetchMock = respond({ ok: true });
    vi.stubGlobal('fetch', fetchMock);
    setPageCode('legal');
    await expect(request({ path: '/x' })).resolves.toEqual({ ok: true });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>).pageCode).toBe('legal');
  });

  it('treats a non-empty error field as failure, even with status 200', async () => {
    vi.stubGlobal('fetch', respond({ error: 'No such maid' }));
    await expect(request({ path: '/x' })).rejects.toMatchObject({ message: 'No such maid', status: 200 });
  });

  it('reports a network failure as status 0', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await request({ path: '/x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: 'Connection error' });
  });
});
