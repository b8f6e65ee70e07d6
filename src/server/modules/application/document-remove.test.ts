import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDocument } from '../../../shared/api/application/contracts.js';
import { applicationDocuments, housemaids } from '../../db/schema.js';
import { createFileStore } from '../../storage/create-file-store.js';
import type { FileStore } from '../../storage/file-store.js';
import { jpegBytes, json, TestBrowser } from '../../test/application.js';
import { createTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;
let store: FileStore;
let maidIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_THRESHOLD: '1000' });
  store = await createFileStore(t.config);
  const rows = await t.database.db.select({ id: housemaids.id }).from(housemaids).where(eq(housemaids.status, 'available')).limit(4);
  maidIds = rows.map((r) => r.id);
});
afterAll(() => t.close());

async function withDocuments(kinds: string[]) {
  const browser = new TestBrowser(t.app);
  const appId = json<{ id: string }>(await browser.create(maidIds.shift()!)).id;
  for (const kind of kinds) expect((await browser.upload(appId, kind, jpegBytes())).statusCode).toBe(200);
  const remove = (kind: string, as = browser) => as.call(removeDocument, { params: { id: appId, kind }, query: { sessionId: as.sessionId } });
  const rows = () => t.database.db.select().from(applicationDocuments).where(eq(applicationDocuments.applicationId, appId));
  return { browser, appId, remove, rows };
}

describe('DELETE :id/documents/:kind (issue 16)', () => {
  it('removes the row and then its file, and answers with the application without it', async () => {
    const { remove, rows } = await withDocuments(['passport', 'visa']);
    const visa = (await rows()).find((d) => d.kind === 'visa')!;
    expect(await store.exists(visa.storageKey)).toBe(true);

    const response = await remove('visa');
    expect(response.statusCode, response.body).toBe(200);
    expect(json<{ summary: { documents: Array<{ kind: string }> } }>(response).summary.documents.map((d) => d.kind)).toEqual(['passport']);
    expect((await rows()).map((d) => d.kind)).toEqual(['passport']);
    expect(await store.exists(visa.storageKey)).toBe(false);

    const again = await remove('visa');
    expect(again.statusCode).toBe(404);
    expect(json(again).error).toBe('No such document.');
  });

  it('is the owner\'s alone: another browser gets 404 and the document stays', async () => {
    const { remove, rows } = await withDocuments(['passport']);
    const stranger = new TestBrowser(t.app);
    const response = await remove('passport', stranger);
    expect(response.statusCode).toBe(404);
    expect((await rows()).map((d) => d.kind)).toEqual(['passport']);
  });

  it('keeps a needed document once the documents step is done (it can be replaced), but not an unneeded visa', async () => {
    const { browser, appId, remove, rows } = await withDocuments(['emirates_id_front', 'emirates_id_back', 'passport', 'visa']);
    const done = await browser.submit(appId, 'REQUIRED_DOCUMENTS', { clientName: 'Amira Haddad', emiratesIdNumber: '784-1990-1234567-6', needsVisa: false });
    expect(done.statusCode, done.body).toBe(200);

    const refused = await remove('passport');
    expect(refused.statusCode).toBe(400);
    expect(json(refused).error).toBe('This document is needed for your application. Choose another file to replace it.');
    expect((await rows()).map((d) => d.kind).sort()).toEqual(['emirates_id_back', 'emirates_id_front', 'passport', 'visa']);

    expect((await remove('visa')).statusCode).toBe(200);
    expect((await rows()).map((d) => d.kind).sort()).toEqual(['emirates_id_back', 'emirates_id_front', 'passport']);
  });

  it('refuses a kind that is not a document', async () => {
    const { remove } = await withDocuments([]);
    const response = await remove('driving_licence');
    expect(response.statusCode).toBe(400);
    expect(json(response).error).toMatch(/kind must be one of/);
  });
});
