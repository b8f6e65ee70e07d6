import { housemaids, nationalities, nationalityMatchingTypes } from '../db/schema.js';
import { MATCHING_TYPES, NATIONALITIES } from '../../../seed/nationalities.js';
import { availabilityConfirmedAtOf, dateAddedOf, reservedUntilOf, type SeedMaid } from '../../../seed/make-maids.js';
import type { Db } from '../db/client.js';

/** A transaction or the database itself: both take the same queries. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** Inserts the matching types and nationalities; returns nationality ids by code. */
export async function insertNationalities(tx: Tx): Promise<Map<string, number>> {
  const types = await tx
    .insert(nationalityMatchingTypes)
    .values(MATCHING_TYPES.map((t) => ({ ...t })))
    .returning({ id: nationalityMatchingTypes.id, code: nationalityMatchingTypes.code });
  const typeId = new Map(types.map((t) => [t.code, t.id]));
  const rows = await tx
    .insert(nationalities)
    .values(
      NATIONALITIES.map((n) => {
        const matchingTypeId = typeId.get(n.matchingType);
        if (matchingTypeId === undefined) throw new Error(`nationality ${n.code}: unknown matching type ${n.matchingType}`);
        return { code: n.code, label: n.label, matchingTypeId };
      }),
    )
    .returning({ id: nationalities.id, code: nationalities.code });
  return new Map(rows.map((r) => [r.code, r.id]));
}

// 20 columns a row: 1000 rows stay well under PostgreSQL's 65535 bind parameters.
const CHUNK = 1000;

/** Inserts maids in chunks; dates are relative to `now`. The benchmarks reuse this for big catalogues. */
export async function insertMaids(tx: Tx, maids: readonly SeedMaid[], nationalityIds: Map<string, number>, now = new Date()) {
  for (let start = 0; start < maids.length; start += CHUNK) {
    const rows = maids.slice(start, start + CHUNK).map((m) => {
      const nationalityId = nationalityIds.get(m.nationality);
      if (nationalityId === undefined) throw new Error(`maid ${m.name}: unknown nationality ${m.nationality}`);
      return {
        name: m.name,
        nationalityId,
        religion: m.religion,
        numberOfChildren: m.numberOfChildren,
        age: m.age,
        experienceYears: m.experienceYears,
        languages: m.languages,
        infoPhrases: m.infoPhrases,
        rank: m.rank,
        living: m.living,
        isNanny: m.isNanny,
        status: m.status,
        reservedUntil: reservedUntilOf(m, now),
        videoFile: m.videoFile,
        posterFile: m.posterFile,
        dateAdded: dateAddedOf(m, now),
        skills: m.skills,
        workExperience: m.workExperience,
        availabilityConfirmedAt: availabilityConfirmedAtOf(m, now),
      };
    });
    await tx.insert(housemaids).values(rows);
  }
}
