import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationDocuments, applications } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { signature } from '../../test/application.js';
import { pathOf } from '../../../shared/api/contract.js';
import { uploadDocument } from '../../../shared/api/application/contracts.js';
import { PERSONAL_TEXTS, runSampleJourney, type SampleJourney } from '../../test/sample-journey.js';

let t: TestApp;
let journey: SampleJourney;
const logged: string[] = [];
const stdout = process.stdout;
const ownWrite = Object.getOwnPropertyDescriptor(stdout, 'write');

beforeAll(async () => {
  // pino writes to process.stdout itself when its write is replaced: the server's log lines,
  // exactly as it would print them, land here.
  stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    logged.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    const done = rest.find((r): r is () => void => typeof r === 'function');
    done?.();
    return true;
  }) as typeof stdout.write;
  try {
    t = await createTestApp({ LOG_LEVEL: 'debug', CAPTCHA_THRESHOLD: '1000' });
    journey = await runSampleJourney(t.app, t.database.db);
  } finally {
    if (ownWrite) Object.defineProperty(stdout, 'write', ownWrite);
    else delete (stdout as { write?: unknown }).write;
  }
}, 60_000);
afterAll(() => t?.close());

describe('personal data of a whole application', () => {
  it('never reaches the server log', () => {
    const log = logged.join('');
    // The capture is real: every request of the journey was logged.
    expect(log).toContain(pathOf(uploadDocument, { id: journey.appId, kind: 'passport' }));
    expect(log).toMatch(/"level":20/);
    expect(log).toMatch(/request completed/);
    for (const text of PERSONAL_TEXTS) expect(log, text).not.toContain(text);
    expect(log).not.toContain(signature().slice(30, 90));
  });

  it('is sealed in the data column: no IBAN, Emirates ID number or signature in clear', async () => {
    const [row] = await t.database.db.select({ data: sql<string>`${applications.data}::text` }).from(applications).where(eq(applications.id, journey.appId));
    for (const text of ['784-1990-1234567-6', '784199012345676', 'AE070331234567890123456', '0331234567890123456']) {
      expect(row!.data, text).not.toContain(text);
    }
    expect(row!.data).not.toContain('data:image/png');
    expect(row!.data).not.toContain(signature().slice(30, 90));
    expect(row!.data).toMatch(/"ibanSealed": ?"v2\.k1\./);
    expect(row!.data).toMatch(/"emiratesIdNumber": ?"v2\.k1\./);
  });

  it('keeps the Emirates ID number out of a saved draft', () => {
    expect(journey.dataWithDraft).toContain('"REQUIRED_DOCUMENTS"');
    for (const text of ['784-1990-1234567-6', '784199012345676']) expect(journey.dataWithDraft, text).not.toContain(text);
  });

  it('is sealed in the stored document files, each under its own data key', async () => {
    const rows = await t.database.db.select().from(applicationDocuments).where(eq(applicationDocuments.applicationId, journey.appId));
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.wrappedKey)).size).toBe(3);
    for (const doc of rows) {
      const stored = await t.app.storage.get(doc.storageKey);
      const plain = journey.documents[doc.kind]!;
      expect(stored.subarray(0, 4).toString('latin1')).toBe('ENC1');
      expect(stored.includes(plain.subarray(0, 64))).toBe(false);
      for (const text of ['Amira', '784-1990-1234567-6']) expect(stored.includes(Buffer.from(text)), text).toBe(false);
    }
  });
});
