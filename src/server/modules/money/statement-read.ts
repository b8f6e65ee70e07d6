import { asc, eq, inArray } from 'drizzle-orm';
import type { Statement, StatementRow } from '../../../shared/api/money/schemas.js';
import { textIn } from '../../../shared/i18n/localized-text.js';
import { isPayable } from '../../../shared/money/states.js';
import type { Language } from '../../../shared/tracking.js';
import { statementTotals } from '../../../shared/money/totals.js';
import { dubaiDayOf } from '../../../shared/service/clocks.js';
import { applications, invoices, mandates, statementEvents, statementRows } from '../../db/schema.js';
import type { DbOrTx } from '../application/tx.js';

/**
 * A family's statement as the family and staff read it: every row with its status (the last
 * event; an offer's is its first payment's), its history, its invoices, and the totals; an offer's
 * label in `language` (the family's page's; staff read English). Null before there is anything on it.
 */
export async function readStatement(db: DbOrTx, applicationId: string, language: Language, now = Date.now()): Promise<Statement | null> {
  const today = dubaiDayOf(now);
  const [app] = await db.select({ reference: applications.reference }).from(applications).where(eq(applications.id, applicationId));
  if (!app) return null;
  const rows = await db.select().from(statementRows).where(eq(statementRows.applicationId, applicationId)).orderBy(asc(statementRows.dueOn), asc(statementRows.createdAt));
  if (rows.length === 0) return null;
  const ids = rows.map((r) => r.id);
  const [events, issued, [mandate]] = await Promise.all([
    db.select().from(statementEvents).where(inArray(statementEvents.rowId, ids)).orderBy(asc(statementEvents.id)),
    db.select({ id: invoices.id, number: invoices.number, kind: invoices.kind, rowId: invoices.rowId, facts: invoices.facts }).from(invoices).where(inArray(invoices.rowId, ids)).orderBy(asc(invoices.seq)),
    db.select({ reference: mandates.reference, status: mandates.status }).from(mandates).where(eq(mandates.applicationId, applicationId)),
  ]);
  const eventsOf = new Map<string, (typeof events)[number][]>();
  for (const event of events) eventsOf.set(event.rowId, [...(eventsOf.get(event.rowId) ?? []), event]);
  const last = (rowId: string) => eventsOf.get(rowId)!.at(-1)!;
  const shown: StatementRow[] = rows.map((row) => {
    const own = eventsOf.get(row.id) ?? [];
    const latest = last(row.partOf ?? row.id);
    const returned = [...own].reverse().find((e) => e.status === 'returned');
    return {
      id: row.id,
      kind: row.kind,
      method: row.method,
      seq: row.seq,
      dueOn: row.dueOn,
      periodTo: row.periodTo,
      netFils: row.netFils,
      vatFils: row.vatFils,
      totalFils: row.totalFils,
      vatBasisPoints: row.vatBasisPoints,
      label: row.label && textIn(row.label, language),
      partOf: row.partOf,
      status: latest.status,
      statusAt: latest.at.toISOString(),
      returnReason: latest.status === 'returned' ? (returned?.reason ?? null) : null,
      events: own.map((e) => ({ status: e.status, at: e.at.toISOString(), reason: e.reason, source: e.source })),
      invoices: issued.filter((i) => i.rowId === row.id).map((i) => ({ id: i.id, number: i.number, kind: i.kind, issuedOn: i.facts.issuedOn })),
      payable: isPayable({ ...row, status: latest.status }, today),
    };
  });
  // Offers right after their first payment.
  const ordered = shown.filter((r) => r.partOf === null).flatMap((r) => [r, ...shown.filter((o) => o.partOf === r.id)]);
  const next = ordered.find((r) => r.seq !== null && (r.status === 'scheduled' || r.status === 'sent'));
  return {
    reference: app.reference,
    mandate: mandate ?? null,
    rows: ordered,
    totals: statementTotals(ordered),
    nextPayment: next ? { dueOn: next.dueOn, totalFils: next.totalFils } : null,
  };
}
