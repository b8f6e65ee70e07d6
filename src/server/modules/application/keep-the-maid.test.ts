import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToShortlist, getRemainingAvailableMaids, releaseMaid } from '../../../shared/api/catalogue/contracts.js';
import { sendSms } from '../../../shared/api/application/contracts.js';
import { housemaids, shortlists } from '../../db/schema.js';
import { json, TestBrowser } from '../../test/application.js';
import { createTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;
let maidIds: number[] = [];
const nextMaid = () => maidIds.shift()!;

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_THRESHOLD: '1000' });
  const rows = await t.database.db.select({ id: housemaids.id }).from(housemaids).where(eq(housemaids.status, 'available')).limit(10);
  maidIds = rows.map((r) => r.id);
});
afterAll(() => t.close());

const maidRow = async (id: number) => (await t.database.db.select().from(housemaids).where(eq(housemaids.id, id)))[0]!;
const remaining = async (browser: TestBrowser, ids: number[]) =>
  json<{ availableMaids: Array<{ housemaid: { id: number } }> }>(
    await browser.call(getRemainingAvailableMaids, { query: { housemaidIds: ids.join(','), sessionId: browser.sessionId, preferences: '' } }),
  ).availableMaids.map((a) => a.housemaid.id);

describe('keep the maid (issue 16)', () => {
  it('releasemaid with keepInMyList ends the own reservation, keeps the shortlist row, and a stranger cannot release it', async () => {
    const client = new TestBrowser(t.app);
    const maidId = nextMaid();
    expect((await client.call(addToShortlist, { query: { sessionId: client.sessionId, housemaid: maidId, rank: 1 } })).statusCode).toBe(200);
    expect((await client.create(maidId)).statusCode).toBe(200);
    expect((await maidRow(maidId)).status).toBe('reserved');

    // Another browser knowing the sessionId but not holding the cookie releases nothing.
    const copycat = new TestBrowser(t.app, client.sessionId);
    await copycat.call(releaseMaid, { query: { sessionId: client.sessionId, housemaid: maidId, keepInMyList: true } });
    expect((await maidRow(maidId)).status).toBe('reserved');

    const released = await client.call(releaseMaid, { query: { sessionId: client.sessionId, housemaid: maidId, keepInMyList: true } });
    expect(released.statusCode, released.body).toBe(200);
    const maid = await maidRow(maidId);
    expect(maid.status).toBe('available');
    expect(maid.reservedUntil).toBeNull();
    const rows = await t.database.db.select().from(shortlists).where(and(eq(shortlists.sessionId, client.sessionId), eq(shortlists.housemaidId, maidId)));
    expect(rows).toHaveLength(1);
    // Everyone sees her again.
    expect(await remaining(new TestBrowser(t.app), [maidId])).toEqual([maidId]);
  });

  it('the same browser starting again continues its application, even from a new tab; another client is refused', async () => {
    const client = new TestBrowser(t.app);
    const maidId = nextMaid();
    const first = json<{ id: string }>(await client.create(maidId)).id;
    await client.call(releaseMaid, { query: { sessionId: client.sessionId, housemaid: maidId, keepInMyList: true } });

    const again = await client.create(maidId);
    expect(again.statusCode, again.body).toBe(200);
    expect(json<{ id: string }>(again).id).toBe(first);
    expect((await maidRow(maidId)).status).toBe('reserved');

    // A new tab: a new sessionId, the same cookie.
    const tab = new TestBrowser(t.app);
    tab.cookies = { ...client.cookies };
    const fromTab = await tab.create(maidId);
    expect(fromTab.statusCode, fromTab.body).toBe(200);
    expect(json<{ id: string }>(fromTab).id).toBe(first);

    const other = await new TestBrowser(t.app).create(maidId);
    expect(other.statusCode).toBe(409);
    expect(json(other).error).toMatch(/reserved by another client/);
  });

  it('after release another client may take her; the first client starting again is then told so', async () => {
    const client = new TestBrowser(t.app);
    const maidId = nextMaid();
    await client.create(maidId);
    await client.call(releaseMaid, { query: { sessionId: client.sessionId, housemaid: maidId, keepInMyList: true } });
    const other = new TestBrowser(t.app);
    expect((await other.create(maidId)).statusCode).toBe(200);
    // The other client's reservation is not the first client's to release.
    await client.call(releaseMaid, { query: { sessionId: client.sessionId, housemaid: maidId } });
    expect((await maidRow(maidId)).status).toBe('reserved');
    const again = await client.create(maidId);
    expect(again.statusCode).toBe(409);
    expect(json(again).error).toMatch(/reserved by another client/);
  });

  it('getremainingavailablemaids keeps the maid the session applies for (desktop SMS link asked) in its own My List only', async () => {
    const desktop = new TestBrowser(t.app);
    const maidId = nextMaid();
    const appId = json<{ id: string }>(await desktop.create(maidId, { mobile: false })).id;
    const sent = await desktop.callAbout(sendSms, appId, { body: { mobile: false, phone: '050 111 2233' } });
    expect(sent.statusCode, sent.body).toBe(200);
    await t.app.catalogue.sync();
    expect(await remaining(desktop, [maidId])).toEqual([maidId]);
    // Another tab of the same browser (the cookie, a new sessionId) shares My List: she stays there too.
    const tab = new TestBrowser(t.app);
    tab.cookies = { ...desktop.cookies };
    expect(await remaining(tab, [maidId])).toEqual([maidId]);
    expect(await remaining(new TestBrowser(t.app), [maidId])).toEqual([]);
  });
});
