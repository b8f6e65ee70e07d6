import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '../../../shared/api/contract.js';
import { downloadResource } from '../../../shared/api/resources/contracts.js';
import { createTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const GUIDE = urlOf(downloadResource, {}, { code: 'mvp_guide' });
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36';

beforeAll(async () => {
  t = await createTestApp({ WHATSAPP_HOST: 'https://wa.example.test' });
  await t.database.pool.query(
    `insert into redirect_links (slug, kind, target_url, desktop_url, message) values
       ('zz-qr99', 'whatsapp', '971 50 123 4567', null, 'Hi, I scanned QR 99 & want a maid'),
       ('zz-ccapp', 'external', 'https://play.google.com/store/apps/details?id=demo', '/welcome', null),
       ('zz-doc', 'document', '${GUIDE}', null, null)
     on conflict (slug) do nothing`,
  );
});
afterAll(async () => t?.close());

async function hits(slug: string) {
  const link = await t.database.pool.query<{ hits: number }>('select hits from redirect_links where slug = $1', [slug]);
  const rows = await t.database.pool.query<{ n: string }>('select count(*) as n from campaign_hits where slug = $1', [slug]);
  return { counter: link.rows[0]?.hits, logged: Number(rows.rows[0]!.n) };
}

describe('campaign and external redirects', () => {
  it('sends a WhatsApp slug to its chat with the preset message and records the hit', async () => {
    const before = await hits('zz-qr99');
    const res = await t.app.inject({ url: '/zz-qr99', headers: { 'user-agent': IPHONE, referer: 'https://ref.example/' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(
      'https://wa.example.test/send?phone=971501234567&text=Hi%2C%20I%20scanned%20QR%2099%20%26%20want%20a%20maid',
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const after = await hits('zz-qr99');
    expect(after.counter).toBe(before.counter! + 1);
    expect(after.logged).toBe(before.logged + 1);
    const logged = await t.database.pool.query('select user_agent, referer from campaign_hits where slug = $1', ['zz-qr99']);
    expect(logged.rows[0]).toEqual({ user_agent: IPHONE, referer: 'https://ref.example/' });
  });

  it('matches a slug whatever its case and with a trailing slash', async () => {
    const res = await t.app.inject({ url: '/ZZ-QR99/?utm_source=x' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^https:\/\/wa\.example\.test\/send\?phone=971501234567/);
  });

  it('sends mobiles to the store and desktops to the desktop page', async () => {
    const mobile = await t.app.inject({ url: '/zz-ccapp', headers: { 'user-agent': IPHONE } });
    expect(mobile.headers.location).toBe('https://play.google.com/store/apps/details?id=demo');
    const desktop = await t.app.inject({ url: '/zz-ccapp', headers: { 'user-agent': DESKTOP } });
    expect(desktop.headers.location).toBe('/welcome');
  });

  it('sends document slugs to their site path', async () => {
    const res = await t.app.inject({ url: '/zz-doc' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(GUIDE);
  });

  it('reads rows at request time, so staff changes apply at once', async () => {
    await t.database.pool.query(`update redirect_links set target_url = '971509999999' where slug = 'zz-qr99'`);
    const res = await t.app.inject({ url: '/zz-qr99' });
    expect(res.headers.location).toMatch(/phone=971509999999&/);
  });
});

describe('the seeded links', () => {
  it('send QR codes to the sales chat, phone slugs to tel: and ccapp desktops to the app page', async () => {
    const qr = await t.app.inject({ url: '/qr07', headers: { 'user-agent': IPHONE } });
    expect(qr.headers.location).toMatch(/^https:\/\/wa\.example\.test\/send\?phone=\d{8,15}&text=.*QR%20code%207/);
    const call = await t.app.inject({ url: '/call_us' });
    expect(call.headers.location).toMatch(/^tel:\+?\d+$/);
    const ccapp = await t.app.inject({ url: '/ccapp', headers: { 'user-agent': DESKTOP } });
    expect(ccapp.headers.location).toBe('/app-download');
    const page = await t.app.inject({ url: '/app-download' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Get Our App');
    const locations = await t.app.inject({ url: '/all-locations' });
    expect(locations.headers.location).toBe('/locations');
  });
});

describe('paths that are not slugs', () => {
  it('redirects unknown paths, nested ones too, to the root', async () => {
    for (const url of ['/no-such-page', '/a/b/c', '/qr%00', '/index.html', '/welcome-to-othervisa']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe('/');
    }
  });

  it('serves the page for known client routes, with their own title', async () => {
    for (const [url, title] of [
      ['/', 'Hire a Full-time Maid'],
      ['/legal', 'Contract Samples'],
      ['/med/auh', 'Medical Test in Abu Dhabi'],
      ['/welcome-to-maidvisa', 'Welcome to Your Maid Visa'],
      ['/whatsapp-us?nb=nb2', 'WhatsApp Us'],
      ['/hire-maid/', 'Full-time Maids Available Now'],
    ] as const) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.body, url).toContain(title);
    }
  });

  it('redirects /home to the root with the fixed utm source, keeping the query', async () => {
    const res = await t.app.inject({ url: '/home?lang=fr' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/?lang=fr&utm_source=home_link');
  });

  it('redirects /dynamic by utm_content', async () => {
    const cases = [
      ['nanny_search', '/?utm_content=nanny_search&target=nanny'],
      ['driver_visa', '/wa-3'],
      ['live%20out', '/hire-maid?check_pref=live_out'],
    ];
    for (const [content, location] of cases) {
      const res = await t.app.inject({ url: `/dynamic?utm_content=${content}` });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(location);
    }
  });

  it('leaves the API, media and health routes alone', async () => {
    const api = await t.app.inject({ url: '/api/no-such-call' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: expect.stringContaining('Unknown API call') });
    const health = await t.app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);
    const media = await t.app.inject({ url: '/media/videos/no-such-clip.mp4' });
    expect(media.statusCode).toBe(404);
    const post = await t.app.inject({ method: 'POST', url: '/zz-qr99' });
    expect(post.statusCode).toBe(404);
  });

  it('exposes the WhatsApp host to the page', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.body).toContain('<meta name="whatsapp-host" content="https://wa.example.test">');
    expect(res.body).not.toContain('gtm-id');
  });
});
