import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Injector } from '../../src/server/test/application.js';

/**
 * The test browsers' `inject`, over real HTTP to a server process: the same requests, cookies and
 * answers as `app.inject`, so one journey's code drives either (src/server/test/application.ts).
 */
export function httpInjector(baseUrl: string | (() => string)): Injector {
  return {
    async inject(options: InjectOptions): Promise<LightMyRequestResponse> {
      const base = typeof baseUrl === 'function' ? baseUrl() : baseUrl;
      const headers = new Headers(options.headers as Record<string, string> | undefined);
      const cookies = Object.entries((options.cookies ?? {}) as Record<string, string>);
      if (cookies.length) headers.set('cookie', cookies.map(([k, v]) => `${k}=${v}`).join('; '));
      let body: BodyInit | undefined;
      const payload = options.payload;
      if (Buffer.isBuffer(payload)) body = new Uint8Array(payload);
      else if (typeof payload === 'string') body = payload;
      else if (payload !== undefined) {
        body = JSON.stringify(payload);
        if (!headers.has('content-type')) headers.set('content-type', 'application/json');
      }
      const url = typeof options.url === 'string' ? options.url : String(options.url);
      const response = await fetch(base + url, { method: options.method ?? 'GET', headers, body, redirect: 'manual' });
      const raw = Buffer.from(await response.arrayBuffer());
      const setCookies = response.headers.getSetCookie().map((line) => {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim() };
      });
      const answer = {
        statusCode: response.status,
        headers: Object.fromEntries(response.headers),
        rawPayload: raw,
        payload: raw.toString(),
        body: raw.toString(),
        cookies: setCookies,
        json: () => JSON.parse(raw.toString()),
      };
      return answer as unknown as LightMyRequestResponse;
    },
  };
}
