import { and, eq, sql } from 'drizzle-orm';
import { pathOf } from '../../../shared/api/contract.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as money from '../../../shared/api/admin-money/contracts.js';
import type { StaffStatement } from '../../../shared/api/admin-money/schemas.js';
import * as desk from '../../../shared/api/admin-applications/contracts.js';
import * as family from '../../../shared/api/money/contracts.js';
import * as serviceDesk from '../../../shared/api/admin-service/contracts.js';
import * as service from '../../../shared/api/service/contracts.js';
import type { Statement } from '../../../shared/api/money/schemas.js';
import { monthlyDebitDay } from '../../../shared/service/debits.js';
import { addCalendarDays, dubaiDayOf } from '../../../shared/service/clocks.js';
import { auditLog, cardCheckouts, collectionImports, invoiceCounters, invoices, mandates, serviceRequests, services, smsOutbox, statementEvents, statementRows } from '../../db/schema.js';
import { json, multipartFile } from '../../test/application.js';
import { returnedFirstDebit } from '../../test/money.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { pdfText } from '../../test/pdf-text.js';
import { CLIENT, runSampleJourney, type SampleJourney } from '../../test/sample-journey.js';
import { addStaff, StaffBrowser } from '../../test/staff.js';
import { readData } from '../application/application-data.js';
import { issueInvoices } from './invoices.js';
import { NOTHING_APPLIED } from './collections.js';
import { changePrice } from './price-change.js';

let t: TestApp;
let agent: StaffBrowser;
let finance: StaffBrowser;
const db = () => t.database.db;

const signedIn = async (role: 'agent' | 'finance' | 'editor') => {
  const browser = new StaffBrowser(t.app);
  expect((await browser.signIn((await addStaff(db(), role)).email)).statusCode).toBe(200);
  return browser;
};

beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_DELAY_MS: '0', CAPTCHA_THRESHOLD: '1000' });
  [agent, finance] = [await signedIn('agent'), await signedIn('finance')];
}, 60_000);
afterAll(() => t?.close());

const statementOf = async (j: SampleJourney) => {
  const res = await j.browser.callAbout(family.getStatement, j.appId);
  expect(res.statusCode, res.body).toBe(200);
  return json<Statement>(res);
};
const valuesOf = async (appId: string) => readData((await db().query.applications.findFirst({ where: (a, { eq: is }) => is(a.id, appId) }))!.data).values;
const monthOf = (day: string) => day.slice(0, 7);
const aed = (fils: number) => `${Math.floor(fils / 100)}.${String(fils % 100).padStart(2, '0')}`;

const exportMonth = async (month: string, who = finance) => {
  const res = await who.call(money.exportCollections, { body: { month } });
  return res;
};
const importFile = async (text: string, name = 'results.csv', who = finance) => {
  const { body, headers } = multipartFile(Buffer.from(text), name, 'text/csv');
  return who.call(money.importCollectionResults, { body, headers });
};
const RESULTS_HEADER = 'reference,date,amount,status,return_reason';

describe('the statement starts when the application is sent', () => {
  let journey: SampleJourney;
  beforeAll(async () => {
    journey = await runSampleJourney(t.app, db());
  });

  it('holds the first debit on the mandate day at the signed price, then a debit a month, all scheduled', async () => {
    const values = await valuesOf(journey.appId);
    const quote = values.quote!;
    const statement = await statementOf(journey);
    const payments = statement.rows.filter((r) => r.seq !== null);
    expect(payments[0]).toMatchObject({ kind: 'first_payment', method: 'direct_debit', seq: 0, dueOn: values.debitStartDate, totalFils: quote.firstPaymentFils, status: 'scheduled' });
    expect(payments[1]).toMatchObject({ kind: 'monthly_payment', seq: 1, dueOn: monthlyDebitDay(values.debitStartDate!, 1), totalFils: quote.monthlyTotalFils, status: 'scheduled' });
    for (const row of statement.rows) expect(row.netFils + row.vatFils).toBe(row.totalFils);
    // Offers sit right after the first debit, inside it.
    const offers = statement.rows.filter((r) => r.kind === 'offer');
    expect(offers.map((o) => o.label)).toEqual(quote.firstMonthChanges.map((c) => c.label.en));
    expect(statement.mandate).toEqual({ reference: `DD-${statement.reference}`, status: 'signed' });
    expect(statement.nextPayment).toEqual({ dueOn: values.debitStartDate, totalFils: quote.firstPaymentFils });
    expect(statement.totals).toMatchObject({ paidFils: 0, dueFils: 0, upcomingFils: payments.reduce((s, r) => s + r.totalFils, 0) });
  });

  it('is the client’s only: another browser gets 404, and staff read it with its history', async () => {
    const stranger = await runSampleJourney(t.app, db());
    expect((await stranger.browser.callAbout(family.getStatement, journey.appId)).statusCode).toBe(404);
    const res = await agent.call(money.getApplicationStatement, { params: { id: journey.appId } });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<StaffStatement>(res).rows[0]!.events.map((e) => e.status)).toEqual(['scheduled']);
    const editor = await signedIn('editor');
    expect((await editor.call(money.getApplicationStatement, { params: { id: journey.appId } })).statusCode).toBe(403);
  });
});

