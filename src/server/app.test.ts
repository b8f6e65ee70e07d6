import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('sends strict security headers', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });

  it('serves every other GET as the web page with its own title', async () => {
    const res = await t.app.inject('/hire-nanny');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toMatch(/<title>Full-time Nannies Available Now \| /);
  });
});
