import { and, eq, sql } from 'drizzle-orm';
import { textIn, type LocalizedText } from '../../../shared/i18n/localized-text.js';
import { addCalendarDays, dubaiDayOf } from '../../../shared/service/clocks.js';
import type { Language } from '../../../shared/tracking.js';
import type { Config } from '../../config.js';
import { applications, invoiceCounters, invoices, statementRows } from '../../db/schema.js';
import { t } from '../../i18n/t.js';
import { readData } from '../application/application-data.js';
import { dayIn, serviceNameIn } from '../application/signed-form-translation.js';
import type { Tx } from '../application/tx.js';
import { anyOf, BATCH } from './ledger.js';
import type { IssuedInvoice, IssuedInvoiceLine } from './invoice-facts.js';

/**
 * Tax invoices and credit notes (issue 30; docs/invoices.md): issued in the transaction that
 * records the payment (or the refund), numbered from a counter row locked by that transaction,
 * so numbers have no gaps however many are issued at once, and kept as issued.
 */

const SERIES = { invoice: 'INV', credit_note: 'CN' } as const;

type Supplier = Pick<Config, 'SUPPLIER_NAME' | 'SUPPLIER_ADDRESS' | 'SUPPLIER_TRN'>;

/** The next `count` numbers of a series, taken under the counter row's lock until `tx` ends. */
async function nextNumbers(tx: Tx, series: string, count: number): Promise<{ seq: number; number: string }[]> {
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ series, next: 1 + count })
    .onConflictDoUpdate({ target: invoiceCounters.series, set: { next: sql`${invoiceCounters.next} + ${count}` } })
    .returning({ next: invoiceCounters.next });
  const first = counter!.next - count;
  return Array.from({ length: count }, (_, i) => ({ seq: first + i, number: `${series}-${String(first + i).padStart(6, '0')}` }));
}

type Row = typeof statementRows.$inferSelect;
type App = Pick<typeof applications.$inferSelect, 'reference' | 'language' | 'data'>;

/** What a payment was for, line by line: the month's service, and on the first payment its offers and one-off charges. */
function paymentLines(row: Row, app: App): IssuedInvoiceLine[] {
  const quote = readData(app.data).values.quote!;
  const lang = app.language;
  const period = (l: Language) => ({ from: dayIn(l, row.dueOn), to: dayIn(l, addCalendarDays(row.periodTo ?? row.dueOn, -1)) });
  const service = (l: Language) => serviceNameIn(l, quote.service);
  const month = (l: Language): string =>
    row.seq === 0
      ? t(l, '{service} service, first month: {from} to {to}', { service: service(l), ...period(l) })
      : t(l, '{service} service, month {month}: {from} to {to}', { service: service(l), month: (row.seq ?? 0) + 1, ...period(l) });
  if (row.seq !== 0) return [{ description: { en: month('en'), local: month(lang) }, netFils: row.netFils, vatFils: row.vatFils, totalFils: row.totalFils }];
  // Each label as staff wrote it in the family's language (its English where they wrote none), beside the English.
  const offer = (l: Language, label: LocalizedText) => t(l, 'Offer: {label}', { label: textIn(label, l) });
  const offers = quote.firstMonthChanges.map((l) => ({ description: { en: offer('en', l.label), local: offer(lang, l.label) }, netFils: l.amountFils, vatFils: l.vatFils, totalFils: l.amountFils + l.vatFils }));
  const charges = quote.oneOffCharges.map((l) => ({ description: { en: l.label.en, local: textIn(l.label, lang) }, netFils: l.amountFils, vatFils: l.vatFils, totalFils: l.amountFils + l.vatFils }));
  const parts = [...offers, ...charges];
  const sum = (key: 'netFils' | 'vatFils' | 'totalFils') => parts.reduce((total, l) => total + l[key], 0);
  // The month's own line is what remains of the payment: the lines always add up to what was collected.
  const monthLine = { description: { en: month('en'), local: month(lang) }, netFils: row.netFils - sum('netFils'), vatFils: row.vatFils - sum('vatFils'), totalFils: row.totalFils - sum('totalFils') };
  return [monthLine, ...offers, ...charges];
}

const supplierOf = (config: Supplier) => ({ name: config.SUPPLIER_NAME, address: config.SUPPLIER_ADDRESS, trn: config.SUPPLIER_TRN });

