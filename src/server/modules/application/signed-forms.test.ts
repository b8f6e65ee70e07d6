import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDirectDebitMandate } from '../../../shared/api/application/contracts.js';
import { urlOf } from '../../../shared/api/contract.js';
import { getMaidOffer, getSignedForms } from '../../../shared/api/offer/contracts.js';
import type { MaidOffer, SignedForms } from '../../../shared/api/offer/schemas.js';
import { formLines } from '../../../shared/application/signed-forms.js';
import { applications, housemaids, nationalities, nationalityMatchingTypes, priceLists } from '../../db/schema.js';
import { jpegBytes, json, signature, TestBrowser } from '../../test/application.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { collapsed, pdfText } from '../../test/pdf-text.js';
import { CLIENT, runSampleJourney } from '../../test/sample-journey.js';

let t: TestApp;
beforeAll(async () => {
  // Several applications from one address: no captcha in the way.
  t = await createTestApp({ CAPTCHA_THRESHOLD: '1000' });
});
afterAll(() => t.close());

/** An available, shown maid of a matching type (by code), living in, not a nanny. */
async function maidOf(code: string) {
  const [maid] = await t.database.db
    .select({ id: housemaids.id })
    .from(housemaids)
    .innerJoin(nationalities, eq(nationalities.id, housemaids.nationalityId))
    .innerJoin(nationalityMatchingTypes, eq(nationalityMatchingTypes.id, nationalities.matchingTypeId))
    .where(and(eq(nationalityMatchingTypes.code, code), eq(housemaids.status, 'available'), eq(housemaids.hidden, false), eq(housemaids.isNanny, false), eq(housemaids.living, 'live_in')))
    .limit(1);
  return maid!.id;
}

