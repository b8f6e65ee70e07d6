import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as desk from '../../../shared/api/admin-applications/contracts.js';
import type { ApplicationDetail } from '../../../shared/api/admin-applications/schemas.js';
import { resendMessage } from '../../../shared/api/admin-outbox/contracts.js';
import { getApplication } from '../../../shared/api/application/contracts.js';
import {
  applicationAccess,
  applicationDocuments,
  applicationLinks,
  applicationNotes,
  applications,
  applicationStageChanges,
  auditLog,
  housemaids,
  serviceEvents,
  serviceRequests,
  services,
  sessions,
  shortlists,
  smsOutbox,
} from '../../db/schema.js';
import { GOOD_IBAN, jpegBytes, json, TestBrowser } from '../../test/application.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { columnsHolding } from '../../test/personal-values.js';
import { CLIENT, PERSONAL_TEXTS, runSampleJourney, type SampleJourney } from '../../test/sample-journey.js';
import { addStaff, StaffBrowser } from '../../test/staff.js';
import { readData } from '../application/application-data.js';
import { signaturePng } from './export-files.js';

let t: TestApp;
let journey: SampleJourney;
let agent: StaffBrowser;
let reference: string;
/** Another application of the same client (same mobile number), and one of somebody else. */
let sameClient: { id: string; reference: string };
let otherClient: string;
let documentKeys: string[];

/** Every way the journey's personal values may be written, the address and a signature's plain bytes too. */
const personalTexts = () => [
  ...PERSONAL_TEXTS.filter((p) => p !== 'Amira' && p !== 'Haddad'),
  CLIENT.name,
  // The area alone ('Al Barsha') is not looked for: the site's own pages name it (a medical centre).
  'Tower 2',
  journey.signatures.directDebit.slice(40, 100),
];

beforeAll(async () => {
  catchServerLog();
  t = await createTestApp({ SIGN_IN_DELAY_MS: '0', CAPTCHA_THRESHOLD: '1000', LOG_LEVEL: 'debug' });
  const db = t.database.db;
  journey = await runSampleJourney(t.app, db);
  const [row] = await db.select().from(applications).where(eq(applications.id, journey.appId));
  reference = row!.reference;
  // The browser's My List, and a message written to the client's number outside any application.
  await db.insert(sessions).values({ id: row!.sessionId, ip: '203.0.113.7' }).onConflictDoUpdate({ target: sessions.id, set: { ip: '203.0.113.7' } });
  await db.insert(shortlists).values({ sessionId: row!.sessionId, housemaidId: row!.housemaidId, rank: 1 });
  await db.insert(smsOutbox).values({ toPhone: '+971501234567', body: `Hello ${CLIENT.name}`, kind: 'test', status: 'dead' });
  // Staff words about the client: a stage change's reason and a note.
  await db.insert(applicationStageChanges).values({ applicationId: journey.appId, fromStage: 'submitted', toStage: 'documents_checked', reason: `Checked with ${CLIENT.name}` });
  await db.insert(applicationNotes).values({ applicationId: journey.appId, body: `${CLIENT.name} asked for a call back` });
  // After arrival: the family's own words in a request, a refund's bank reference, staff's words on the timeline.
  const [service] = await db
    .insert(services)
    .values({ applicationId: journey.appId, housemaidId: row!.housemaidId, startedOn: '2026-11-01', debitStartOn: '2026-11-01', monthlyFeeFils: 380_000, monthlyVatFils: 19_000, monthlyTotalFils: 399_000, vatBasisPoints: 500 })
    .returning();
  const [request] = await db
    .insert(serviceRequests)
    .values({ serviceId: service!.id, kind: 'problem', reason: 'maid', details: `${CLIENT.name} says the maid is unwell`, dueDay: '2026-11-03', idempotencyKey: 'data-rights-test-0001', refundReference: CLIENT.iban })
    .returning();
  await db.insert(serviceEvents).values({ serviceId: service!.id, requestId: request!.id, kind: 'closed', detail: { note: `Called ${CLIENT.name} back` } });

  const maids = await db.select({ id: housemaids.id }).from(housemaids).where(and(eq(housemaids.status, 'available'), ne(housemaids.id, row!.housemaidId))).limit(2);
  const started = async (maidId: number, phone: string) => {
    const browser = new TestBrowser(t.app);
    const { id } = json<{ id: string }>(await browser.create(maidId));
    expect((await browser.upload(id, 'passport', jpegBytes())).statusCode).toBe(200);
    await db.update(applications).set({ data: sql`jsonb_set(${applications.data}, '{values,phones}', ${JSON.stringify({ client: phone })}::jsonb)` }).where(eq(applications.id, id));
    return id;
  };
  const sameId = await started(maids[0]!.id, '+971501234567');
  sameClient = { id: sameId, reference: (await db.select().from(applications).where(eq(applications.id, sameId)))[0]!.reference };
  otherClient = await started(maids[1]!.id, '+971521111111');
  documentKeys = (await db.select().from(applicationDocuments).where(inArray(applicationDocuments.applicationId, [journey.appId, sameId]))).map((d) => d.storageKey);
  expect(documentKeys).toHaveLength(4);

  agent = new StaffBrowser(t.app);
  expect((await agent.signIn((await addStaff(db, 'agent')).email)).statusCode).toBe(200);
}, 90_000);
afterAll(async () => {
  await t?.close();
  releaseServerLog();
});

