import { afterEach, describe, expect, it, vi } from 'vitest';
import { urlOf } from '../../shared/api/contract';
import { ApiError, DEFAULT_PAGE_CODE, request, setPageCode } from './api-client';

afterEach(() => {
  vi.unstubAllGlobals();
  setPageCode(DEFAULT_PAGE_CODE);
});

const respond = (body: unknown, status = 200) =>
  vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })));

describe('request wrapper (section 7)', () => {
  it('builds a call\'s URL: path parameters filled in, empty query values skipped, lists joined', () => {
    expect(urlOf({ path: '/api/sales/x/:id' }, { id: 'a b' }, { a: 1, b: undefined, c: null, ids: [1, 2], t: true })).toBe(
      '/api/sales/x/a%20b?a=1&ids=1%2C2&t=true',
    );
  });

  it('sends the route page code and returns the JSON', async () => {
    const fetchMock = respond({ ok: true });
    vi.stubGlobal('fetch', fetchMock);
    setPageCode('legal');
    await expect(request({ url: '/api/x' })).resolves.toEqual({ ok: true });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>).pageCode).toBe('legal');
  });

  it('treats a non-empty error field as failure, even with status 200', async () => {
    vi.stubGlobal('fetch', respond({ error: 'No such maid' }));
    await expect(request({ url: '/api/x' })).rejects.toMatchObject({ message: 'No such maid', status: 200 });
  });

  it('reports a network failure as status 0', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await request({ url: '/api/x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: 'Connection error' });
  });
});
