import type { Db } from '../db/client.js';
import { housemaids, nationalities, nationalityMatchingTypes } from '../db/schema.js';

/** A housemaid id: the seed's first maid, or one made here when the template has none. */
export async function aMaidId(db: Db): Promise<number> {
  const [maid] = await db.select({ id: housemaids.id }).from(housemaids).limit(1);
  if (maid) return maid.id;
  const [type] = await db.insert(nationalityMatchingTypes).values({ code: 'test-type', label: 'Test' }).returning();
  const [nat] = await db.insert(nationalities).values({ code: 'test-nat', label: 'Test', matchingTypeId: type!.id }).returning();
  const [made] = await db
    .insert(housemaids)
    .values({ name: 'Test', nationalityId: nat!.id, religion: 'OTHER', age: 30, videoFile: 'v.mp4', posterFile: 'p.jpg' })
    .returning({ id: housemaids.id });
  return made!.id;
}