const exportZip = async (id = journey.appId) => {
  const res = await agent.call(desk.exportClientData, { params: { id } });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return { res, files: new Map(Object.entries(unzipSync(res.rawPayload)).map(([name, bytes]) => [name, Buffer.from(bytes)])) };
};
type ClientJson = {
  applications: Array<{ id: string; reference: string; values: Record<string, unknown>; erasedAt: string | null }>;
  documents: Array<{ kind: string; file: string; application: string }>;
  messages: Array<{ toPhone: string; text: string }>;
  accessGrants: unknown[];
  links: unknown[];
  sessions: Array<{ ip: string | null }>;
  myList: Array<{ maid: { id: number } }>;
};
const clientJsonOf = (files: Map<string, Buffer>) => JSON.parse(files.get('client.json')!.toString('utf8')) as ClientJson;

const findPersonalValues = (texts: string[]) => columnsHolding(t.database.db, texts);

/**
 * The server's log lines while `fn` runs. pino writes through process.stdout.write when that was
 * replaced before the app was built (beforeAll), so its lines are caught exactly as printed.
 */
let capturing: string[] | null = null;
const stdout = process.stdout;
const ownWrite = Object.getOwnPropertyDescriptor(stdout, 'write');
const realWrite = stdout.write.bind(stdout);
function catchServerLog() {
  stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    if (!capturing) {
      // Outside a capture only warnings and errors are printed, as at the suite's usual level.
      const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
      if (/"level":[1-3]\d/.test(text)) {
        rest.find((r): r is () => void => typeof r === 'function')?.();
        return true;
      }
      return (realWrite as (...args: unknown[]) => boolean)(chunk, ...rest);
    }
    capturing.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    rest.find((r): r is () => void => typeof r === 'function')?.();
    return true;
  }) as typeof stdout.write;
}
function releaseServerLog() {
  if (ownWrite) Object.defineProperty(stdout, 'write', ownWrite);
  else delete (stdout as { write?: unknown }).write;
}
async function logDuring(fn: () => Promise<unknown>): Promise<string> {
  capturing = [];
  try {
    await fn();
    return capturing.join('');
  } finally {
    capturing = null;
  }
}

const detailOf = async (id = journey.appId) => (await agent.call(desk.getAdminApplication, { params: { id } })).json<{ application: ApplicationDetail }>().application;

