import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logEvent } from '../shared/api/appsutils/contracts.js';
import { urlOf } from '../shared/api/contract.js';
import { getParameters } from '../shared/api/public/contracts.js';
import { parameterListSchema } from '../shared/api/public/schemas.js';
import { siteParameters } from './db/schema.js';
import { createTestApp, type TestApp } from './test/helper.js';

let t: TestApp;
const suffix = randomBytes(4).toString('hex');
const videoKey = `media/videos/compress-${suffix}.mp4`;
// Enough parameters for a JSON answer well over the 1 KB threshold.
const codes = Array.from({ length: 20 }, (_, i) => `compress_test_${i}`);

// A built page of its own, over 1 KB, so the test does not depend on dist/web having been built.
const webDir = path.join(os.tmpdir(), `maids-compress-web-${suffix}`);
const page = `<!doctype html><html><head><!--app-head--></head><body>${'<p>Full-time maids.</p>'.repeat(80)}</body></html>`;

beforeAll(async () => {
  await fs.mkdir(webDir, { recursive: true });
  await fs.writeFile(path.join(webDir, 'index.html'), page);
  t = await createTestApp({ WEB_DIST_DIR: webDir });
  await t.database.db.insert(siteParameters).values(codes.map((code) => ({ code, value: `value of ${code} `.repeat(8) })));
  await t.app.storage.put(videoKey, Buffer.alloc(50_000, 'a'));
});
afterAll(async () => {
  await t.app.storage.remove(videoKey);
  await t.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

const jsonUrl = () => urlOf(getParameters, {}, { code: codes });

describe('response compression', () => {
  it('serves JSON over 1 KB with brotli when asked', async () => {
    const plain = await t.app.inject(jsonUrl());
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const res = await t.app.inject({ url: jsonUrl(), headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const decoded = JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'));
    expect(parameterListSchema.parse(decoded)).toHaveLength(codes.length);
  });

  it('serves JSON with gzip to a client that only takes gzip', async () => {
    const res = await t.app.inject({ url: jsonUrl(), headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8'))).toHaveLength(codes.length);
  });

  it('compresses an HTML page over 1 KB', async () => {
    const plain = await t.app.inject('/hire-maid');
    expect(plain.headers['content-type']).toMatch(/text\/html/);
    expect(plain.body.length).toBeGreaterThan(1024);
    const res = await t.app.inject({ url: '/hire-maid', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('never compresses a video, whole or in ranges', async () => {
    for (const headers of [{ 'accept-encoding': 'br, gzip' }, { 'accept-encoding': 'gzip', range: 'bytes=0-9999' }]) {
      const res = await t.app.inject({ url: `/media/videos/compress-${suffix}.mp4`, headers });
      expect(res.statusCode).toBeLessThan(300);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-type']).toBe('video/mp4');
    }
  });

  it('takes a gzip-compressed JSON request body', async () => {
    const body = { sessionId: `compress-${suffix}-session`, event: 'page_view', payload: { step: 1 } };
    const res = await t.app.inject({
      method: 'POST',
      url: logEvent.path,
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify(body)),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
  });
});
