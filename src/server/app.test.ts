import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getIpAddress } from '../shared/api/catalogue/contracts.js';
import { createTestApp, type TestApp } from './test/helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('operations', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('gives an unknown /api path a JSON 404 with an error', async () => {
    const res = await t.app.inject('/api/sales/nothing/here?x=1');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json().error).toBe('Unknown API call: GET /api/sales/nothing/here');
    const post = await t.app.inject({ method: 'POST', url: '/api/sales/nothing', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json().error).toBe('Unknown API call: POST /api/sales/nothing');
  });

  it('answers a method the site does not take outside /api with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/hire-maid' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Not found: DELETE /hire-maid');
  });

  it('refuses an address over the API rate limit with a 429 a person can act on, and says when to retry', async () => {
    const limited = await createTestApp({ RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_MS: '60000' });
    try {
      const call = () => limited.app.inject({ url: getIpAddress.path, remoteAddress: '198.51.100.20' });
      expect((await call()).statusCode).toBe(200);
      expect((await call()).statusCode).toBe(200);
      const refused = await call();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: 'Too many requests. Please wait a minute and try again.' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.headers['x-ratelimit-limit']).toBe('2');
      const other = await limited.app.inject({ url: getIpAddress.path, remoteAddress: '198.51.100.21' });
      expect(other.statusCode).toBe(200);
      expect((await limited.app.inject('/hire-maid')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('serves every other GET as the web page with its own title', async () => {
    const res = await t.app.inject('/hire-nanny');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toMatch(/<title>Full-time Nannies Available Now \| /);
  });
});
