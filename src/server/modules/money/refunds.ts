import { and, desc, eq, gte, isNotNull, lte } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { cardCheckouts, invoices, statementRows } from '../../db/schema.js';
import type { Tx } from '../application/tx.js';
import type { CardProvider } from './card-provider.js';
import { issueCreditNote } from './invoices.js';
import { appendEvent, currentStatus } from './ledger.js';

/**
 * A cancellation's refund on the statement (issue 30): owed from the day the service ends, paid
 * back when staff record it, with its tax credit note. The row stays as computed; a refund paid
 * at another amount cancels it and is written as paid.
 */

type Supplier = Pick<Config, 'SUPPLIER_NAME' | 'SUPPLIER_ADDRESS' | 'SUPPLIER_TRN'>;

const vatShare = (totalFils: number, basisPoints: number) => Math.round((totalFils * basisPoints) / (10_000 + basisPoints));

/** The refund a cancellation owes the family, as the rule computed it. */
export async function owedRefund(tx: Tx, applicationId: string, requestId: string, refund: { totalFils: number; vatFils: number; vatBasisPoints: number }, endsOn: string) {
  if (refund.totalFils <= 0) return;
  const [{ method } = { method: 'direct_debit' as const }] = await tx.select({ method: statementRows.method }).from(statementRows).where(and(eq(statementRows.applicationId, applicationId), isNotNull(statementRows.seq))).limit(1);
  const [row] = await tx
    .insert(statementRows)
    .values({ applicationId, kind: 'refund', method, dueOn: endsOn, netFils: refund.totalFils - refund.vatFils, vatFils: refund.vatFils, totalFils: refund.totalFils, vatBasisPoints: refund.vatBasisPoints, requestId })
    .returning({ id: statementRows.id });
  await appendEvent(tx, row!.id, 'scheduled', { source: 'service' });
}

/** The refund paid back: its row refunded (or replaced by one at the amount paid) and its credit note issued. */
export async function refundPaid(tx: Tx, config: Supplier, applicationId: string, requestId: string, paid: { amountFils: number; staffId: string; reference: string | null }): Promise<string | null> {
  if (paid.amountFils <= 0) return null;
  const [owed] = await tx
    .select({ id: statementRows.id, totalFils: statementRows.totalFils, dueOn: statementRows.dueOn, vatBasisPoints: statementRows.vatBasisPoints, method: statementRows.method, status: currentStatus })
    .from(statementRows)
    .where(and(eq(statementRows.requestId, requestId), eq(statementRows.kind, 'refund')))
    .orderBy(desc(statementRows.createdAt))
    .limit(1);
  const ref = { source: 'staff' as const, staffId: paid.staffId, sourceRef: `refund:${requestId}`, reason: paid.reference };
  let rowId = owed?.id ?? null;
  if (!owed || owed.totalFils !== paid.amountFils) {
    if (owed && owed.status === 'scheduled') await appendEvent(tx, owed.id, 'cancelled', { ...ref, reason: `Paid back as ${paid.amountFils} fils instead.` });
    const [last] = await tx.select({ dueOn: statementRows.dueOn, vatBasisPoints: statementRows.vatBasisPoints, method: statementRows.method }).from(statementRows).where(and(eq(statementRows.applicationId, applicationId), isNotNull(statementRows.seq))).orderBy(desc(statementRows.dueOn)).limit(1);
    const basisPoints = owed?.vatBasisPoints ?? last?.vatBasisPoints ?? 0;
    const vatFils = vatShare(paid.amountFils, basisPoints);
    const [row] = await tx
      .insert(statementRows)
      .values({ applicationId, kind: 'refund', method: owed?.method ?? last?.method ?? 'direct_debit', dueOn: owed?.dueOn ?? last?.dueOn ?? new Date().toISOString().slice(0, 10), netFils: paid.amountFils - vatFils, vatFils, totalFils: paid.amountFils, vatBasisPoints: basisPoints, requestId })
      .returning({ id: statementRows.id });
    rowId = row!.id;
  }
  await appendEvent(tx, rowId!, 'refunded', ref);
  const [refunded] = await tx.select({ dueOn: statementRows.dueOn }).from(statementRows).where(eq(statementRows.id, rowId!));
  // The credit note corrects the invoice of the month the refund is part of: the last payment invoiced by the day the service ended.
  const [credited] = await tx
    .select({ number: invoices.number })
    .from(invoices)
    .innerJoin(statementRows, eq(statementRows.id, invoices.rowId))
    .where(and(eq(invoices.applicationId, applicationId), eq(invoices.kind, 'invoice'), lte(statementRows.dueOn, refunded!.dueOn)))
    .orderBy(desc(statementRows.dueOn))
    .limit(1);
  return issueCreditNote(tx, config, rowId!, credited?.number ?? null);
}

/**
 * A refund paid back to the card the family paid with, through the card provider's API: the
 * latest card payment of the application large enough to take it. The idempotency key makes a
 * retry (a transaction that failed after the call) one refund at the provider. Null when the
 * family never paid by card here: staff then pay it back another way.
 */
export async function refundToCard(tx: Tx, provider: CardProvider, applicationId: string, requestId: string, amountFils: number): Promise<string | null> {
  const [payment] = await tx
    .select({ paymentRef: cardCheckouts.paymentRef })
    .from(cardCheckouts)
    .innerJoin(statementRows, eq(statementRows.id, cardCheckouts.rowId))
    .where(and(eq(statementRows.applicationId, applicationId), eq(cardCheckouts.status, 'paid'), eq(cardCheckouts.provider, provider.name), gte(cardCheckouts.amountFils, amountFils)))
    .orderBy(desc(cardCheckouts.paidAt))
    .limit(1);
  if (!payment?.paymentRef) return null;
  const { refundRef } = await provider.refund({ paymentRef: payment.paymentRef, amountFils, idempotencyKey: `refund-${requestId}` });
  return refundRef;
}
