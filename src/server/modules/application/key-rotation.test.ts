import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationDocuments, applications } from '../../db/schema.js';
import { WrongKeyError } from '../../envelope.js';
import { encrypt, wrappingKeyOf } from '../../secrets.js';
import { signature } from '../../test/application.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { readData } from './application-data.js';
import { createDocumentService } from './documents.js';
import { rotateKeys } from './key-rotation.js';
import { CLIENT, runSampleJourney, type SampleJourney } from '../../test/sample-journey.js';
import { openField } from './sealed-values.js';

const OLD_SECRET = 'old-secret-'.padEnd(40, 'o');
const NEW_SECRET = 'new-secret-'.padEnd(40, 'n');
const IBAN = CLIENT.iban.replace(/\s/g, '');

let t: TestApp;
let journey: SampleJourney;
/** An application from before sealing: a v1 IBAN, a plain Emirates ID number and signature, a plain file. */
let legacy: { appId: string; docId: string; plainKey: string; bytes: Buffer };

beforeAll(async () => {
  t = await createTestApp({ APP_SECRET: OLD_SECRET, CAPTCHA_THRESHOLD: '1000' });
  journey = await runSampleJourney(t.app, t.database.db);

  const [source] = await t.database.db.select().from(applications).where(eq(applications.id, journey.appId));
  const [row] = await t.database.db
    .insert(applications)
    .values({ sessionId: 'legacy', housemaidId: source!.housemaidId, status: 'submitted', data: {} })
    .returning({ id: applications.id });
  const data = readData({});
  data.values = {
    ibanSealed: encrypt(wrappingKeyOf(OLD_SECRET), IBAN),
    emiratesIdNumber: CLIENT.emiratesIdNumber,
    directDebitSignature: signature(),
  };
  await t.database.db.update(applications).set({ data }).where(eq(applications.id, row!.id));
  const plainKey = `documents/${randomUUID()}`;
  const bytes = Buffer.from('%PDF-1.4 a visa stored in clear before sealing');
  await t.app.storage.put(plainKey, bytes);
  const [doc] = await t.database.db
    .insert(applicationDocuments)
    .values({ applicationId: row!.id, kind: 'visa', storageKey: plainKey, contentType: 'application/pdf', size: bytes.length })
    .returning({ id: applicationDocuments.id });
  legacy = { appId: row!.id, docId: doc!.id, plainKey, bytes };
}, 60_000);
afterAll(() => t.close());

/** The document service as a server started with `secret` would build it. */
const documentsUnder = (secret: string) =>
  createDocumentService(
    { db: t.database.db, config: t.config, keys: { bankKey: wrappingKeyOf(secret), cookieKey: Buffer.alloc(32), linkKey: Buffer.alloc(32), otpKey: Buffer.alloc(32) } },
    t.app.storage,
  );

describe('npm run keys:rotate (rotateKeys)', () => {
  it('re-wraps every data key, after which every document and value reads with the new secret only', async () => {
    const report = await rotateKeys(t.database.db, t.app.storage, { oldSecret: OLD_SECRET, newSecret: NEW_SECRET });
    // The template database holds no applications: these are the journey's and the legacy one.
    expect(report).toEqual({ applications: 2, documents: 3, sealedDocuments: 1, staff: 0 });

    const newKey = wrappingKeyOf(NEW_SECRET);
    const oldKey = wrappingKeyOf(OLD_SECRET);
    const documents = documentsUnder(NEW_SECRET);
    const docs = await t.database.db.select().from(applicationDocuments);
    expect(docs).toHaveLength(4);
    for (const doc of docs) {
      const { bytes } = await documents.open({ applicationId: doc.applicationId, sessionId: 'rotation', role: 'owner' }, doc.id);
      expect(bytes.equals(doc.id === legacy.docId ? legacy.bytes : journey.documents[doc.kind]!), doc.kind).toBe(true);
      await expect(documentsUnder(OLD_SECRET).open({ applicationId: doc.applicationId, sessionId: 'rotation', role: 'owner' }, doc.id)).rejects.toThrow(WrongKeyError);
    }
    // The plain file was sealed under a new key, and the plain one is gone.
    expect(await t.app.storage.exists(legacy.plainKey)).toBe(false);

    for (const appId of [journey.appId, legacy.appId]) {
      const [row] = await t.database.db.select().from(applications).where(eq(applications.id, appId));
      const values = readData(row!.data).values;
      expect(openField(newKey, appId, 'iban', values.ibanSealed!)).toBe(IBAN);
      expect(openField(newKey, appId, 'emiratesIdNumber', values.emiratesIdNumber!)).toBe(CLIENT.emiratesIdNumber);
      expect(openField(newKey, appId, 'directDebitSignature', values.directDebitSignature!)).toBe(signature());
      for (const sealed of Object.values(values.monthlySignatures ?? {})) expect(openField(newKey, appId, 'monthlySignature', sealed)).toBe(signature());
      expect(() => openField(oldKey, appId, 'iban', values.ibanSealed!)).toThrow(WrongKeyError);
      // The mandate is made from the signature and the Emirates ID number, opened with the new secret.
      const pdf = await documents.mandate({ applicationId: appId, sessionId: 'rotation', role: 'owner' });
      expect(Buffer.from(pdf).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('changes nothing when run again', async () => {
    const before = await t.database.db.select().from(applicationDocuments);
    const report = await rotateKeys(t.database.db, t.app.storage, { oldSecret: OLD_SECRET, newSecret: NEW_SECRET });
    expect(report).toEqual({ applications: 0, documents: 0, sealedDocuments: 0, staff: 0 });
    expect(await t.database.db.select().from(applicationDocuments)).toEqual(before);
  });

  it('stops, naming the row, when a key is under neither secret', async () => {
    await expect(
      rotateKeys(t.database.db, t.app.storage, { oldSecret: 'x'.repeat(40), newSecret: 'y'.repeat(40) }),
    ).rejects.toThrow(/^application [0-9a-f-]{36} is sealed under neither OLD_APP_SECRET nor APP_SECRET$/);
  });
});
