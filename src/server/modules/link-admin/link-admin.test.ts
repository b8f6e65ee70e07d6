import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as links from '../../../shared/api/admin-links/contracts.js';
import type { AdminLink } from '../../../shared/api/admin-links/schemas.js';
import { errorResponseSchema } from '../../../shared/api/common.js';
import { auditLog, campaignHits, redirectLinks } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { addStaff, StaffBrowser } from '../../test/staff.js';

let t: TestApp;
let editor: StaffBrowser;
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_DELAY_MS: '0', PUBLIC_ORIGIN: 'https://maids.example' });
  editor = new StaffBrowser(t.app);
  expect((await editor.signIn((await addStaff(t.database.db, 'editor')).email)).statusCode).toBe(200);
});
afterAll(() => t.close());

const errorOf = (body: string) => errorResponseSchema.parse(JSON.parse(body)).error;
const linkOf = (res: { body: string }) => (JSON.parse(res.body) as { link: AdminLink }).link;
const external = (over: Record<string, unknown> = {}) => ({
  kind: 'external',
  targetUrl: 'https://g.page/sunrise-maids/review',
  desktopUrl: null,
  message: null,
  disabled: false,
  ...over,
});
const visit = (slug: string, userAgent = 'Mozilla/5.0 (iPhone)') => t.app.inject({ url: `/${slug}`, headers: { 'user-agent': userAgent } });

describe('adding a link', () => {
  it('takes a slug and a target on an allowed host, and the slug redirects there, counting the hit', async () => {
    const res = await editor.call(links.createLink, { body: { slug: 'review-2026', ...external() } });
    expect(res.statusCode, res.body).toBe(200);
    expect(linkOf(res)).toMatchObject({ slug: 'review-2026', hits: 0, hits7: 0, hits30: 0, disabled: false });
    const hit = await visit('review-2026');
    expect(hit.statusCode).toBe(302);
    expect(hit.headers.location).toBe('https://g.page/sunrise-maids/review');
    const again = linkOf(await editor.call(links.getLink, { params: { slug: 'review-2026' } }));
    expect(again).toMatchObject({ hits: 1, hits7: 1, hits30: 1 });
    const [entry] = await t.database.db.select().from(auditLog).where(sql`${auditLog.action} = 'link.create' and ${auditLog.subjectId} = 'review-2026'`);
    expect(entry?.after).toMatchObject({ targetUrl: 'https://g.page/sunrise-maids/review' });
  });

  it.each([
    [{ targetUrl: 'https://evil.example/phish' }, 'targetUrl must be a page of this site'],
    [{ targetUrl: 'http://g.page/x' }, 'targetUrl must be'],
    [{ targetUrl: 'javascript:alert(1)' }, 'targetUrl must be'],
    [{ targetUrl: '//evil.example' }, 'targetUrl must be'],
    [{ desktopUrl: 'https://evil.example' }, 'desktopUrl must be'],
    [{ kind: 'whatsapp', targetUrl: 'call me' }, 'phone number with its country code'],
    [{ kind: 'document', targetUrl: 'https://g.page/x' }, 'a page of this site, starting with /'],
  ])('refuses %j with a 400 saying %s', async (over, message) => {
    const res = await editor.call(links.createLink, { body: { slug: `bad-${Math.random().toString(36).slice(2, 8)}`, ...external(over) } });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.body)).toContain(message);
  });

  it('keeps a WhatsApp number as digits, and refuses a slug in use whatever its case, or a bad slug', async () => {
    const wa = linkOf(await editor.call(links.createLink, { body: { slug: 'wa-summer', ...external({ kind: 'whatsapp', targetUrl: '+971 50 123 4567', message: 'Hello! I saw your ad.' }) } }));
    expect(wa).toMatchObject({ targetUrl: '971501234567', message: 'Hello! I saw your ad.' });
    expect((await visit('wa-summer')).headers.location).toBe(`${t.config.WHATSAPP_HOST}/send?phone=971501234567&text=Hello!%20I%20saw%20your%20ad.`);
    const taken = await editor.call(links.createLink, { body: { slug: 'WA-Summer', ...external() } });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken.body)).toBe('The slug wa-summer is in use already.');
    expect((await editor.call(links.createLink, { body: { slug: 'no spaces', ...external() } })).statusCode).toBe(400);
  });
});

describe('changing a link', () => {
  it('disabled, the slug goes to the home page and counts nothing; enabled again, it works', async () => {
    await editor.call(links.createLink, { body: { slug: 'qr-flyer', ...external({ targetUrl: '/hire-maid' }) } });
    expect((await visit('qr-flyer')).headers.location).toBe('/hire-maid');
    const off = await editor.call(links.updateLink, { params: { slug: 'qr-flyer' }, body: { disabled: true } });
    expect(linkOf(off).disabled).toBe(true);
    expect((await visit('qr-flyer')).headers.location).toBe('/');
    expect(linkOf(await editor.call(links.getLink, { params: { slug: 'qr-flyer' } })).hits).toBe(1);
    await editor.call(links.updateLink, { params: { slug: 'qr-flyer' }, body: { disabled: false, targetUrl: '/hire-nanny' } });
    expect((await visit('qr-flyer')).headers.location).toBe('/hire-nanny');
    expect((await editor.call(links.updateLink, { params: { slug: 'no-such-slug' }, body: { disabled: true } })).statusCode).toBe(404);
  });
});

