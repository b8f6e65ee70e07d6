import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '../../../shared/api/contract.js';
import { CONTRACT_SAMPLE_CODE, GUIDE_CODE, VISA_SERVICE_SAMPLE_CODE } from '../../../shared/api/resources/codes.js';
import { downloadResource } from '../../../shared/api/resources/contracts.js';
import { formatAed, quote } from '../../../shared/pricing/price-list.js';
import { nationalityMatchingTypes, priceLists, serviceTerms, siteParameters } from '../../db/schema.js';
import { resourceDocuments } from '../../seed/pdfs/documents.js';
import { renderPdf } from '../../seed/pdfs/render-pdf.js';
import { DEMO_PRICE_LISTS } from '../../seed/prices.js';
import { DEMO_SITE_PARAMETERS } from '../../seed/site-config.js';
import { pdfText } from '../../test/pdf-text.js';
import { createTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function served(code: string): Promise<string> {
  const res = await t.app.inject(urlOf(downloadResource, {}, { code }));
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return (await pdfText(res.rawPayload)).join(' ');
}

/** 'Live-out maid: AED 3,990 a month' as Schedule 2 writes a general list's monthly total. */
const generalLine = (name: string, fils: number) => `${name}: ${formatAed(fils)} a month incl.`;
const amountsIn = (text: string) => [...text.matchAll(/AED [\d,]+(?:\.\d\d)?/g)].map((m) => m[0]);

describe('the hire agreement sample', () => {
  it('names the monthly total of every seeded price list, and no amount the price lists do not give', async () => {
    const groups = await t.database.db.select().from(nationalityMatchingTypes);
    const lists = await t.database.db.select().from(priceLists);
    expect(lists.length).toBeGreaterThanOrEqual(DEMO_PRICE_LISTS.length);
    const text = await served(CONTRACT_SAMPLE_CODE);
    const allowed = new Set<string>();
    for (const list of lists) {
      const q = quote(list);
      const group = list.matchingTypeId === null ? null : groups.find((g) => g.id === list.matchingTypeId)!.label;
      const name = { live_in: 'Live-in maid', live_out: 'Live-out maid', nanny: 'Nanny' }[list.service] + (group ? ` (${group})` : '');
      expect(text).toContain(`${name}: ${formatAed(q.monthlyTotalFils)} a month incl. 5 % VAT (${formatAed(q.monthlyFeeFils)} + VAT ${formatAed(q.monthlyVatFils)}).`);
      for (const fils of [q.monthlyTotalFils, q.monthlyFeeFils, q.monthlyVatFils, q.firstMonthTotalFils]) allowed.add(formatAed(fils));
      for (const change of q.firstMonthChanges) allowed.add(formatAed(-change.amountFils));
    }
    // The live-out figure the issue found wrong (AED 3,950 where the list says 3,990).
    const liveOut = DEMO_PRICE_LISTS.find((l) => l.service === 'live_out' && l.matchingType === null)!;
    expect(text).toContain(generalLine('Live-out maid', quote({ id: 0, vatBasisPoints: 500, matchingTypeId: null, ...liveOut }).monthlyTotalFils));
    expect(amountsIn(text).filter((a) => !allowed.has(a))).toEqual([]);
  });

  it("is the seed's own file too, written from the seed's price lists", async () => {
    const doc = resourceDocuments(t.config.PRODUCT_SLUG).find((d) => d.code === CONTRACT_SAMPLE_CODE)!;
    const seeded = (await pdfText(await renderPdf(doc.content, t.config.SITE_NAME))).join(' ');
    expect(seeded).toBe(await served(CONTRACT_SAMPLE_CODE));
  });

  it('follows a price staff change at once', async () => {
    const where = and(eq(priceLists.service, 'live_out'), isNull(priceLists.matchingTypeId));
    const [before] = await t.database.db.select().from(priceLists).where(where);
    await t.database.db.update(priceLists).set({ monthlyFeeFils: 390_000 }).where(where);
    try {
      const text = await served(CONTRACT_SAMPLE_CODE);
      expect(text).toContain(generalLine('Live-out maid', 409_500));
      expect(text).not.toContain(generalLine('Live-out maid', quote(before!).monthlyTotalFils));
    } finally {
      await t.database.db.update(priceLists).set({ monthlyFeeFils: before!.monthlyFeeFils }).where(where);
    }
  });
});

describe("the hire agreement sample's replacement and cancellation", () => {
  it("says what the service does: the agency's terms, or their recorded defaults (was 30 days' notice the service never applied)", async () => {
    const defaults = await served(CONTRACT_SAMPLE_CODE);
    expect(defaults).toContain('within 5 working days of the request, at no extra fee.');
    expect(defaults).toContain('The service ends on the day after the Client confirms the cancellation, and no further monthly fee is collected.');
    expect(defaults).toContain('refunded pro rata (the fee paid for that month, times the days not served, divided by the days of that month), within 14 calendar days');
    expect(defaults).not.toContain('30 days\' written notice');
    await t.database.db.insert(serviceTerms).values({ id: 1, replacementDays: 3, replacementCount: 'calendar', cancelNoticeDays: 7, refundRule: 'daily', refundDays: 10 });
    try {
      const set = await served(CONTRACT_SAMPLE_CODE);
      expect(set).toContain('within 3 days of the request, at no extra fee.');
      expect(set).toContain('The service ends 7 days after the Client confirms the cancellation');
      expect(set).toContain('within 10 calendar days of the service\'s last day.');
    } finally {
      await t.database.db.delete(serviceTerms);
    }
  });
});

describe('the maid visa service sample ("Getting a Visa for a Maid")', () => {
  it("is a visa document: what the service covers, the documents, the steps with the site's waits, and the fees", async () => {
    const text = await served(VISA_SERVICE_SAMPLE_CODE);
    expect(text).toContain('Maid Visa Service Agreement (Sample)');
    expect(text).not.toContain('Domestic Worker Service Agreement');
    for (const heading of ['1. The service', '2. The documents', '3. The steps and their timing', '4. Fees']) expect(text).toContain(heading);
    const wait = (code: string) => Number(DEMO_SITE_PARAMETERS[code]);
    expect(text).toContain(`or changes her status if she is already in the UAE. Usually ${wait('sites_wait_after_paying_visa')} days for this step.`);
    const total = ['sites_wait_after_paying_visa', 'sites_wait_after_medical_visa', 'sites_wait_after_visit_center', 'sites_wait_after_sending_passport'].reduce((sum, c) => sum + wait(c), 0);
    expect(text).toContain(`In total about ${total} days from payment to the stamped visa`);
    // The steps in the order the landing page lists their waits.
    const steps = ['1. Entry permit or change of status:', '2. Medical fitness test:', '3. Residence visa:', '4. Emirates ID:'].map((s) => text.indexOf(s));
    expect(steps.every((at, i) => at > 0 && (i === 0 || at > steps[i - 1]!))).toBe(true);
    expect(amountsIn(text)).toEqual([]);
  });

  it('takes a wait staff change at once, as the visa guide does', async () => {
    const where = eq(siteParameters.code, 'sites_wait_after_sending_passport');
    const [before] = await t.database.db.select().from(siteParameters).where(where);
    await t.database.db.update(siteParameters).set({ value: '9' }).where(where);
    try {
      expect(await served(VISA_SERVICE_SAMPLE_CODE)).toContain('and returns the passport to the Client. Usually 9 days for this step.');
      // The visa guide (/guide) gives the same waits.
      expect(await served(GUIDE_CODE)).toContain('we get the residence visa and send the passport back. Usually 9 days.');
    } finally {
      await t.database.db.update(siteParameters).set({ value: before!.value }).where(where);
    }
  });
});