describe('collections: the bank’s file out, its results back', () => {
  let journey: SampleJourney;
  let first: string;
  let second: string;
  let reference: string;
  beforeAll(async () => {
    journey = await runSampleJourney(t.app, db());
    const values = await valuesOf(journey.appId);
    first = values.debitStartDate!;
    second = monthlyDebitDay(first, 1);
    reference = (await statementOf(journey)).mandate!.reference;
  });

  it('exports a month’s debits with the IBAN, marks them sent and the mandate submitted, audited; only finance and admins may', async () => {
    expect((await exportMonth(monthOf(first), agent)).statusCode).toBe(403);
    const res = await exportMonth(monthOf(first));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const statement = await statementOf(journey);
    const line = res.body.split('\n').find((l) => l.startsWith(reference));
    expect(line).toBe(`${reference},${CLIENT.iban.replaceAll(' ', '')},${aed(statement.rows[0]!.totalFils)},${first}`);
    expect(statement.rows[0]!.status).toBe('sent');
    expect(statement.mandate!.status).toBe('submitted');
    const [audit] = await db().select().from(auditLog).where(and(eq(auditLog.action, 'money.collections-export'), eq(auditLog.subjectId, monthOf(first))));
    expect(audit).toBeDefined();
    expect(JSON.stringify(audit)).not.toContain(CLIENT.iban.replaceAll(' ', ''));
    // Again: the same lines, no second 'sent'.
    expect((await exportMonth(monthOf(first))).body).toContain(line);
    expect((await statementOf(journey)).rows[0]!.events.filter((e) => e.status === 'sent')).toHaveLength(1);
  });

  it('imports results: the first collected with its invoice and the mandate active, the second returned with an SMS to pay by card', async () => {
    await exportMonth(monthOf(second));
    const statement = await statementOf(journey);
    const [one, two] = statement.rows.filter((r) => r.seq !== null);
    const file = `${RESULTS_HEADER}\n${reference},${first},${aed(one!.totalFils)},collected,\n${reference},${second},${aed(two!.totalFils)},returned,AC04 Account closed\n`;
    const res = await importFile(file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ alreadyImported: false, import: { lines: 2, applied: 2, problems: [] } });
    const after = await statementOf(journey);
    const [paid, returned] = after.rows.filter((r) => r.seq !== null);
    expect(paid).toMatchObject({ status: 'collected', payable: false });
    expect(paid!.invoices).toHaveLength(1);
    expect(paid!.invoices[0]!.number).toMatch(/^INV-\d{6}$/);
    expect(returned).toMatchObject({ status: 'returned', returnReason: 'AC04 Account closed', payable: true });
    expect(after.mandate!.status).toBe('active');
    expect(after.totals).toMatchObject({ paidFils: one!.totalFils, dueFils: two!.totalFils });
    const [sms] = await db().select().from(smsOutbox).where(and(eq(smsOutbox.applicationId, journey.appId), eq(smsOutbox.kind, 'debit-returned')));
    expect(sms!.body).toMatch(/\/pay\/[\w-]+\.[\w-]+/);
    // The service desk's item.
    const desk = await agent.call(money.listReturnedPayments);
    expect(desk.json().payments).toContainEqual(expect.objectContaining({ rowId: returned!.id, returnReason: 'AC04 Account closed', totalFils: two!.totalFils }));
    // The invoice opens for the family.
    const pdf = await journey.browser.callAbout(family.getInvoicePdf, journey.appId, { params: { invoiceId: paid!.invoices[0]!.id } });
    expect(pdf.statusCode).toBe(200);
    expect((await pdfText(pdf.rawPayload)).join(' ')).toContain(paid!.invoices[0]!.number);
  });

  it('changes nothing when the same file comes again, or its lines in another file', async () => {
    const before = await db().select({ n: sql<number>`count(*)::int` }).from(statementEvents);
    const statement = await statementOf(journey);
    const [one] = statement.rows.filter((r) => r.seq !== null);
    const file = `${RESULTS_HEADER}\n${reference},${first},${aed(one!.totalFils)},collected,\n`;
    expect((await importFile(file)).json()).toMatchObject({ alreadyImported: false, import: { applied: 0, problems: [] } });
    expect((await importFile(file)).json()).toMatchObject({ alreadyImported: true });
    expect(await db().select({ n: sql<number>`count(*)::int` }).from(statementEvents)).toEqual(before);
    expect(await db().select().from(invoices).where(eq(invoices.applicationId, journey.appId))).toHaveLength(1);
  });

  it('refuses a malformed file naming its lines, and applies nothing', async () => {
    const imports = (await db().select().from(collectionImports)).length;
    const header = await importFile(`reference;date;amount\n${reference};${first};1\n`);
    expect(header.statusCode).toBe(400);
    expect(header.json().error).toContain('Line 1');
    const bad = await importFile(`${RESULTS_HEADER}\n${reference},${first},10.00,collected,\n${reference},2027-02-30,10.00,collected,\n${reference},${second},-5,collected,\n${reference},2026-13-01,10.00,collected,\n`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain(NOTHING_APPLIED);
    expect(bad.json().error).toMatch(/Line 3: the date "2027-02-30"/);
    expect(bad.json().error).toMatch(/Line 4: the amount "-5"/);
    expect(bad.json().error).toMatch(/Line 5: the date "2026-13-01"/);
    expect((await db().select().from(collectionImports)).length).toBe(imports);
  });

  it('reports an unknown reference and an amount that differs, by line, and applies the rest', async () => {
    const other = await runSampleJourney(t.app, db());
    const start = (await valuesOf(other.appId)).debitStartDate!;
    await exportMonth(monthOf(start));
    const statement = await statementOf(other);
    const row = statement.rows[0]!;
    const res = await importFile(`${RESULTS_HEADER}\nDD-NOPE-0000,${start},10.00,collected,\n${statement.mandate!.reference},${start},${aed(row.totalFils + 100)},collected,\n`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().import.problems).toEqual([
      { line: 2, reference: 'DD-NOPE-0000', problem: 'No mandate has this reference.' },
      expect.objectContaining({ line: 3, problem: expect.stringContaining('differs') }),
    ]);
    expect((await statementOf(other)).rows[0]!.status).toBe('sent');
  });

  it('lets the family pay the returned debit by card through its link: collected, invoiced, and not payable again', async () => {
    const [sms] = await db().select().from(smsOutbox).where(and(eq(smsOutbox.applicationId, journey.appId), eq(smsOutbox.kind, 'debit-returned')));
    const token = /\/pay\/([\w-]+\.[\w-]+)/.exec(sms!.body)![1]!;
    const link = await t.app.inject({ method: 'GET', url: pathOf(family.getPaymentLink, { token }) });
    expect(link.json()).toMatchObject({ payable: true, status: 'returned', testMode: true });
    expect((await t.app.inject({ method: 'GET', url: pathOf(family.getPaymentLink, { token: `${token}x` }) })).statusCode).toBe(404);
    const checkout = await t.app.inject({ method: 'POST', url: pathOf(family.startLinkCheckout, { token }) });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const checkoutId = /\/pay\/test-checkout\/([\w-]+)/.exec(checkout.json().url)![1]!;
    const declined = await t.app.inject({ method: 'POST', url: pathOf(family.completeTestCheckout, { checkoutId }), payload: { outcome: 'pay', cardNumber: '4000000000000002' } });
    expect(declined.statusCode).toBe(400);
    const paid = await t.app.inject({ method: 'POST', url: pathOf(family.completeTestCheckout, { checkoutId }), payload: { outcome: 'pay', cardNumber: '4242424242424242' } });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().redirectTo).toContain(`/pay/${token}?paid=1`);
    const row = (await statementOf(journey)).rows.filter((r) => r.seq !== null)[1]!;
    expect(row).toMatchObject({ status: 'collected', payable: false });
    expect(row.invoices).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: pathOf(family.getPaymentLink, { token }) })).json()).toMatchObject({ payable: false, status: 'collected' });
    expect((await t.app.inject({ method: 'POST', url: pathOf(family.startLinkCheckout, { token }) })).statusCode).toBe(409);
    // Paying the same checkout again changes nothing.
    await t.app.inject({ method: 'POST', url: pathOf(family.completeTestCheckout, { checkoutId }), payload: { outcome: 'pay', cardNumber: '4242424242424242' } });
    expect((await db().select().from(cardCheckouts).where(eq(cardCheckouts.id, checkoutId)))[0]!.status).toBe('paid');
    expect(await db().select().from(statementEvents).where(and(eq(statementEvents.rowId, row.id), eq(statementEvents.status, 'collected')))).toHaveLength(1);
  });
});

