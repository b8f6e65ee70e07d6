import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { housemaids, nationalities, nationalityMatchingTypes } from '../db/schema.js';
import { createTestApp, type TestApp } from '../test/helper.js';
import { seedIfEmpty } from './index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('demo catalogue seed', () => {
  it('has at least 80 maids over at least 8 nationalities', async () => {
    const db = t.database.db;
    const [maids] = await db.select({ n: sql<number>`count(*)::int` }).from(housemaids);
    expect(maids!.n).toBeGreaterThanOrEqual(80);
    const used = await db.selectDistinct({ id: housemaids.nationalityId }).from(housemaids);
    expect(used.length).toBeGreaterThanOrEqual(8);
  });

  it('has the stable matching types, one of them notAllowed with a nationality of exactly 2 maids', async () => {
    const db = t.database.db;
    const types = await db.select().from(nationalityMatchingTypes);
    expect(types.map((x) => x.code).sort()).toEqual(['african', 'asian', 'ethiopian', 'filipina', 'restricted']);
    const restricted = types.filter((x) => x.notAllowed);
    expect(restricted.map((x) => x.code)).toEqual(['restricted']);
    const rows = await db
      .select({ nationality: nationalities.code, n: sql<number>`count(${housemaids.id})::int` })
      .from(nationalities)
      .leftJoin(housemaids, eq(housemaids.nationalityId, nationalities.id))
      .where(eq(nationalities.matchingTypeId, restricted[0]!.id))
      .groupBy(nationalities.code);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.n).toBe(2);
  });

  it('gives every maid plausible details', async () => {
    const maids = await t.database.db.select().from(housemaids);
    for (const m of maids) {
      expect(m.age).toBeGreaterThanOrEqual(23);
      expect(m.age).toBeLessThanOrEqual(45);
      expect(m.numberOfChildren).toBeLessThanOrEqual(4);
      expect(m.languages.some((l) => l.language.label === 'English')).toBe(true);
    }
    const available = maids.filter((m) => m.status === 'available');
    expect(available.length).toBeGreaterThan(maids.length / 2);
    expect(maids.some((m) => m.status === 'reserved')).toBe(true);
    expect(maids.some((m) => m.isNanny)).toBe(true);
    expect(maids.some((m) => m.living === 'live_out')).toBe(true);
  });

  it('does nothing on a database that already has maids', async () => {
    const db = t.database.db;
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(housemaids);
    expect(await seedIfEmpty({ db, storage: t.app.storage, config: t.config })).toBe(false);
    const after = await db.select({ n: sql<number>`count(*)::int` }).from(housemaids);
    expect(after).toEqual(before);
  });
});