describe('what hiring a maid costs, before the application', () => {
  it('answers the maid, her service and the quote: monthly total, first payment with the Filipina offer, what is included', async () => {
    const res = await t.app.inject(urlOf(getMaidOffer, {}, { housemaidId: await maidOf('filipina') }));
    expect(res.statusCode, res.body).toBe(200);
    const offer = res.json() as MaidOffer;
    expect(offer.serviceName).toBe('Live-in maid');
    expect(offer.quote).toMatchObject({ monthlyFeeFils: 330_000, monthlyVatFils: 16_500, monthlyTotalFils: 346_500, firstPaymentFils: 325_500 });
    expect(offer.quote.included).toContain('Health insurance');
    expect(offer.maid.posterURL).toMatch(/^\/media\//);
  });

  it('a hidden or unknown maid is a 404', async () => {
    const id = await maidOf('african');
    await t.database.db.update(housemaids).set({ hidden: true }).where(eq(housemaids.id, id));
    expect((await t.app.inject(urlOf(getMaidOffer, {}, { housemaidId: id }))).statusCode).toBe(404);
    await t.database.db.update(housemaids).set({ hidden: false }).where(eq(housemaids.id, id));
    expect((await t.app.inject(urlOf(getMaidOffer, {}, { housemaidId: 99_999_999 }))).statusCode).toBe(404);
  });
});

describe('what is signed', () => {
  it('the signed PDF carries every line of the mandate and of each monthly form, as the client read them', async () => {
    const journey = await runSampleJourney(t.app, t.database.db);
    const forms = json<SignedForms>(await journey.browser.callAbout(getSignedForms, journey.appId));
    expect(forms.reference).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    const [row] = await t.database.db.select({ reference: applications.reference }).from(applications).where(eq(applications.id, journey.appId));
    expect(forms.reference).toBe(row!.reference);

    const mandateRows = Object.fromEntries(forms.mandate.rows.map((r) => [r.label, r.value]));
    expect(mandateRows).toMatchObject({ Payer: CLIENT.name, 'Account holder': CLIENT.holder, IBAN: '•••• 3456', Frequency: 'Monthly', Reference: forms.reference });
    expect(mandateRows['Monthly amount']).toMatch(/^AED [\d,]+/);
    expect(forms.monthly.map((f) => f.title)).toEqual(['Monthly payment form 1 of 3', 'Monthly payment form 2 of 3', 'Monthly payment form 3 of 3']);

    const pdf = await journey.browser.callAbout(getDirectDebitMandate, journey.appId);
    const pages = await pdfText(pdf.rawPayload);
    expect(pages).toHaveLength(4);
    [forms.mandate, ...forms.monthly].forEach((form, i) => {
      for (const line of formLines(form)) expect(pages[i], `page ${i + 1}`).toContain(collapsed(line));
    });
  });

  it('the price is the one shown when the application started, whatever the list says later', async () => {
    const maidId = await maidOf('ethiopian');
    const browser = new TestBrowser(t.app);
    const created = await browser.create(maidId);
    expect(created.statusCode, created.body).toBe(200);
    const appId = json<{ id: string }>(created).id;
    await t.database.db.execute(sql`update price_lists set monthly_fee_fils = monthly_fee_fils + 50000`);
    const forms = json<SignedForms>(await browser.callAbout(getSignedForms, appId));
    expect(forms.mandate.rows.find((r) => r.label === 'Monthly amount')?.value).toBe('AED 2,940 (AED 2,800 + VAT 5 % AED 140)');
    await t.database.db.execute(sql`update price_lists set monthly_fee_fils = monthly_fee_fils - 50000`);
  });

  it('the signed PDF prints each form as it read when signed, whatever her record says later', async () => {
    const journey = await runSampleJourney(t.app, t.database.db);
    const signed = json<SignedForms>(await journey.browser.callAbout(getSignedForms, journey.appId));
    const [row] = await t.database.db.select({ data: applications.data, maidId: applications.housemaidId }).from(applications).where(eq(applications.id, journey.appId));
    // Kept beside the signatures: the mandate and the three monthly forms, as the client read them.
    expect(row!.data.values?.signedForms).toEqual({
      mandate: { form: signed.mandate, lang: 'en' },
      monthly: Object.fromEntries(signed.monthly.map((form, i) => [String(i + 1), { form, lang: 'en' }])),
    });
    const [maid] = await t.database.db.select({ name: housemaids.name }).from(housemaids).where(eq(housemaids.id, row!.maidId));
    await t.database.db.update(housemaids).set({ name: 'Renamedmaid' }).where(eq(housemaids.id, row!.maidId));
    try {
      // The forms as they read now name her new name; the signed ones keep the old.
      const now = json<SignedForms>(await journey.browser.callAbout(getSignedForms, journey.appId));
      expect(now.mandate.rows.find((r) => r.label === 'Service')?.value).toMatch(/: Renamedmaid$/);
      const pages = await pdfText((await journey.browser.callAbout(getDirectDebitMandate, journey.appId)).rawPayload);
      [signed.mandate, ...signed.monthly].forEach((form, i) => {
        for (const line of formLines(form)) expect(pages[i], `page ${i + 1}`).toContain(collapsed(line));
        expect(pages[i]).not.toContain('Renamedmaid');
      });
    } finally {
      await t.database.db.update(housemaids).set({ name: maid!.name }).where(eq(housemaids.id, row!.maidId));
    }
  });

  it('a form that changed after the page showed it is refused (409) until read again, and then kept as read', async () => {
    const maidId = await maidOf('filipina');
    const browser = new TestBrowser(t.app);
    const appId = json<{ id: string }>(await browser.create(maidId)).id;
    for (const kind of ['emirates_id_front', 'emirates_id_back', 'passport']) expect((await browser.upload(appId, kind, jpegBytes())).statusCode).toBe(200);
    for (const [step, data] of [
      ['REQUIRED_DOCUMENTS', { clientName: CLIENT.name, emiratesIdNumber: CLIENT.emiratesIdNumber, needsVisa: false }],
      ['BANK_INFO', { iban: CLIENT.iban, accountHolderName: CLIENT.holder }],
    ] as const) {
      const res = await browser.submit(appId, step, data);
      expect(res.statusCode, res.body).toBe(200);
    }
    const read = json<SignedForms>(await browser.callAbout(getSignedForms, appId));
    const [maid] = await t.database.db.select({ name: housemaids.name }).from(housemaids).where(eq(housemaids.id, maidId));
    await t.database.db.update(housemaids).set({ name: 'Renamedmaid' }).where(eq(housemaids.id, maidId));
    try {
      const refused = await browser.submit(appId, 'SIGN_DIRECT_DEBIT', { signature: signature(), form: read.mandate });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toEqual({ error: 'This form has changed since you opened it. Please read it again, then sign.' });
      const [unsigned] = await t.database.db.select({ data: applications.data }).from(applications).where(eq(applications.id, appId));
      expect(unsigned!.data.values?.directDebitSignature).toBeUndefined();

      const again = json<SignedForms>(await browser.callAbout(getSignedForms, appId));
      expect((await browser.submit(appId, 'SIGN_DIRECT_DEBIT', { signature: signature(), form: again.mandate })).statusCode).toBe(200);
      const [signed] = await t.database.db.select({ data: applications.data }).from(applications).where(eq(applications.id, appId));
      expect(signed!.data.values?.signedForms?.mandate?.form).toEqual(again.mandate);
      expect(again.mandate.rows.find((r) => r.label === 'Service')?.value).toBe('Live-in maid: Renamedmaid');
    } finally {
      await t.database.db.update(housemaids).set({ name: maid!.name }).where(eq(housemaids.id, maidId));
    }
  });

  it('another browser, or a guessed application, gets 404', async () => {
    const browser = new TestBrowser(t.app);
    const appId = json<{ id: string }>(await browser.create(await maidOf('filipina'))).id;
    expect((await new TestBrowser(t.app).callAbout(getSignedForms, appId)).statusCode).toBe(404);
    expect((await browser.callAbout(getSignedForms, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('a maid whose service has no price list cannot be started: a 409 that says what to do', async () => {
    const maidId = await maidOf('asian');
    await t.database.db.delete(priceLists).where(and(eq(priceLists.service, 'live_in'), isNull(priceLists.matchingTypeId)));
    const res = await new TestBrowser(t.app).create(maidId);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toContain('price is not set yet');
    expect((await t.app.inject(urlOf(getMaidOffer, {}, { housemaidId: maidId }))).statusCode).toBe(409);
    const [maid] = await t.database.db.select({ status: housemaids.status }).from(housemaids).where(eq(housemaids.id, maidId));
    expect(maid!.status).toBe('available');
  });
});
