import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getMainCcSiteInfo, listMaids } from '../../../shared/api/catalogue/contracts.js';
import * as schemas from '../../../shared/api/catalogue/schemas.js';
import { housemaids, mainSiteConfig } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { parseChange } from './catalogue-changes.js';
import { addFixtureCatalogue, type FixtureCatalogue } from '../../test/catalogue.js';

const LIST = listMaids.path;
const listMaidsResponseSchema = schemas.listMaids.responses[200];
const INFO = getMainCcSiteInfo.path;
const mainSiteInfoSchema = schemas.getMainCcSiteInfo.responses[200];

let t: TestApp;
let fx: FixtureCatalogue;
beforeAll(async () => {
  t = await createTestApp();
  fx = await addFixtureCatalogue(t.database.db);
});
afterAll(() => t.close());

async function listedIds(): Promise<number[]> {
  const res = await t.app.inject(`${LIST}?matchingType=${fx.types.a.id}&pageSize=48`);
  expect(res.statusCode).toBe(200);
  return listMaidsResponseSchema.parse(res.json()).maids.map((m) => m.id);
}

const setStatus = (id: number, set: Partial<typeof housemaids.$inferInsert>) =>
  t.database.db.update(housemaids).set(set).where(eq(housemaids.id, id));

describe('parseChange', () => {
  it.each([
    ['housemaids:12', { maidIds: [12] }],
    ['housemaids:12,40,7', { maidIds: [12, 40, 7] }],
    ['housemaids:*', 'all'],
    ['nationalities', 'all'],
    ['main_site_config', 'all'],
    ['housemaids:12,x', 'all'],
    ['', 'all'],
    [undefined, 'all'],
  ])('reads %s as %j', (payload, change) => {
    expect(parseChange(payload)).toEqual(change);
  });
});

describe('the catalogue in memory', () => {
  it('learns of a change made outside the server from PostgreSQL, without waiting for a timer', async () => {
    expect(await listedIds()).toContain(fx.ids.a1);
    await setStatus(fx.ids.a1, { status: 'hired' });
    // No sync(): the notification alone must bring the change, within moments.
    await vi.waitFor(async () => expect(await listedIds()).not.toContain(fx.ids.a1), { timeout: 2_000, interval: 20 });
    await setStatus(fx.ids.a1, { status: 'available' });
    await t.app.catalogue.sync();
    expect(await listedIds()).toContain(fx.ids.a1);
  });

  it('offers a reserved maid again when her reservation runs out, with no change in the database', async () => {
    await setStatus(fx.ids.a2, { status: 'reserved', reservedUntil: new Date(Date.now() + 400) });
    await t.app.catalogue.sync();
    expect(await listedIds()).not.toContain(fx.ids.a2);
    await vi.waitFor(async () => expect(await listedIds()).toContain(fx.ids.a2), { timeout: 3_000, interval: 50 });
    await setStatus(fx.ids.a2, { status: 'available', reservedUntil: null });
    await t.app.catalogue.sync();
  });

  it('shows a change of the main site config at once (after the notification)', async () => {
    await t.database.db
      .insert(mainSiteConfig)
      .values({ id: 1, contactNumber: '+971 4 000 0001', whatsappNumber: '971500000001' })
      .onConflictDoUpdate({ target: mainSiteConfig.id, set: { contactNumber: '+971 4 000 0001' } });
    await t.app.catalogue.sync();
    const info = mainSiteInfoSchema.parse((await t.app.inject(INFO)).json());
    expect(info.siteConfig.ccSiteConfig.contactNumber).toBe('+971 4 000 0001');
  });

  it('re-reads only the maids a notification names, and everything after another table changes', async () => {
    const rankOf = async (id: number) => {
      const res = await t.app.inject(`${LIST}?matchingType=${fx.types.a.id}&pageSize=48`);
      return listMaidsResponseSchema.parse(res.json()).maids.find((m) => m.id === id)?.rank;
    };
    expect(await rankOf(fx.ids.a1)).toBe(50);
    // A change nobody is told of (its trigger off) stays unseen while another maid's change is applied.
    await t.database.db.execute(sql`alter table housemaids disable trigger housemaids_updated`);
    await setStatus(fx.ids.a1, { rank: 51 });
    await t.database.db.execute(sql`alter table housemaids enable trigger housemaids_updated`);
    await setStatus(fx.ids.a2, { rank: 49 });
    await t.app.catalogue.sync();
    expect(await rankOf(fx.ids.a2)).toBe(49);
    expect(await rankOf(fx.ids.a1)).toBe(50);
    // A nationality's change makes the server read everything again.
    await t.database.db.execute(sql`update nationalities set label = 'Fixture A-landers' where id = ${fx.nationalities.a.id}`);
    await t.app.catalogue.sync();
    expect(await rankOf(fx.ids.a1)).toBe(51);
    const res = await t.app.inject(`${LIST}?matchingType=${fx.types.a.id}`);
    expect(listMaidsResponseSchema.parse(res.json()).maids[0]!.nationality.label).toBe('Fixture A-landers');
    await setStatus(fx.ids.a1, { rank: 50 });
    await setStatus(fx.ids.a2, { rank: 50 });
    await t.app.catalogue.sync();
  });

  it('places added maids by rank and drops deleted ones, from the rows named', async () => {
    const top = await fx.maid('Uma', fx.nationalities.a.id, { rank: 95 });
    await t.app.catalogue.sync();
    expect((await listedIds())[0]).toBe(top);
    await t.database.db.delete(housemaids).where(eq(housemaids.id, top));
    await t.app.catalogue.sync();
    expect(await listedIds()).not.toContain(top);
  });

  it('listens again after losing its connection, and answers from a fresh load', async () => {
    expect(await listedIds()).toContain(fx.ids.a3);
    await t.database.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query ilike 'listen %'`);
    // While the listener is gone, a change can only be missed; the next answer must not be stale.
    await setStatus(fx.ids.a3, { status: 'hired' });
    await vi.waitFor(async () => expect(await listedIds()).not.toContain(fx.ids.a3), { timeout: 2_000, interval: 20 });
    await setStatus(fx.ids.a3, { status: 'available' });
    await t.app.catalogue.sync();
    expect(await listedIds()).toContain(fx.ids.a3);
  });
});