describe('the list', () => {
  it('shows every link with its hits of the last 7 and 30 days, filtered', async () => {
    await editor.call(links.createLink, { body: { slug: 'old-campaign', ...external() } });
    await t.database.db.insert(campaignHits).values([
      { slug: 'old-campaign', createdAt: sql`now() - interval '3 days'` },
      { slug: 'old-campaign', createdAt: sql`now() - interval '20 days'` },
      { slug: 'old-campaign', createdAt: sql`now() - interval '40 days'` },
    ]);
    const res = await editor.call(links.listLinks, { query: { q: 'old-camp' } });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { links: AdminLink[] }).links).toEqual([expect.objectContaining({ slug: 'old-campaign', hits7: 1, hits30: 2 })]);
    const all = (await editor.call(links.listLinks)).json() as { links: AdminLink[] };
    const [{ n }] = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(redirectLinks)) as [{ n: number }];
    expect(all.links).toHaveLength(n);
    const whatsapp = (await editor.call(links.listLinks, { query: { kind: 'whatsapp' } })).json() as { links: AdminLink[] };
    expect(whatsapp.links.every((l) => l.kind === 'whatsapp')).toBe(true);
  });

  it('counts the hits of the 7 and 30 days to the minute, the first day of each window included (whole days come from the daily counts)', async () => {
    await editor.call(links.createLink, { body: { slug: 'edge-days', ...external() } });
    // One statement for several hits, and single ones, as the bench and the redirect write them.
    await t.database.db.insert(campaignHits).values([
      { slug: 'edge-days', createdAt: sql`now() - interval '7 days' + interval '2 minutes'` },
      { slug: 'edge-days', createdAt: sql`now() - interval '7 days' - interval '2 minutes'` },
      { slug: 'edge-days', createdAt: sql`now() - interval '30 days' + interval '2 minutes'` },
      { slug: 'edge-days', createdAt: sql`now() - interval '30 days' - interval '2 minutes'` },
      { slug: 'edge-days', createdAt: sql`now() - interval '6 days'` },
    ]);
    await t.database.db.insert(campaignHits).values({ slug: 'edge-days', createdAt: sql`now() - interval '29 days'` });
    await visit('edge-days');
    const [link] = ((await editor.call(links.listLinks, { query: { q: 'edge-days' } })).json() as { links: AdminLink[] }).links;
    expect(link).toMatchObject({ slug: 'edge-days', hits7: 3, hits30: 6 });
    expect(linkOf(await editor.call(links.getLink, { params: { slug: 'edge-days' } }))).toMatchObject({ hits7: 3, hits30: 6 });
  });
  it('counts a window\'s first day hour by hour: its whole hours from the hourly counts, which follow every hit, and its first hour from the hits', async () => {
    await editor.call(links.createLink, { body: { slug: 'edge-hours', ...external() } });
    // Minutes after the start of each window (before it when negative): whole hours and the partial first one.
    const at = (days: number, minutes: number) => ({ slug: 'edge-hours', createdAt: sql`now() - make_interval(days => ${days}) + make_interval(mins => ${minutes})` });
    await t.database.db.insert(campaignHits).values([at(7, -2), at(7, 2), at(7, 61), at(7, 180), at(30, -1), at(30, 2), at(30, 59), at(30, 120)]);
    await visit('edge-hours');
    const [link] = ((await editor.call(links.listLinks, { query: { q: 'edge-hours' } })).json() as { links: AdminLink[] }).links;
    expect(link).toMatchObject({ hits7: 4, hits30: 8 });
    expect(linkOf(await editor.call(links.getLink, { params: { slug: 'edge-hours' } }))).toMatchObject({ hits7: 4, hits30: 8 });
    // The hourly counts are each hour's hits, for the bulk insert and the redirect's single row alike.
    const kept = await t.database.db.execute(
      sql`select to_char(hour at time zone 'UTC', 'YYYY-MM-DD HH24') as hour, hits from campaign_hit_hours where slug = 'edge-hours' order by 1`,
    );
    const counted = await t.database.db.execute(
      sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD HH24') as hour, count(*)::int as hits from campaign_hits where slug = 'edge-hours' group by 1 order by 1`,
    );
    expect(kept.rows).toEqual(counted.rows);
    expect(kept.rows.length).toBeGreaterThan(5);
  });
});

describe('QR codes and hits for print and spreadsheets', () => {
  it('downloads the QR code of the slug’s address as SVG and as a 1200 px PNG', async () => {
    await editor.call(links.createLink, { body: { slug: 'qr77', ...external({ targetUrl: '/' }) } });
    const svg = await editor.call(links.getLinkQr, { params: { slug: 'qr77' }, query: { format: 'svg' } });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.headers['content-disposition']).toBe('attachment; filename="qr-qr77.svg"');
    expect(svg.body).toMatch(/^<svg[^>]*viewBox/);
    const png = await editor.call(links.getLinkQr, { params: { slug: 'qr77' }, query: { format: 'png' } });
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(png.rawPayload.readUInt32BE(16)).toBe(1200);
    expect((await editor.call(links.getLinkQr, { params: { slug: 'qr77' }, query: { format: 'gif' } })).statusCode).toBe(400);
  });

  it('exports the hits as CSV, one link or all, over the days asked', async () => {
    await editor.call(links.createLink, { body: { slug: 'csv-test', ...external() } });
    await visit('csv-test', 'Agent "quoted", with comma');
    const res = await editor.call(links.exportLinkHits, { query: { slug: 'csv-test', days: 7 } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe('time (Dubai),slug,user_agent,referer');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},csv-test,"Agent ""quoted"", with comma",$/);
    expect((await editor.call(links.exportLinkHits, { query: { days: 0 } })).statusCode).toBe(400);
  });
});

describe('who may', () => {
  it('agents get 403, strangers 401', async () => {
    const agent = new StaffBrowser(t.app);
    await agent.signIn((await addStaff(t.database.db, 'agent')).email);
    expect((await agent.call(links.listLinks)).statusCode).toBe(403);
    expect((await new StaffBrowser(t.app).call(links.listLinks)).statusCode).toBe(401);
  });
});
