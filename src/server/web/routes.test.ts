import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getNotificationBanner } from '../../shared/api/notification-banner/contracts.js';
import { notificationBanner } from '../db/schema.js';
import { createTestApp, type TestApp } from '../test/helper.js';

// A built site of its own: the page template, a public file, a nested public file and an asset.
const dist = path.join(os.tmpdir(), `maids-web-routes-${process.pid}`);
const VENDOR = `export const words = ${JSON.stringify('a maid for the family '.repeat(200))};`;
let t: TestApp;
beforeAll(async () => {
  await fs.mkdir(path.join(dist, 'assets'), { recursive: true });
  await fs.mkdir(path.join(dist, 'icons'), { recursive: true });
  await fs.mkdir(path.join(dist, '.vite'), { recursive: true });
  await fs.writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><!--app-head--><script type="module" src="/assets/main-abc.js"></script><link rel="stylesheet" href="/assets/main-abc.css"></head><body></body></html>',
  );
  await fs.writeFile(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/main-abc.js', isEntry: true, css: ['assets/main-abc.css'] },
      'app/pages/hire-maid-page.tsx': { file: 'assets/hire-maid-page-abc.js', imports: ['index.html'], css: ['assets/hire-maid-page-abc.css'] },
    }),
  );
  await fs.writeFile(path.join(dist, 'robots.txt'), 'User-agent: *\n');
  await fs.writeFile(path.join(dist, 'icons', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await fs.writeFile(path.join(dist, 'assets', 'main-abc.js'), 'console.log(1)');
  // As the build writes them: each asset's brotli and gzip beside it.
  await fs.writeFile(path.join(dist, 'assets', 'vendor-abc.js'), VENDOR);
  await fs.writeFile(path.join(dist, 'assets', 'vendor-abc.js.br'), zlib.brotliCompressSync(VENDOR));
  await fs.writeFile(path.join(dist, 'assets', 'vendor-abc.js.gz'), zlib.gzipSync(VENDOR, { level: 9 }));
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  await fs.rm(dist, { recursive: true, force: true });
});

