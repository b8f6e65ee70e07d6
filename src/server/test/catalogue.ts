import type { Db } from '../db/client.js';
import { housemaids, nationalities, nationalityMatchingTypes } from '../db/schema.js';

type MaidInsert = typeof housemaids.$inferInsert;

const HOUR = 3_600_000;

/**
 * A small catalogue of known maids added beside the demo seed, so that tests can assert exact
 * lists and counts whatever the seed holds. Sort orders above any seeded tab keep them last.
 */
export async function addFixtureCatalogue(db: Db) {
  const [typeA, typeB, blocked] = await db
    .insert(nationalityMatchingTypes)
    .values([
      { code: 'fx_a', label: 'Fixture A', notAllowed: false, sortOrder: 900 },
      { code: 'fx_b', label: 'Fixture B', notAllowed: false, sortOrder: 901 },
      { code: 'fx_blocked', label: 'Fixture Blocked', notAllowed: true, sortOrder: 902 },
    ])
    .returning();
  const [natA, natB, natBlocked] = await db
    .insert(nationalities)
    .values([
      { code: 'fx_a_land', label: 'Fixture A-lander', matchingTypeId: typeA!.id },
      { code: 'fx_b_land', label: 'Fixture B-lander', matchingTypeId: typeB!.id },
      { code: 'fx_blocked_land', label: 'Fixture Blocked-lander', matchingTypeId: blocked!.id },
    ])
    .returning();

  const now = Date.now();
  async function maid(name: string, nationalityId: number, overrides: Partial<MaidInsert> = {}) {
    const [row] = await db
      .insert(housemaids)
      .values({
        name,
        nationalityId,
        religion: 'CHRISTIAN',
        numberOfChildren: 2,
        age: 33,
        experienceYears: 7,
        languages: [{ language: { label: 'English' }, level: { label: 'Good' } }, { language: { label: 'Tagalog' } }],
        infoPhrases: [{ en: 'Cooks Arabic food', ar: 'تجيد الطبخ العربي' }],
        rank: 0,
        living: 'live_in',
        isNanny: false,
        status: 'available',
        videoFile: 'videos/clip-01.mp4',
        posterFile: 'posters/clip-01.jpg',
        dateAdded: new Date('2026-10-01T08:00:00Z'),
        ...overrides,
      })
      .returning({ id: housemaids.id });
    return row!.id;
  }

  // Inserted in id order: a1 before a2 decides their tie on rank 50.
  const ids = {
    a1: await maid('Ana', natA!.id, { rank: 50 }),
    a2: await maid('Bea', natA!.id, { rank: 50, living: 'live_out', isNanny: true }),
    a3: await maid('Cora', natA!.id, { rank: 90, isNanny: true }),
    reservedNow: await maid('Dina', natA!.id, { rank: 80, status: 'reserved', reservedUntil: new Date(now + HOUR) }),
    reservedExpired: await maid('Elsa', natA!.id, { rank: 10, status: 'reserved', reservedUntil: new Date(now - HOUR) }),
    hired: await maid('Fay', natA!.id, { rank: 100, status: 'hired' }),
    reservedOpenEnded: await maid('Gina', natA!.id, { rank: 70, status: 'reserved', reservedUntil: null }),
    b1: await maid('Hana', natB!.id, { rank: 5, living: 'live_out' }),
    blocked: await maid('Ida', natBlocked!.id, { rank: 1000 }),
  };
  return { types: { a: typeA!, b: typeB!, blocked: blocked! }, nationalities: { a: natA!, b: natB! }, ids, maid };
}

export type FixtureCatalogue = Awaited<ReturnType<typeof addFixtureCatalogue>>;
