import { eq } from 'drizzle-orm';
import { applications } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { NO_APPLICATION } from './access.js';
import type { Tx } from './tx.js';

/**
 * The application's row, locked until `tx` ends, or undefined when there is none or its client's
 * data was erased. Every write of the family's calls takes this lock first, and so does the
 * erasure (data-rights/client-erase.ts): a call whose access was checked just before an erasure
 * waits for it, then finds the data gone, instead of writing personal data into a row the agency
 * has just emptied.
 */
export async function lockedApplication(tx: Tx, id: string) {
  const [row] = await tx.select().from(applications).where(eq(applications.id, id)).for('update');
  return row && !row.data.erasedAt ? row : undefined;
}

/** lockedApplication, refusing an erased application as its access check would once the erasure is seen: the same 404. */
export async function lockApplication(tx: Tx, id: string) {
  const row = await lockedApplication(tx, id);
  if (!row) throw notFound(NO_APPLICATION);
  return row;
}
