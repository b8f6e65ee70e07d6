import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { getApplication, getDirectDebitMandate, getDocumentFile, saveDraft } from '../../shared/api/application/contracts.js';
import { getSignedForms } from '../../shared/api/offer/contracts.js';
import type { SignedForms } from '../../shared/api/offer/schemas.js';
import { arrivalDayRange } from '../../shared/application/arrival-dates.js';
import type { Db } from '../db/client.js';
import { applications, housemaids } from '../db/schema.js';
import { GOOD_IBAN, jpegBytes, json, signature, TestBrowser, type Injector } from './application.js';

/**
 * Test support: one client's whole mobile application through the API, with personal data that a
 * test can then look for in logs, rows and files.
 */
export const CLIENT = {
  name: 'Amira Haddad',
  holder: 'Amira Haddad',
  emiratesIdNumber: '784-1990-1234567-6',
  iban: GOOD_IBAN,
  phone: '050 123 4567',
  whatsapp: '+971 50 765 4321',
  spouse: '0559876543',
} as const;

/** The ways each personal value may be written (as typed, normalised, digits only): none may show. */
export const PERSONAL_TEXTS = [
  'Amira',
  'Haddad',
  '784-1990-1234567-6',
  '784199012345676',
  'AE07 0331 2345 6789 0123 456',
  'AE070331234567890123456',
  '0331234567890123456',
  '050 123 4567',
  '501234567',
  '507654321',
  '559876543',
];

export interface SampleJourney {
  appId: string;
  browser: TestBrowser;
  /** What was uploaded, by document kind. */
  documents: Record<string, Buffer>;
  /** applications.data as text right after the documents form's draft was saved. */
  dataWithDraft: string;
  /** The PNG data URLs signed: the direct debit's, then the monthly forms' by index. */
  signatures: { directDebit: string; monthly: Record<string, string> };
}

/** A photo whose bytes carry the client's name, as a scan of an ID card would. */
const documentOf = (kind: string) => Buffer.concat([jpegBytes(), Buffer.from(`${kind} of ${CLIENT.name} ${CLIENT.emiratesIdNumber}`)]);

export async function runSampleJourney(app: Injector, db: Db, { lang, maidId }: { lang?: string; maidId?: number } = {}): Promise<SampleJourney> {
  // The first available maid unless the test names one (a Filipina one carries the first-month offer).
  const [maid] = maidId ? [{ id: maidId }] : await db.select({ id: housemaids.id }).from(housemaids).where(eq(housemaids.status, 'available')).limit(1);
  const browser = new TestBrowser(app);
  // The language the family reads the site in: the cookie the page keeps (shared/i18n/language-choice.ts).
  if (lang) browser.cookies.lang = lang;
  const created = await browser.create(maid!.id, { needEnterIbanNumber: true });
  expect(created.statusCode, created.body).toBe(200);
  const appId = json<{ id: string }>(created).id;

  const documents: Record<string, Buffer> = {};
  for (const kind of ['emirates_id_front', 'emirates_id_back', 'passport']) {
    documents[kind] = documentOf(kind);
    const uploaded = await browser.upload(appId, kind, documents[kind]);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
  }
  // The form's draft, as the web saves it while the client types.
  await browser.callAbout(saveDraft, appId, {
    params: { step: 'REQUIRED_DOCUMENTS' },
    body: { data: { clientName: CLIENT.name, emiratesIdNumber: CLIENT.emiratesIdNumber } },
  });
  const [withDraft] = await db.select({ data: sql<string>`${applications.data}::text` }).from(applications).where(eq(applications.id, appId));
  const directDebit = signature();
  const monthly = { '1': signature(), '2': signature(), '3': signature() };
  const steps: Array<[string, Record<string, unknown>, number]> = [
    ['REQUIRED_DOCUMENTS', { clientName: CLIENT.name, emiratesIdNumber: CLIENT.emiratesIdNumber, needsVisa: false }, 200],
    ['BANK_INFO', { iban: CLIENT.iban, accountHolderName: CLIENT.holder }, 200],
    // A refusal on the way: another IBAN in the confirmation step.
    ['IBAN_VALIDATION', { iban: 'AE85 0261 2345 6789 0123 456' }, 400],
    ['IBAN_VALIDATION', { iban: CLIENT.iban }, 200],
    ['SIGN_DIRECT_DEBIT', { signature: directDebit }, 200],
    ...Object.entries(monthly).map(([index, s]): [string, Record<string, unknown>, number] => [
      'SIGN_MONTHLY_PAYMENTS',
      { signatureIndex: Number(index), signature: s },
      200,
    ]),
    ['MAID_ARRIVAL', { date: arrivalDayRange().earliest, window: 'morning' }, 200],
    ['CLIENT_ADDRESS', { emirate: 'DUBAI', area: 'Al Barsha', building: 'Tower 2', apartment: '1204' }, 200],
    ['CLIENT_PHONE_NUMBER', { phone: CLIENT.phone }, 200],
    ['CLIENT_WHATSAPP_NUMBER', { phone: CLIENT.whatsapp }, 200],
    ['CLIENT_SPOUSE_NUMBER', { phone: CLIENT.spouse }, 200],
    ['END_WORK_FLOW', {}, 200],
  ];
  for (const [step, data, status] of steps) {
    // A signature goes with the form the page showed above the pad, read just before.
    if (step === 'SIGN_DIRECT_DEBIT' || step === 'SIGN_MONTHLY_PAYMENTS') {
      const forms = json<SignedForms>(await browser.callAbout(getSignedForms, appId));
      data.form = step === 'SIGN_DIRECT_DEBIT' ? forms.mandate : forms.monthly[Number(data.signatureIndex) - 1];
    }
    const response = await browser.submit(appId, step, data);
    expect(response.statusCode, `${step}: ${response.body}`).toBe(status);
  }

  // Everything read back once, as the client's phone does.
  const state = json<{ status: string; summary: { documents: Array<{ id: string; kind: string }> } }>(await browser.callAbout(getApplication, appId));
  expect(state.status).toBe('submitted');
  for (const doc of state.summary.documents) {
    const file = await browser.callAbout(getDocumentFile, appId, { params: { docId: doc.id } });
    expect(file.rawPayload.equals(documents[doc.kind]!)).toBe(true);
  }
  const mandate = await browser.callAbout(getDirectDebitMandate, appId);
  expect(mandate.statusCode).toBe(200);
  return { appId, browser, documents, dataWithDraft: withDraft!.data, signatures: { directDebit, monthly } };
}
