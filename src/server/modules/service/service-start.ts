import { eq } from 'drizzle-orm';
import { dubaiDayOf } from '../../../shared/service/clocks.js';
import { applications, housemaids, serviceEvents, serviceMaids, serviceRequests, services } from '../../db/schema.js';
import { conflict } from '../../http/errors.js';
import { readData } from '../application/application-data.js';
import { quoteForMaid } from '../application/maid-quote.js';
import type { Tx } from '../application/tx.js';

export const SERVICE_HAS_REQUESTS = 'The family has already made requests on this service (a replacement, a problem or a cancellation): it cannot go back before “Maid arrived”. Handle them at the service desk.';

export const SERVICE_RUNS = 'This family\'s maid has arrived and their service runs: it ends by their cancellation from My maid (with its refund), not by cancelling the application. Talk to them, or stop the debits at the service desk.';

type ApplicationRow = typeof applications.$inferSelect;

/**
 * The desk marked the maid arrived: the application becomes a running service, at the price the
 * family signed for (the quote frozen at the start; the maid's list now only for rows from before
 * quotes were kept), debited monthly from the mandate's first debit day. She is now hired.
 */
export async function startService(tx: Tx, row: ApplicationRow, staffId: string | null, now = Date.now()): Promise<void> {
  const values = readData(row.data).values;
  const quote = values.quote ?? (await quoteForMaid(tx, row.housemaidId));
  const today = dubaiDayOf(now);
  const [service] = await tx
    .insert(services)
    .values({
      applicationId: row.id,
      housemaidId: row.housemaidId,
      startedOn: today,
      debitStartOn: values.debitStartDate ?? today,
      monthlyFeeFils: quote?.monthlyFeeFils ?? 0,
      monthlyVatFils: quote?.monthlyVatFils ?? 0,
      monthlyTotalFils: quote?.monthlyTotalFils ?? 0,
      vatBasisPoints: quote?.vatBasisPoints ?? 0,
    })
    .onConflictDoNothing()
    .returning({ id: services.id });
  if (!service) return; // marked arrived before, moved back and forward again: the service stands
  await tx.insert(serviceMaids).values({ serviceId: service.id, housemaidId: row.housemaidId, fromDay: today });
  await tx.insert(serviceEvents).values({ serviceId: service.id, kind: 'started', detail: { maidId: row.housemaidId }, staffId });
  await tx.update(housemaids).set({ status: 'hired', reservedUntil: null }).where(eq(housemaids.id, row.housemaidId));
}

/**
 * "Maid arrived" undone (one stage back, a click made too early): the service goes with it while
 * the family has asked nothing of it; after a request it stays, and the move is refused.
 */
export async function undoServiceStart(tx: Tx, applicationId: string): Promise<void> {
  const [service] = await tx.select({ id: services.id, housemaidId: services.housemaidId }).from(services).where(eq(services.applicationId, applicationId)).for('update');
  if (!service) return;
  const [request] = await tx.select({ id: serviceRequests.id }).from(serviceRequests).where(eq(serviceRequests.serviceId, service.id)).limit(1);
  if (request) throw conflict(SERVICE_HAS_REQUESTS);
  await tx.delete(services).where(eq(services.id, service.id));
  await tx.update(housemaids).set({ status: 'reserved' }).where(eq(housemaids.id, service.housemaidId));
}

/** An application whose service runs is not cancelled from the desk: the service's own cancellation refunds the family. */
export async function refuseWhileServiceRuns(tx: Tx, applicationId: string): Promise<void> {
  const [service] = await tx.select({ status: services.status }).from(services).where(eq(services.applicationId, applicationId));
  if (service?.status === 'active') throw conflict(SERVICE_RUNS);
}