describe('tax invoice numbers', () => {
  it('have no gaps when many are issued at once, and a rolled-back issue takes no number', async () => {
    const journeys: SampleJourney[] = [];
    for (let i = 0; i < 4; i += 1) journeys.push(await runSampleJourney(t.app, db()));
    const rowIds = (await db().select({ id: statementRows.id }).from(statementRows).where(sql`${statementRows.seq} is not null and ${statementRows.applicationId} in ${journeys.map((j) => j.appId)}`)).map((r) => r.id);
    const [before] = await db().select().from(invoiceCounters).where(eq(invoiceCounters.series, 'INV'));
    await expect(
      db().transaction(async (tx) => {
        await issueInvoices(tx, t.config, [rowIds[0]!]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await Promise.all(rowIds.map((id) => db().transaction((tx) => issueInvoices(tx, t.config, [id]))));
    const numbers = (await db().select({ seq: invoices.seq }).from(invoices).where(eq(invoices.series, 'INV'))).map((r) => r.seq).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    const [after] = await db().select().from(invoiceCounters).where(eq(invoiceCounters.series, 'INV'));
    expect(after!.next - (before?.next ?? 1)).toBe(rowIds.length);
  });
});

describe('a running service’s price', () => {
  it('changes only by finance, on a debit day not yet written, told 30 days before; the schedule follows', async () => {
    const journey = await runSampleJourney(t.app, db());
    const values = await valuesOf(journey.appId);
    const statement = json<StaffStatement>(await agent.call(money.getApplicationStatement, { params: { id: journey.appId } }));
    const effectiveFrom = statement.earliestPriceChange;
    const today = dubaiDayOf(Date.now());
    const change = (body: object, who = finance) => who.call(money.changeMonthlyPrice, { params: { id: journey.appId }, body: { monthlyFeeFils: 400_000, effectiveFrom, noticeOn: today, ...body } });
    expect((await change({}, agent)).statusCode).toBe(403);
    expect((await change({ effectiveFrom: addCalendarDays(effectiveFrom, 1) })).json().error).toContain('debit day');
    expect((await change({ noticeOn: addCalendarDays(today, 1) })).json().error).toContain('cannot be in the future');
    // Told 29 days before: refused, on the day it would be told.
    const told = addCalendarDays(effectiveFrom, -29);
    await expect(changePrice(db(), journey.appId, { monthlyFeeFils: 400_000, effectiveFrom, noticeOn: told }, { staffId: null as unknown as string, ip: '::1' }, Date.parse(`${told}T12:00:00+04:00`))).rejects.toThrow('30 days');
    const written = statement.rows.filter((r) => r.seq !== null).at(-1)!.dueOn;
    expect((await change({ effectiveFrom: written, noticeOn: addCalendarDays(written, -40) })).statusCode).toBe(409);
    const res = await change({});
    expect(res.statusCode, res.body).toBe(200);
    expect(json<StaffStatement>(res).priceChanges).toEqual([expect.objectContaining({ effectiveFrom, monthlyFeeFils: 400_000, monthlyTotalFils: 420_000 })]);
    // The next change can only start after this one.
    expect(json<StaffStatement>(res).earliestPriceChange > effectiveFrom).toBe(true);
    // The schedule written past the change: the old price before it, the new one from it.
    const { writeSchedule } = await import('./ledger.js');
    await db().transaction((tx) => writeSchedule(tx, journey.appId, addCalendarDays(effectiveFrom, 40)));
    const rows = (await statementOf(journey)).rows.filter((r) => r.seq !== null && r.seq > 0);
    for (const row of rows) expect(row.totalFils).toBe(row.dueOn >= effectiveFrom ? 420_000 : values.quote!.monthlyTotalFils);
    expect(rows.some((r) => r.dueOn >= effectiveFrom)).toBe(true);
    expect(await db().select().from(auditLog).where(and(eq(auditLog.action, 'money.price-change'), eq(auditLog.subjectId, journey.appId)))).toHaveLength(1);
  });
});

describe('a cancelled application', () => {
  it('cancels its scheduled payments and its mandate', async () => {
    const journey = await runSampleJourney(t.app, db());
    const res = await agent.call(desk.changeApplicationStage, { params: { id: journey.appId }, body: { stage: 'cancelled', reason: 'the family changed their mind' } });
    expect(res.statusCode, res.body).toBe(200);
    const statement = await statementOf(journey);
    expect(new Set(statement.rows.map((r) => r.status))).toEqual(new Set(['cancelled']));
    expect((await db().select().from(mandates).where(eq(mandates.applicationId, journey.appId)))[0]!.status).toBe('cancelled');
  });
});

describe('a cancellation’s refund', () => {
  /** A family whose maid arrived, their first debit ten days ago, who cancel with the SMS code. */
  async function cancelled() {
    const journey = await runSampleJourney(t.app, db());
    for (const stage of ['documents_checked', 'contract_signed', 'visa_in_process', 'maid_arrived'] as const) {
      expect((await agent.call(desk.changeApplicationStage, { params: { id: journey.appId }, body: { stage } })).statusCode).toBe(200);
    }
    await db().update(services).set({ debitStartOn: addCalendarDays(dubaiDayOf(Date.now()), -10) }).where(eq(services.applicationId, journey.appId));
    expect((await journey.browser.callAbout(service.sendCancellationCode, journey.appId)).statusCode).toBe(200);
    const [text] = await db().select().from(smsOutbox).where(and(eq(smsOutbox.applicationId, journey.appId), eq(smsOutbox.kind, 'service-cancel-code')));
    const done = await journey.browser.callAbout(service.cancelService, journey.appId, { body: { code: /\b(\d{6})\b/.exec(text!.body)![1]! } });
    expect(done.statusCode, done.body).toBe(200);
    const [request] = await db().select().from(serviceRequests).innerJoin(services, eq(services.id, serviceRequests.serviceId)).where(eq(services.applicationId, journey.appId));
    return { journey, request: request!.service_requests };
  }
  const recordRefund = (requestId: string, amountFils: number) =>
    finance.call(serviceDesk.recordRefund, { params: { id: requestId }, body: { amountFils, method: 'bank_transfer', reference: 'TT-0042', sendSms: false } });

  it('is owed on the statement from the cancellation, refunded when finance records it, with a tax credit note', async () => {
    const { journey, request } = await cancelled();
    const owed = (await statementOf(journey)).rows.find((r) => r.kind === 'refund')!;
    expect(owed).toMatchObject({ status: 'scheduled', totalFils: request.refundTotalFils, vatFils: request.refundVatFils });
    expect(request.refundTotalFils).toBeGreaterThan(0);
    const res = await recordRefund(request.id, request.refundTotalFils!);
    expect(res.statusCode, res.body).toBe(200);
    const refunded = (await statementOf(journey)).rows.find((r) => r.kind === 'refund')!;
    expect(refunded).toMatchObject({ id: owed.id, status: 'refunded' });
    expect(refunded.invoices).toEqual([expect.objectContaining({ kind: 'credit_note', number: expect.stringMatching(/^CN-\d{6}$/) })]);
    expect((await statementOf(journey)).totals.refundedFils).toBe(request.refundTotalFils);
    const [note] = await db().select().from(invoices).where(eq(invoices.id, refunded.invoices[0]!.id));
    expect(note!.facts).toMatchObject({ kind: 'credit_note', totalFils: request.refundTotalFils, vatFils: request.refundVatFils });
  });

  it('paid at another amount: the owed row is cancelled and the amount paid is written and credited', async () => {
    const { journey, request } = await cancelled();
    const paid = request.refundTotalFils! - 1_000;
    expect((await recordRefund(request.id, paid)).statusCode).toBe(200);
    const refunds = (await statementOf(journey)).rows.filter((r) => r.kind === 'refund');
    expect(refunds.map((r) => [r.status, r.totalFils])).toEqual([
      ['cancelled', request.refundTotalFils],
      ['refunded', paid],
    ]);
    expect(refunds[1]!.netFils + refunds[1]!.vatFils).toBe(paid);
    expect(refunds[1]!.invoices[0]!.kind).toBe('credit_note');
  });
});

describe('a returned debit’s SMS', () => {
  it('is in the family’s language, and its link opens the payment page in it', async () => {
    const { sms } = await returnedFirstDebit(t.app, db(), finance, 'ar');
    expect(sms.body).toContain('أعاد بنكك الخصم المباشر');
    expect(sms.body).toMatch(/\/pay\/[\w-]+\.[\w-]+\?lang=ar$/);
  });
});
