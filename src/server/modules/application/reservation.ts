import { and, desc, eq, gt, inArray, isNull, ne, not, or, sql } from 'drizzle-orm';
import type { HoldingApplication } from '../../../shared/catalogue/maid-availability.js';
import type { Db } from '../../db/client.js';
import { applicationAccess, applications, housemaids } from '../../db/schema.js';
import { conflict } from '../../http/errors.js';
import type { DbOrTx, Tx } from './tx.js';
import { msg } from '../../i18n/t.js';

export const MAID_LOST =
  msg('While your application was open, this maid was reserved by another client. Please choose another maid from the list.');

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

/** Another client's application for the same maid, started after `application`: it holds her now. */
const newerApplicationOfMaid = sql`exists (
  select 1 from ${applications} as newer
  where newer.housemaid_id = ${applications.housemaidId} and newer.id <> ${applications.id}
    and newer.created_at > ${applications.createdAt} and newer.status in ('pending', 'submitted'))`;

/**
 * Of `maidIds`, the maids this browser's own open application holds (its sessionId, or its access
 * cookie from another tab): to it they are still in My List while it applies
 * (getremainingavailablemaids), to everyone else reserved.
 */
export async function maidsHeldBySession(
  db: DbOrTx,
  { sessionId, cookieHash }: { sessionId: string; cookieHash: string | null },
  maidIds: readonly number[],
): Promise<number[]> {
  if (maidIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ housemaidId: applications.housemaidId })
    .from(applications)
    .innerJoin(applicationAccess, eq(applicationAccess.applicationId, applications.id))
    .where(
      and(
        inArray(applications.housemaidId, [...maidIds]),
        eq(applications.status, 'pending'),
        cookieHash ? or(eq(applicationAccess.sessionId, sessionId), eq(applicationAccess.cookieHash, cookieHash)) : eq(applicationAccess.sessionId, sessionId),
        eq(applicationAccess.role, 'owner'),
        not(newerApplicationOfMaid),
      ),
    );
  return rows.map((r) => r.housemaidId);
}

/**
 * releasemaid for a maid this browser (sessionId and access cookie) is applying for: her
 * reservation ends now, so she is back in every list. The application stays open; starting again
 * re-reserves her for it (application-service.ts). Nothing happens when another client's newer
 * application holds her or she is hired. True when a reservation was released.
 */
export async function releaseHeldMaid(db: Db, owner: { sessionId: string; cookieHash: string }, housemaidId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [own] = await tx
      .select({ id: applications.id })
      .from(applications)
      .innerJoin(applicationAccess, eq(applicationAccess.applicationId, applications.id))
      .where(
        and(
          eq(applications.housemaidId, housemaidId),
          eq(applications.status, 'pending'),
          eq(applicationAccess.sessionId, owner.sessionId),
          eq(applicationAccess.cookieHash, owner.cookieHash),
          eq(applicationAccess.role, 'owner'),
          not(newerApplicationOfMaid),
        ),
      )
      .limit(1);
    if (!own) return false;
    const released = await tx
      .update(housemaids)
      .set({ status: 'available', reservedUntil: null })
      .where(and(eq(housemaids.id, housemaidId), eq(housemaids.status, 'reserved')))
      .returning({ id: housemaids.id });
    return released.length > 0;
  });
}

/**
 * The application that holds a maid who cannot be offered: her newest one in progress or submitted
 * and not cancelled, and whether the browser whose access cookie hashes to `cookieHash` started
 * it (shared/catalogue/maid-availability.ts). Null when none does.
 */
export async function holdingApplicationOf(db: DbOrTx, housemaidId: number, cookieHash: string | null): Promise<HoldingApplication | null> {
  const [row] = await db
    .select({
      status: applications.status,
      stage: applications.stage,
      own: cookieHash
        ? // Qualified by hand: in a select list drizzle writes columns unqualified, and "id" would be the grant's.
          sql<boolean>`exists (select 1 from application_access owner_access where owner_access.application_id = "applications"."id"
            and owner_access.role = 'owner' and owner_access.cookie_hash = ${cookieHash})`
        : sql<boolean>`false`,
    })
    .from(applications)
    .where(
      and(
        eq(applications.housemaidId, housemaidId),
        or(eq(applications.status, 'pending'), and(eq(applications.status, 'submitted'), or(isNull(applications.stage), ne(applications.stage, 'cancelled')))),
      ),
    )
    .orderBy(desc(applications.createdAt))
    .limit(1);
  if (!row || (row.status !== 'pending' && row.status !== 'submitted')) return null;
  return { status: row.status, stage: row.stage, own: row.own === true };
}
