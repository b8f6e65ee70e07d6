import { vi } from 'vitest';

/** A JSON answer as the server sends it. */
export const jsonResponse = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** Stubs fetch: answers each call by its method and path, in the order given for repeated calls; returns the calls made. */
export function fakeServer(routes: Record<string, Array<() => Response>>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      calls.push({ url, init });
      const key = `${init.method} ${url.split('?')[0]}`;
      const next = routes[key]?.shift();
      if (!next) throw new Error(`unexpected ${key}`);
      return Promise.resolve(next());
    }),
  );
  return calls;
}
