import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logEvent } from '../../shared/api/appsutils/contracts.js';
import { getGoogleRate } from '../../shared/api/catalogue/contracts.js';
import { createTestApp, type TestApp } from '../test/helper.js';
import { DOCS_PREFIX } from './openapi.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What every answer carries, page or API. */
const EVERY_ANSWER = {
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
};

/** What only means something for a document a browser displays. */
const DOCUMENTS_ONLY = {
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  it("give a page the site's policy: its own scripts and styles, no framing", async () => {
    const res = await t.app.inject('/hire-maid');
    expect(res.headers).toMatchObject({ ...EVERY_ANSWER, ...DOCUMENTS_ONLY, 'x-frame-options': 'SAMEORIGIN' });
    const csp = String(res.headers['content-security-policy']);
    for (const directive of ["default-src 'self'", "script-src 'self'", "frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'"]) {
      expect(csp).toContain(directive);
    }
  });

  it('give an API answer nothing to run or frame, and no caching of a read', async () => {
    const res = await t.app.inject(getGoogleRate.path);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      ...EVERY_ANSWER,
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'x-frame-options': 'DENY',
      'cache-control': 'no-store',
    });
    for (const name of Object.keys(DOCUMENTS_ONLY)) expect(res.headers[name], name).toBeUndefined();
    // The rate limit's counters go out with a refusal, not with every answer.
    expect(res.headers['x-ratelimit-remaining']).toBeUndefined();
  });

  it('leave the answer to a write without cache-control (Chromium never finishes a keepalive POST answered no-store)', async () => {
    const res = await t.app.inject({
      method: logEvent.method,
      url: logEvent.path,
      payload: { sessionId: crypto.randomUUID(), event: 'page_view', payload: {} },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({ ...EVERY_ANSWER, 'content-security-policy': "default-src 'none';frame-ancestors 'none'" });
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('give an API refusal the same headers', async () => {
    const res = await t.app.inject('/api/no-such-call');
    expect(res.statusCode).toBe(404);
    expect(res.headers).toMatchObject({ ...EVERY_ANSWER, 'content-security-policy': "default-src 'none';frame-ancestors 'none'" });
  });

  it("let the API's documentation page run its own scripts", async () => {
    const res = await t.app.inject(DOCS_PREFIX);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' });
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
  });
});
