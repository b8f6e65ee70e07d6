import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMaids } from '../../../shared/api/catalogue/contracts.js';
import { listMaids as listMaidsSchemas } from '../../../shared/api/catalogue/schemas.js';
import { urlOf } from '../../../shared/api/contract.js';
import { nationalityMatchingTypes, priceLists } from '../../db/schema.js';
import { ensureDemoPrices } from '../../seed/prices.js';
import { createTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function cards() {
  const res = await t.app.inject(urlOf(listMaids, {}, { pageSize: 48 }));
  return listMaidsSchemas.responses[200].parse(res.json()).maids;
}

describe('prices on the maid cards', () => {
  it('each card carries its service’s monthly total for her group, VAT included (the demo prices)', async () => {
    const all = await cards();
    const filipinaLiveIn = all.find((m) => m.nationalityMatchingType.code === 'filipina' && m.living === 'live_in' && !m.isNanny);
    const ethiopianLiveIn = all.find((m) => m.nationalityMatchingType.code === 'ethiopian' && m.living === 'live_in' && !m.isNanny);
    const asianLiveIn = all.find((m) => m.nationalityMatchingType.code === 'asian' && m.living === 'live_in' && !m.isNanny);
    expect(filipinaLiveIn?.monthlyTotalFils).toBe(346_500);
    expect(ethiopianLiveIn?.monthlyTotalFils).toBe(294_000);
    // No list of the Asian group's own: the general live-in price.
    expect(asianLiveIn?.monthlyTotalFils).toBe(315_000);
    const nanny = all.find((m) => m.isNanny && m.nationalityMatchingType.code !== 'filipina');
    if (nanny) expect(nanny.monthlyTotalFils).toBe(367_500);
  });

  it('a price changed in the database reaches the cards at once; a service without a list shows none', async () => {
    const [asian] = await t.database.db.select().from(nationalityMatchingTypes).where(eq(nationalityMatchingTypes.code, 'asian'));
    const general = and(eq(priceLists.service, 'live_in'), isNull(priceLists.matchingTypeId));
    await t.database.db.update(priceLists).set({ monthlyFeeFils: 310_000 }).where(general);
    await t.app.catalogue.sync();
    const asianCard = (await cards()).find((m) => m.nationalityMatchingType.id === asian!.id && m.living === 'live_in' && !m.isNanny);
    expect(asianCard?.monthlyTotalFils).toBe(325_500);

    await t.database.db.delete(priceLists).where(general);
    await t.app.catalogue.sync();
    expect((await cards()).find((m) => m.id === asianCard!.id)?.monthlyTotalFils).toBeNull();
  });

  it('the demo prices are added to a database that has none, once, even by two servers at once', async () => {
    await t.database.db.execute(sql`delete from price_lists`);
    const added = await Promise.all([ensureDemoPrices(t.database.db), ensureDemoPrices(t.database.db)]);
    expect(added.sort()).toEqual([0, 8]);
    expect(await ensureDemoPrices(t.database.db)).toBe(0);
  });

  it('never where staff have changed a price list: lists they deleted stay deleted', async () => {
    await t.database.db.execute(sql`delete from price_lists`);
    await t.database.db.execute(sql`insert into audit_log (action, subject_type, subject_id) values ('prices.price-list.delete', 'price-list', '1')`);
    expect(await ensureDemoPrices(t.database.db)).toBe(0);
  });
});
