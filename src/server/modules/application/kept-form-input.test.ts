import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getApplication, saveDraft } from '../../../shared/api/application/contracts.js';
import type { ApplicationState } from '../../../shared/api/application/schemas.js';
import { applications, housemaids } from '../../db/schema.js';
import { wrappingKeyOf } from '../../secrets.js';
import { GOOD_IBAN, jpegBytes, json, TestBrowser } from '../../test/application.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { openDrafts, rewrapDrafts, sealDraft } from './sealed-values.js';

/** What was typed comes back after Back and after a reload (issue 34), the IBAN and the Emirates ID number sealed at rest. */
let t: TestApp;
let maidIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_THRESHOLD: '1000' });
  const rows = await t.database.db.select({ id: housemaids.id }).from(housemaids).where(eq(housemaids.status, 'available')).limit(4);
  maidIds = rows.map((r) => r.id);
});
afterAll(() => t.close());

const EID = '784-1990-1234567-6';
const stored = async (id: string) => (await t.database.db.select({ data: sql<string>`${applications.data}::text` }).from(applications).where(eq(applications.id, id)))[0]!.data;
const stateOf = async (browser: TestBrowser, id: string) => json<ApplicationState>(await browser.callAbout(getApplication, id));

describe('kept form input', () => {
  it('keeps a typed Emirates ID number and IBAN in the draft sealed, and gives them back to the form', async () => {
    const browser = new TestBrowser(t.app);
    const appId = json<{ id: string }>(await browser.create(maidIds[0]!)).id;
    const documents = await browser.callAbout(saveDraft, appId, { params: { step: 'REQUIRED_DOCUMENTS' }, body: { data: { clientName: 'Amira Haddad', emiratesIdNumber: EID } } });
    expect(documents.statusCode, documents.body).toBe(200);
    await browser.callAbout(saveDraft, appId, { params: { step: 'BANK_INFO' }, body: { data: { iban: GOOD_IBAN, accountHolderName: 'Amira', ibanCopy: GOOD_IBAN, signature: 'x' } } });

    const data = await stored(appId);
    for (const text of [EID, EID.replace(/-/g, ''), GOOD_IBAN.replace(/\s/g, ''), GOOD_IBAN]) expect(data, text).not.toContain(text);
    expect(data).toMatch(/"emiratesIdNumber": ?"v2\.k1\./);
    expect(data).toMatch(/"iban": ?"v2\.k1\./);

    // A reload: the forms get what was typed, other secret-looking fields dropped.
    const state = await stateOf(browser, appId);
    expect(state.drafts.REQUIRED_DOCUMENTS).toEqual({ clientName: 'Amira Haddad', emiratesIdNumber: EID });
    expect(state.drafts.BANK_INFO).toEqual({ iban: GOOD_IBAN, accountHolderName: 'Amira' });
  });

  it('gives the documents step back what it sent (Back), and stops once the application is submitted', async () => {
    const browser = new TestBrowser(t.app);
    const appId = json<{ id: string }>(await browser.create(maidIds[1]!)).id;
    for (const kind of ['emirates_id_front', 'emirates_id_back', 'passport', 'visa']) await browser.upload(appId, kind, jpegBytes());
    expect((await browser.submit(appId, 'REQUIRED_DOCUMENTS', { clientName: 'Amira Haddad', emiratesIdNumber: '784 1990 1234567 6', needsVisa: true })).statusCode).toBe(200);
    expect((await browser.submit(appId, 'BANK_INFO', { iban: GOOD_IBAN, accountHolderName: 'Amira H' })).statusCode).toBe(200);

    const state = await stateOf(browser, appId);
    expect(state.drafts.REQUIRED_DOCUMENTS).toEqual({ emiratesIdNumber: EID });
    expect(state.summary).toMatchObject({ clientName: 'Amira Haddad', needsVisa: true, accountHolderName: 'Amira H', maskedIban: '•••• 3456' });
    expect(JSON.stringify(state)).not.toContain(GOOD_IBAN.replace(/\s/g, ''));

    await t.database.db.update(applications).set({ status: 'submitted' }).where(eq(applications.id, appId));
    expect((await stateOf(browser, appId)).drafts).toEqual({});
  });
});

describe('sealed draft fields', () => {
  it('are re-wrapped by a key rotation, and one that no longer opens is left out rather than failing', () => {
    const [oldKey, newKey, otherKey] = ['o', 'n', 'x'].map((c) => wrappingKeyOf(c.repeat(40)));
    const id = '00000000-0000-4000-8000-000000000042';
    const drafts = { REQUIRED_DOCUMENTS: sealDraft(oldKey!, id, { clientName: 'Amira', emiratesIdNumber: EID }) };
    const rotated = rewrapDrafts(drafts, id, oldKey!, newKey!);
    expect(rotated.changed).toBe(true);
    expect(openDrafts(newKey!, id, rotated.drafts)).toEqual({ REQUIRED_DOCUMENTS: { clientName: 'Amira', emiratesIdNumber: EID } });
    expect(openDrafts(otherKey!, id, rotated.drafts)).toEqual({ REQUIRED_DOCUMENTS: { clientName: 'Amira' } });
    expect(rewrapDrafts(rotated.drafts, id, oldKey!, newKey!).changed).toBe(false);
  });
});