describe('the built website', () => {
  it('opens the public pages with the demo-data mark, before the app, while SEED_DEMO_DATA is on (the default)', async () => {
    const body = (await t.app.inject('/hire-maid')).body;
    // This test's template has an empty body; the real one's app root comes after the mark.
    expect(body).toMatch(/<body>\s*<aside class="demo-mark" aria-label="Demo data" lang="en" dir="ltr">.*<\/aside>\s*<\/body>/);

    // In the page's language (issue 31).
    const arabic = (await t.app.inject('/hire-maid?lang=ar')).body;
    expect(arabic).toMatch(/<body>\s*<aside class="demo-mark" aria-label="[^"a-z]+" lang="ar" dir="rtl">.*<\/aside>\s*<\/body>/);
  });

  it('names a live notification banner’s version in the public pages’ heads only (pages without one load no banner code)', async () => {
    const meta = async (path: string) => /<meta name="notification-banner" content="([^"]+)">/.exec((await t.app.inject(path)).body)?.[1];
    await t.database.db.delete(notificationBanner);
    expect(await meta('/')).toBeUndefined();
    await t.database.db.insert(notificationBanner).values({ type: 'info', title: { en: 'Eid', ar: 'العيد' }, align: 'top-center', durationMs: 0 });
    const version = ((await t.app.inject(getNotificationBanner.path)).json() as { banner: { version: string } }).banner.version;
    expect(await meta('/')).toBe(version);
    // The same version on the Arabic page: a banner closed in one language stays closed in another.
    expect(await meta('/?lang=ar')).toBe(version);
    expect(await meta('/admin')).toBeUndefined();
    await t.database.db.update(notificationBanner).set({ startsAt: new Date(Date.now() + 3_600_000) });
    expect(await meta('/')).toBeUndefined();
    await t.database.db.delete(notificationBanner);
  });

  it('serves the public files with their type and an hour of caching', async () => {
    const robots = await t.app.inject('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
    expect(robots.body).toBe('User-agent: *\n');
    const logo = await t.app.inject('/icons/logo.svg');
    expect(logo.headers['content-type']).toBe('image/svg+xml');
  });

  it('serves hashed assets for a year', async () => {
    const asset = await t.app.inject('/assets/main-abc.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
  });

  it('sends an asset compressed at build as it is: brotli when the browser takes it, else gzip, else plain; one cached copy per encoding', async () => {
    const get = (encoding?: string) => t.app.inject({ url: '/assets/vendor-abc.js', headers: encoding ? { 'accept-encoding': encoding } : {} });
    const br = await get('gzip, deflate, br');
    expect([br.headers['content-encoding'], br.headers.vary]).toEqual(['br', 'accept-encoding']);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(VENDOR);
    expect(br.rawPayload.length).toBe(zlib.brotliCompressSync(VENDOR).length);
    const gzip = await get('gzip');
    expect([gzip.headers['content-encoding'], gzip.headers.vary]).toEqual(['gzip', 'accept-encoding']);
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(VENDOR);
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(VENDOR);
  });

  it("names the page's own chunk and stylesheet in its head, after the entry's, from the build manifest", async () => {
    const page = await t.app.inject('/hire-maid');
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/hire-maid-page-abc.js">');
    expect(head.indexOf('/assets/hire-maid-page-abc.css')).toBeGreaterThan(head.indexOf('/assets/main-abc.css'));
    // And the data its first screen waits for.
    expect(head).toMatch(/<link rel="preload" as="fetch" crossorigin href="\/api\/sales\/ccserviceapplication\/getmainccsiteinfo\?/);
    // Another page gets none of them; the manifest itself is not served.
    expect((await t.app.inject('/shortlisted-maids')).body).not.toContain('hire-maid-page-abc');
    expect((await t.app.inject('/.vite/manifest.json')).body).not.toContain('hire-maid-page-abc');
  });

  it('serves a page in the language of ?lang= or the kept cookie: <html lang dir>, the cookie, hreflang alternates', async () => {
    const arabic = await t.app.inject('/hire-maid?lang=ar');
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.headers['set-cookie']).toBe('lang=ar; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(arabic.headers.vary).toMatch(/cookie/i);
    expect(arabic.body).toContain('<link rel="alternate" hreflang="ru" href="http://localhost:80/hire-maid?lang=ru">');
    expect(arabic.body).toContain('<link rel="alternate" hreflang="x-default" href="http://localhost:80/hire-maid">');

    const kept = await t.app.inject({ url: '/', headers: { cookie: 'lang=ar' } });
    expect(kept.body).toContain('<html lang="ar" dir="rtl">');
    expect(kept.headers['set-cookie']).toBeUndefined();

    const english = await t.app.inject({ url: '/?lang=en', headers: { cookie: 'lang=ar' } });
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    expect(english.headers['set-cookie']).toMatch(/^lang=; Max-Age=0;/);
  });

  it('keeps the back office English, unindexed by language and without touching the choice', async () => {
    const admin = await t.app.inject({ url: '/admin?lang=ar', headers: { cookie: 'lang=ar' } });
    expect(admin.body).toContain('<html lang="en" dir="ltr">');
    expect(admin.body).not.toContain('hreflang');
    expect(admin.headers['set-cookie']).toBeUndefined();
  });

  it('never serves the raw template or a path outside the build', async () => {
    const page = await t.app.inject('/hire-maid');
    expect(page.body).toContain('<title>');
    expect(page.body).not.toContain('<!--app-head-->');
    const raw = await t.app.inject('/index.html');
    expect(raw.body).not.toContain('<!--app-head-->');
    const escape = await t.app.inject('/..%2f..%2fetc%2fpasswd');
    expect(escape.body).not.toContain('root:');
  });
});