const recipientOf = (app: App) => {
  const values = readData(app.data).values;
  return { name: values.clientName ?? values.accountHolderName ?? '–' };
};

/** Facts as issued, numbered in the order given, stored in `tx`. */
async function issue(tx: Tx, kind: 'invoice' | 'credit_note', issued: { row: Row; facts: Omit<IssuedInvoice, 'kind' | 'number'> }[]): Promise<string[]> {
  if (issued.length === 0) return [];
  const series = SERIES[kind];
  const numbers = await nextNumbers(tx, series, issued.length);
  const values = issued.map(({ row, facts }, i) => ({ kind, series, seq: numbers[i]!.seq, number: numbers[i]!.number, rowId: row.id, applicationId: row.applicationId, facts: { kind, number: numbers[i]!.number, ...facts } }));
  for (let i = 0; i < values.length; i += BATCH) await tx.insert(invoices).values(values.slice(i, i + BATCH));
  return numbers.map((n) => n.number);
}

/**
 * The tax invoices of payments just collected, one each, in one statement (a results file
 * collects thousands at once); a payment invoiced before keeps its invoice (a returned debit paid
 * by card after all).
 */
export async function issueInvoices(tx: Tx, config: Supplier, rowIds: readonly string[], now = Date.now()): Promise<void> {
  if (rowIds.length === 0) return;
  const invoiced = new Set(
    (await tx.select({ rowId: invoices.rowId }).from(invoices).where(and(anyOf(invoices.rowId, rowIds, 'uuid'), eq(invoices.kind, 'invoice')))).map((r) => r.rowId),
  );
  const rows = (await tx.select().from(statementRows).where(anyOf(statementRows.id, rowIds, 'uuid'))).filter((r) => !invoiced.has(r.id));
  const apps = new Map(
    (await tx.select({ id: applications.id, reference: applications.reference, language: applications.language, data: applications.data }).from(applications).where(anyOf(applications.id, [...new Set(rows.map((r) => r.applicationId))], 'uuid'))).map((a) => [a.id, a]),
  );
  const order = new Map(rowIds.map((id, i) => [id, i]));
  rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  await issue(
    tx,
    'invoice',
    rows.map((row) => {
      const app = apps.get(row.applicationId)!;
      return {
        row,
        facts: {
          lang: app.language,
          issuedOn: dubaiDayOf(now),
          supplyOn: row.dueOn,
          supplier: supplierOf(config),
          recipient: recipientOf(app),
          reference: app.reference,
          lines: paymentLines(row, app),
          vatBasisPoints: row.vatBasisPoints,
          netFils: row.netFils,
          vatFils: row.vatFils,
          totalFils: row.totalFils,
          paymentMethod: row.method,
          creditsInvoice: null,
        },
      };
    }),
  );
}

/** The tax credit note of a refund paid back: it names the invoice of the month it refunds part of. */
export async function issueCreditNote(tx: Tx, config: Supplier, refundRowId: string, creditsInvoice: string | null, now = Date.now()): Promise<string> {
  const [existing] = await tx.select({ number: invoices.number }).from(invoices).where(and(eq(invoices.rowId, refundRowId), eq(invoices.kind, 'credit_note')));
  if (existing) return existing.number;
  const [row] = await tx.select().from(statementRows).where(eq(statementRows.id, refundRowId));
  const [app] = await tx.select({ reference: applications.reference, language: applications.language, data: applications.data }).from(applications).where(eq(applications.id, row!.applicationId));
  const quote = readData(app!.data).values.quote;
  const describe = (l: Language) =>
    t(l, 'Refund for the days not served of the {service} service, from {from}', { service: quote ? serviceNameIn(l, quote.service) : '', from: dayIn(l, row!.dueOn) });
  const [number] = await issue(tx, 'credit_note', [
    {
      row: row!,
      facts: {
        lang: app!.language,
        issuedOn: dubaiDayOf(now),
        supplyOn: row!.dueOn,
        supplier: supplierOf(config),
        recipient: recipientOf(app!),
        reference: app!.reference,
        lines: [{ description: { en: describe('en'), local: describe(app!.language) }, netFils: row!.netFils, vatFils: row!.vatFils, totalFils: row!.totalFils }],
        vatBasisPoints: row!.vatBasisPoints,
        netFils: row!.netFils,
        vatFils: row!.vatFils,
        totalFils: row!.totalFils,
        paymentMethod: row!.method,
        creditsInvoice,
      },
    },
  ]);
  return number!;
}