describe('who may export and erase', () => {
  it('refuses without a session (401), to an editor (403), a bad id (400) and an unknown one (404)', async () => {
    const editor = new StaffBrowser(t.app);
    expect((await editor.signIn((await addStaff(t.database.db, 'editor')).email)).statusCode).toBe(200);
    const nobody = new StaffBrowser(t.app);
    const confirm = { reference };
    for (const [contract, body] of [[desk.exportClientData, undefined], [desk.eraseClientData, confirm]] as const) {
      expect((await nobody.call(contract, { params: { id: journey.appId }, body })).statusCode).toBe(401);
      const refused = await editor.call(contract, { params: { id: journey.appId }, body });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toContain('agent or admin');
      expect((await agent.call(contract, { params: { id: 'not-an-id' }, body })).statusCode).toBe(400);
      expect((await agent.call(contract, { params: { id: '00000000-0000-4000-8000-000000000000' }, body })).statusCode).toBe(404);
    }
    expect((await agent.call(desk.eraseClientData, { params: { id: journey.appId }, body: confirm, csrf: false })).statusCode).toBe(403);
  });

  it('erases only when the reference is typed, any way, and says what to type', async () => {
    for (const body of [{}, { reference: '' }, { reference: 'ZZZZ-ZZZZ' }, { reference: sameClient.reference }]) {
      const res = await agent.call(desk.eraseClientData, { params: { id: journey.appId }, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toMatch(/reference/);
    }
    expect((await detailOf()).erasedAt).toBeNull();
  });
});

describe('the export', () => {
  it('is a private, uncached ZIP download, audited by reference without personal values, and logged without them', async () => {
    let res!: Awaited<ReturnType<typeof exportZip>>['res'];
    const log = await logDuring(async () => ({ res } = await exportZip()));
    expect(log).toMatch(/request completed/);
    for (const text of personalTexts()) expect(log, text).not.toContain(text);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="client-data-${reference}.zip"`);
    const [row] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'application.export'), eq(auditLog.subjectId, journey.appId)));
    expect(row!.staffId).toBeTruthy();
    expect((row!.after as { references: string[] }).references.sort()).toEqual([reference, sameClient.reference].sort());
    for (const text of personalTexts()) expect(JSON.stringify(row), text).not.toContain(text);
  });

  it("covers the client's applications, found by the mobile number, and nobody else's", async () => {
    const { applications: apps } = clientJsonOf((await exportZip()).files);
    expect(apps.map((a) => a.id).sort()).toEqual([journey.appId, sameClient.id].sort());
    expect((await detailOf()).clientApplications.map((a) => a.reference).sort()).toEqual([reference, sameClient.reference].sort());
  });

  it('has every stored value of the application, the IBAN and Emirates ID number in clear', async () => {
    const client = clientJsonOf((await exportZip()).files);
    const app = client.applications.find((a) => a.id === journey.appId)!;
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, journey.appId));
    const stored = Object.keys(readData(row!.data).values).map((k) => (k === 'ibanSealed' ? 'iban' : k));
    expect(Object.keys(app.values).sort()).toEqual(stored.sort());
    expect(app.values).toMatchObject({
      clientName: CLIENT.name,
      iban: GOOD_IBAN.replace(/\s/g, ''),
      accountHolderName: CLIENT.holder,
      phones: { client: '+971501234567', whatsapp: '+971507654321', spouse: '+971559876543' },
      address: { emirate: 'DUBAI', area: 'Al Barsha', building: 'Tower 2', apartment: '1204' },
    });
    expect(String(app.values.emiratesIdNumber).replace(/\D/g, '')).toBe('784199012345676');
    // Nothing left sealed: a sealed value reads as `v2.…`, which tells the client nothing.
    expect(JSON.stringify(app)).not.toMatch(/"v[12]\./);
  });

  it('has every document, signature and the signed forms as files, byte for byte', async () => {
    const { files: zip } = await exportZip();
    const client = clientJsonOf(zip);
    const ofJourney = client.documents.filter((d) => d.application === reference);
    expect(ofJourney.map((d) => d.kind).sort()).toEqual(Object.keys(journey.documents).sort());
    for (const doc of ofJourney) expect(zip.get(doc.file)!.equals(journey.documents[doc.kind]!), doc.file).toBe(true);
    expect(client.documents.filter((d) => d.application === sameClient.reference)).toHaveLength(1);
    expect(zip.get(`${reference}/signatures/direct-debit.png`)!.equals(signaturePng(journey.signatures.directDebit))).toBe(true);
    for (const [n, s] of Object.entries(journey.signatures.monthly)) {
      expect(zip.get(`${reference}/signatures/monthly-payment-${n}.png`)!.equals(signaturePng(s)), n).toBe(true);
    }
    expect(zip.get(`${reference}/signed-forms.pdf`)!.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // client.json, 3 + 1 documents, 4 signatures, 1 signed forms PDF.
    expect(zip.size).toBe(10);
  });

  it('has the messages, access grants, links, the session and My List', async () => {
    const client = clientJsonOf((await exportZip()).files);
    const db = t.database.db;
    const ids = [journey.appId, sameClient.id];
    const messages = await db.select().from(smsOutbox).where(inArray(smsOutbox.applicationId, ids));
    expect(client.messages).toHaveLength(messages.length + 1);
    expect(client.messages.map((m) => m.text)).toContain(`Hello ${CLIENT.name}`);
    expect(client.accessGrants).toHaveLength((await db.select().from(applicationAccess).where(inArray(applicationAccess.applicationId, ids))).length);
    expect(client.links).toHaveLength((await db.select().from(applicationLinks).where(inArray(applicationLinks.applicationId, ids))).length);
    expect(JSON.stringify(client)).not.toMatch(/cookieHash|otpHash|token/);
    expect(client.sessions.map((s) => s.ip)).toContain('203.0.113.7');
    expect(client.myList.map((m) => m.maid.id)).toHaveLength(1);
    expect(JSON.stringify(client)).toContain(`Checked with ${CLIENT.name}`);
    expect(JSON.stringify(client)).toContain(`${CLIENT.name} asked for a call back`);
    expect(JSON.stringify(client)).toContain(`${CLIENT.name} says the maid is unwell`);
  });
});

describe('the erasure', () => {
  it('changes nothing when it fails before its commit: rows and files stay', async () => {
    await t.database.db.execute(sql`
      create function fail_erase() returns trigger language plpgsql as $$ begin raise exception 'forced failure'; end $$;
      create trigger fail_erase before insert on audit_log for each row when (new.action = 'application.erase') execute function fail_erase();`);
    try {
      const res = await agent.call(desk.eraseClientData, { params: { id: journey.appId }, body: { reference } });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`drop trigger fail_erase on audit_log; drop function fail_erase();`);
    }
    expect(await findPersonalValues([CLIENT.name])).toContain('applications.data');
    expect(await t.database.db.select().from(applicationDocuments).where(inArray(applicationDocuments.applicationId, [journey.appId, sameClient.id]))).toHaveLength(4);
    for (const key of documentKeys) expect(await t.app.storage.exists(key), key).toBe(true);
    expect((await detailOf()).erasedAt).toBeNull();
  });

  it('leaves no personal value in any table and none of the files, and keeps the application row', async () => {
    expect(await findPersonalValues(personalTexts())).not.toEqual([]);
    let res!: Awaited<ReturnType<typeof agent.call>>;
    const log = await logDuring(async () => (res = await agent.call(desk.eraseClientData, { params: { id: journey.appId }, body: { reference: reference.toLowerCase().replace('-', ' ') } })));
    expect(res.statusCode, res.body).toBe(200);
    expect(log).toMatch(/request completed/);
    for (const text of personalTexts()) expect(log, text).not.toContain(text);
    expect(res.json().references.sort()).toEqual([reference, sameClient.reference].sort());

    expect(await findPersonalValues(personalTexts())).toEqual([]);
    for (const key of documentKeys) expect(await t.app.storage.exists(key), key).toBe(false);
    const db = t.database.db;
    expect(await db.select().from(applicationDocuments).where(inArray(applicationDocuments.applicationId, [journey.appId, sameClient.id]))).toEqual([]);
    expect(await db.select().from(applicationAccess).where(eq(applicationAccess.applicationId, journey.appId))).toEqual([]);
    expect(await db.select().from(applicationLinks).where(eq(applicationLinks.applicationId, journey.appId))).toEqual([]);
    const [row] = await db.select().from(applications).where(eq(applications.id, journey.appId));
    expect(row).toMatchObject({ reference, status: 'submitted' });
    const values = readData(row!.data).values;
    expect(values).not.toHaveProperty('ibanSealed');
    expect(values).not.toHaveProperty('directDebitSignature');
    expect(values.address?.emirate).toBe('DUBAI');

    const detail = await detailOf();
    expect(detail.erasedAt).toBe(res.json().erasedAt);
    expect(detail.client.name).toBeNull();
    expect((await detailOf(sameClient.id)).erasedAt).not.toBeNull();
    expect((await detailOf(otherClient)).erasedAt).toBeNull();
    expect((await detailOf(otherClient)).documents).toHaveLength(1);
    // The family's own browser no longer opens it.
    expect((await journey.browser.callAbout(getApplication, journey.appId)).statusCode).toBe(404);

    const audits = await db.select().from(auditLog).where(eq(auditLog.action, 'application.erase'));
    expect(audits.map((a) => a.subjectId).sort()).toEqual([journey.appId, sameClient.id].sort());
    expect(audits.every((a) => a.staffId !== null)).toBe(true);
  });

  it('refuses to send an erased message again', async () => {
    const [erased] = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.kind, 'test'));
    expect(erased).toMatchObject({ toPhone: '', body: '' });
    const res = await agent.call(resendMessage, { params: { id: String(erased!.id) } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toContain('erased');
  });

  it('takes no new staff words into an erased application: a note is refused, a cancellation keeps no reason', async () => {
    const note = await agent.call(desk.addApplicationNote, { params: { id: journey.appId }, body: { text: `${CLIENT.name} called again` } });
    expect(note.statusCode).toBe(409);
    expect(note.json().error).toContain('erased');
    const body = { stage: 'cancelled', reason: `${CLIENT.name} moved abroad`, sendSms: false } as const;
    const cancel = await agent.call(desk.changeApplicationStage, { params: { id: journey.appId }, body });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const changes = await t.database.db.select().from(applicationStageChanges).where(eq(applicationStageChanges.applicationId, journey.appId)).orderBy(applicationStageChanges.id);
    expect(changes.at(-1)).toMatchObject({ toStage: 'cancelled', reason: null });
    expect(await findPersonalValues(personalTexts())).toEqual([]);
  });

  it('is harmless the second time: same answer, same date, nothing left to find', async () => {
    const first = await detailOf();
    const res = await agent.call(desk.eraseClientData, { params: { id: journey.appId }, body: { reference } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().erasedAt).toBe(first.erasedAt);
    expect(await findPersonalValues(personalTexts())).toEqual([]);
    const client = clientJsonOf((await exportZip()).files);
    expect(client.applications.map((a) => a.id)).toEqual([journey.appId]);
    expect(client.documents).toEqual([]);
  });
});
