import { and, eq, gt, inArray, ne } from 'drizzle-orm';
import { applications, housemaids } from '../../db/schema.js';
import { conflict } from '../../http/errors.js';
import type { Tx } from './tx.js';

export const MAID_LOST =
  'While your application was open, this maid was reserved by another client. Please choose another maid from the list.';

/**
 * Every step the client completes keeps the maid reserved for another MAID_RESERVATION_MINUTES;
 * the final step holds her without expiry. If the reservation lapsed and another client started
 * an application for her meanwhile, this one cannot go on.
 */
export async function keepMaidReserved(
  tx: Tx,
  application: { id: string; housemaidId: number; createdAt: Date },
  minutes: number,
  final: boolean,
): Promise<void> {
  const [maid] = await tx.select({ status: housemaids.status }).from(housemaids).where(eq(housemaids.id, application.housemaidId)).for('update');
  const [newer] = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.housemaidId, application.housemaidId),
        ne(applications.id, application.id),
        gt(applications.createdAt, application.createdAt),
        inArray(applications.status, ['pending', 'submitted']),
      ),
    )
    .limit(1);
  if (!maid || maid.status === 'hired' || newer) throw conflict(MAID_LOST);
  await tx
    .update(housemaids)
    .set({ status: 'reserved', reservedUntil: final ? null : new Date(Date.now() + minutes * 60_000) })
    .where(eq(housemaids.id, application.housemaidId));
}
