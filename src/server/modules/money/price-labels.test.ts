import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as staffMoney from '../../../shared/api/admin-money/contracts.js';
import type { StaffStatement } from '../../../shared/api/admin-money/schemas.js';
import { getApplication } from '../../../shared/api/application/contracts.js';
import type { ApplicationState } from '../../../shared/api/application/schemas.js';
import * as family from '../../../shared/api/money/contracts.js';
import type { Statement } from '../../../shared/api/money/schemas.js';
import { getSignedForms } from '../../../shared/api/offer/contracts.js';
import type { SignedForms } from '../../../shared/api/offer/schemas.js';
import type { PriceItem } from '../../../shared/pricing/price-list.js';
import { housemaids, invoices, priceLists, statementRows } from '../../db/schema.js';
import { json } from '../../test/application.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { runSampleJourney, type SampleJourney } from '../../test/sample-journey.js';
import { addStaff, StaffBrowser } from '../../test/staff.js';
import { readData } from '../application/application-data.js';
import { quoteForMaid } from '../application/maid-quote.js';
import { issueInvoices } from './invoices.js';

/**
 * A price item's label in every language (issue 31), from the quote frozen when the family starts
 * an application to what they read after: the application's price, the forms they sign, the
 * statement's offer row and the invoice. Each in the family's language, its English where staff
 * wrote none, and as it was when they started, whatever staff change later.
 */
let t: TestApp;
let journey: SampleJourney;
let listId: number;
const db = () => t.database.db;

const ITEMS: PriceItem[] = [
  { code: 'medical', label: { en: 'Medical test' }, kind: 'once', amountFils: 25_000, vat: false },
  { code: 'spring-offer', label: { en: 'Spring offer', ar: 'عرض الربيع', fr: 'Offre de printemps' }, kind: 'first_month', amountFils: -10_000, vat: true },
];

beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_DELAY_MS: '0', CAPTCHA_THRESHOLD: '1000' });
  const [maid] = await db().select({ id: housemaids.id }).from(housemaids).where(eq(housemaids.status, 'available')).orderBy(housemaids.id).limit(1);
  listId = (await quoteForMaid(db(), maid!.id))!.priceListId;
  await db().update(priceLists).set({ items: ITEMS }).where(eq(priceLists.id, listId));
  journey = await runSampleJourney(t.app, db(), { lang: 'ar', maidId: maid!.id });
  // Staff reword the offer afterwards: what the family started with stays theirs.
  await db()
    .update(priceLists)
    .set({ items: [ITEMS[0]!, { ...ITEMS[1]!, label: { en: 'Winter offer', ar: 'عرض الشتاء' } }] })
    .where(eq(priceLists.id, listId));
}, 60_000);
afterAll(() => t?.close());

/** A call as the family's browser with its page in `lang`. */
async function asFamilyIn<T>(lang: string, call: () => Promise<{ statusCode: number; body: string }>): Promise<T> {
  journey.browser.cookies.lang = lang;
  const res = await call();
  expect(res.statusCode, res.body).toBe(200);
  return JSON.parse(res.body) as T;
}

describe('a price label frozen with the application', () => {
  it('is kept in every language in the quote, as it was when the family started', async () => {
    const [row] = await db().select({ data: sql`data` }).from(sql`applications`).where(sql`id = ${journey.appId}`);
    const quote = readData(row!.data as never).values.quote!;
    expect(quote.firstMonthChanges.map((l) => l.label)).toEqual([ITEMS[1]!.label]);
    expect(quote.oneOffCharges.map((l) => l.label)).toEqual([{ en: 'Medical test' }]);
  });

  it("is the family's language in the application's price, the English where staff wrote none", async () => {
    const state = await asFamilyIn<ApplicationState>('ar', () => journey.browser.callAbout(getApplication, journey.appId));
    expect(state.quote!.firstMonthChanges.map((l) => l.label)).toEqual(['عرض الربيع']);
    expect(state.quote!.oneOffCharges.map((l) => l.label)).toEqual(['Medical test']);
  });

  it('is read in the Arabic beside the English that is signed', async () => {
    const forms = await asFamilyIn<SignedForms>('ar', () => journey.browser.callAbout(getSignedForms, journey.appId));
    expect(JSON.stringify(forms.mandate.translation)).toContain('عرض الربيع');
    expect(forms.mandate.terms.join(' ')).toContain('less Spring offer');
    expect(JSON.stringify(forms)).not.toContain('Winter');
  });

  it("is the statement's offer row in the family's language; English for staff and where none was written", async () => {
    const inArabic = await asFamilyIn<Statement>('ar', () => journey.browser.callAbout(family.getStatement, journey.appId));
    expect(inArabic.rows.filter((r) => r.kind === 'offer').map((r) => r.label)).toEqual(['عرض الربيع']);
    const inFrench = await asFamilyIn<Statement>('fr', () => journey.browser.callAbout(family.getStatement, journey.appId));
    expect(inFrench.rows.filter((r) => r.kind === 'offer').map((r) => r.label)).toEqual(['Offre de printemps']);
    const inHindi = await asFamilyIn<Statement>('hi', () => journey.browser.callAbout(family.getStatement, journey.appId));
    expect(inHindi.rows.filter((r) => r.kind === 'offer').map((r) => r.label)).toEqual(['Spring offer']);
    const finance = new StaffBrowser(t.app);
    expect((await finance.signIn((await addStaff(db(), 'finance')).email)).statusCode).toBe(200);
    const staff = json<StaffStatement>(await finance.call(staffMoney.getApplicationStatement, { params: { id: journey.appId } }));
    expect(staff.rows.filter((r) => r.kind === 'offer').map((r) => r.label)).toEqual(['Spring offer']);
  });

  it("is the invoice's line in the family's language (the application's) and in English", async () => {
    const [first] = await db().select({ id: statementRows.id }).from(statementRows).where(and(eq(statementRows.applicationId, journey.appId), eq(statementRows.seq, 0)));
    await db().transaction((tx) => issueInvoices(tx, t.config, [first!.id]));
    const [invoice] = await db().select({ facts: invoices.facts }).from(invoices).where(eq(invoices.rowId, first!.id));
    const descriptions = invoice!.facts.lines.map((l) => l.description);
    expect(descriptions).toContainEqual({ en: 'Offer: Spring offer', local: expect.stringContaining('عرض الربيع') });
    expect(descriptions).toContainEqual({ en: 'Medical test', local: 'Medical test' });
  });
});
