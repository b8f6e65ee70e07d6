import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listMaidsResponseSchema } from '../../../shared/api/catalogue.js';
import { mainSiteInfoSchema } from '../../../shared/api/site.js';
import { housemaids, mainSiteConfig } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { addFixtureCatalogue, type FixtureCatalogue } from './test-fixtures.js';

const LIST = '/api/sales/matchedvideos/listmaids';
const INFO = '/api/sales/ccserviceapplication/getmainccsiteinfo';

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
