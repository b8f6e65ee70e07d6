import { and, eq } from 'drizzle-orm';
import { isPayable } from '../../../shared/money/states.js';
import { formatAed } from '../../../shared/pricing/money.js';
import { dubaiDayOf } from '../../../shared/service/clocks.js';
import { msg } from '../../i18n/t.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { applications, cardCheckouts, paymentEvents, statementRows } from '../../db/schema.js';
import { badRequest, conflict } from '../../http/errors.js';
import type { Tx } from '../application/tx.js';
import type { CardEvent, CardProvider } from './card-provider.js';
import { issueInvoices } from './invoices.js';
import { appendEvent, currentStatus } from './ledger.js';

/**
 * Paying a statement row by card (issue 30): a checkout at the provider's hosted page, and its
 * event applied once, in one transaction with the row's new status and its tax invoice.
 */

export const NOT_PAYABLE = msg('This payment cannot be paid by card now: it is paid already, or it is not due yet.');

type Supplier = Pick<Config, 'SUPPLIER_NAME' | 'SUPPLIER_ADDRESS' | 'SUPPLIER_TRN'>;

/** The row as a payment a family may pay by card now (shared/money/states.ts isPayable), or null. */
export async function payableRow(db: Db | Tx, rowId: string, now = Date.now()) {
  const [row] = await db
    .select({ id: statementRows.id, applicationId: statementRows.applicationId, seq: statementRows.seq, kind: statementRows.kind, method: statementRows.method, totalFils: statementRows.totalFils, dueOn: statementRows.dueOn, status: currentStatus, reference: applications.reference })
    .from(statementRows)
    .innerJoin(applications, eq(applications.id, statementRows.applicationId))
    .where(eq(statementRows.id, rowId));
  return row && isPayable(row, dubaiDayOf(now)) ? row : null;
}

export function createCardPayments(db: Db, provider: CardProvider, config: Supplier) {
  return {
    provider,

    /** A hosted checkout for a payable row: where to send the browser. */
    async open(rowId: string, description: (row: { seq: number | null; dueOn: string; reference: string }) => string, urls: { successUrl: string; cancelUrl: string }) {
      const row = await payableRow(db, rowId);
      if (!row) throw conflict(NOT_PAYABLE);
      const [checkout] = await db.insert(cardCheckouts).values({ rowId, provider: provider.name, amountFils: row.totalFils, ...urls }).returning({ id: cardCheckouts.id });
      const made = await provider.createCheckout({ checkoutId: checkout!.id, amountFils: row.totalFils, description: description(row), ...urls });
      await db.update(cardCheckouts).set({ providerRef: made.providerRef }).where(eq(cardCheckouts.id, checkout!.id));
      return { url: made.url };
    },

    /**
     * A verified provider event, applied once: a duplicate or a replay of an event already seen
     * changes nothing. A paid checkout collects its row and issues the invoice; a row collected
     * already has the second payment refunded.
     */
    async apply(event: CardEvent): Promise<{ applied: boolean }> {
      return db.transaction(async (tx) => {
        const fresh = await tx
          .insert(paymentEvents)
          .values({ provider: provider.name, eventId: event.id, type: event.type === 'ignored' ? event.providerType : event.type })
          .onConflictDoNothing()
          .returning({ eventId: paymentEvents.eventId });
        if (fresh.length === 0 || event.type === 'ignored') return { applied: false };
        const [checkout] = await tx.select().from(cardCheckouts).where(and(eq(cardCheckouts.id, event.checkoutId), eq(cardCheckouts.provider, provider.name))).for('update');
        if (!checkout) throw badRequest(`No checkout ${event.checkoutId}`);
        if (event.currency.toLowerCase() !== 'aed' || event.amountFils !== checkout.amountFils) {
          throw badRequest(`The payment of ${event.currency} ${event.amountFils} does not match the checkout's ${formatAed(checkout.amountFils)}.`);
        }
        if (checkout.status === 'paid') return { applied: false };
        await tx.update(cardCheckouts).set({ status: 'paid', paymentRef: event.paymentRef, paidAt: new Date() }).where(eq(cardCheckouts.id, checkout.id));
        const [row] = await tx.select({ status: currentStatus }).from(statementRows).where(eq(statementRows.id, checkout.rowId));
        if (row?.status === 'collected') {
          // Paid twice (two checkouts opened before either was paid): the second payment goes straight back.
          await provider.refund({ paymentRef: event.paymentRef, amountFils: event.amountFils, idempotencyKey: `paid-twice-${checkout.id}` });
          return { applied: false };
        }
        await collectByCard(tx, config, checkout.rowId, checkout.id);
        return { applied: true };
      });
    },
  };
}

/** The row paid by card: collected, with its invoice; its mandate stays as it is. */
async function collectByCard(tx: Tx, config: Supplier, rowId: string, checkoutId: string) {
  await appendEvent(tx, rowId, 'collected', { source: 'card', sourceRef: checkoutId });
  await issueInvoices(tx, config, [rowId]);
}
