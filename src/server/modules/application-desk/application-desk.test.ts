import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as desk from '../../../shared/api/admin-applications/contracts.js';
import type { ApplicationDetail, ApplicationRow } from '../../../shared/api/admin-applications/schemas.js';
import { applications, auditLog, housemaids } from '../../db/schema.js';
import { GOOD_IBAN, json, TestBrowser } from '../../test/application.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { CLIENT, PERSONAL_TEXTS, runSampleJourney, type SampleJourney } from '../../test/sample-journey.js';
import { addStaff, StaffBrowser } from '../../test/staff.js';

let t: TestApp;
let journey: SampleJourney;
let agent: StaffBrowser;
let reference: string;
let maidId: number;

beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_DELAY_MS: '0', CAPTCHA_THRESHOLD: '1000' });
  journey = await runSampleJourney(t.app, t.database.db);
  const [row] = await t.database.db.select().from(applications).where(eq(applications.id, journey.appId));
  reference = row!.reference;
  maidId = row!.housemaidId;
  agent = new StaffBrowser(t.app);
  expect((await agent.signIn((await addStaff(t.database.db, 'agent')).email)).statusCode).toBe(200);
}, 60_000);
afterAll(() => t?.close());

type Inbox = { applications: ApplicationRow[]; total: number; page: number; pageSize: number };
const inbox = async (query: Record<string, string | number>) => {
  const res = await agent.call(desk.listApplications, { query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Inbox>();
};
const ids = (page: Inbox) => page.applications.map((a) => a.id);
const detailOf = async (id = journey.appId) => {
  const res = await agent.call(desk.getAdminApplication, { params: { id } });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.body, application: res.json<{ application: ApplicationDetail }>().application };
};
const auditRows = (action: string, id = journey.appId) =>
  t.database.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.subjectId, id)));

describe('the inbox', () => {
  it('finds the application by its reference, typed any way, with the row the desk needs', async () => {
    for (const q of [reference, reference.toLowerCase(), reference.replace('-', ' ')]) {
      const found = await inbox({ q });
      expect(ids(found), q).toEqual([journey.appId]);
    }
    const [row] = (await inbox({ q: reference })).applications;
    expect(row).toMatchObject({ reference, status: 'submitted', clientName: CLIENT.name, emirate: 'DUBAI', maidId, erased: false });
    expect(row!.maidName).toBeTruthy();
    expect(row!.nationality).toBeTruthy();
    expect(row!.monthlyTotalFils).toBeGreaterThan(0);
    expect((await inbox({ q: 'ZZZZ-ZZZZ' })).total).toBe(0);
    expect((await inbox({ q: 'not a phone or reference' })).total).toBe(0);
  });

  it.each(['050 123 4567', '+971501234567', '971 50 123 4567', '+971 50 765 4321'])('finds it by the phone typed as %s', async (q) => {
    expect(ids(await inbox({ q }))).toEqual([journey.appId]);
  });

  it('filters by step, status, emirate, maid, nationality and Dubai creation days', async () => {
    // A second application, just started, for another maid, made "yesterday" in Dubai.
    const [other] = await t.database.db.select({ id: housemaids.id, nationalityId: housemaids.nationalityId }).from(housemaids).where(and(eq(housemaids.status, 'available'), ne(housemaids.id, maidId))).limit(1);
    const started = json<{ id: string }>(await new TestBrowser(t.app).create(other!.id));
    await t.database.db.update(applications).set({ createdAt: sql`now() - interval '1 day'` }).where(eq(applications.id, started.id));
    const stepOf = async (id: string) => (await t.database.db.select({ step: applications.currentStep }).from(applications).where(eq(applications.id, id)))[0]!.step;
    const submitted = await stepOf(journey.appId);
    const startedStep = await stepOf(started.id);
    expect(startedStep).not.toBe(submitted);

    expect(ids(await inbox({ status: 'submitted' }))).toContain(journey.appId);
    expect(ids(await inbox({ status: 'submitted' }))).not.toContain(started.id);
    expect(ids(await inbox({ status: 'pending' }))).toContain(started.id);
    expect(ids(await inbox({ step: submitted }))).toEqual([journey.appId]);
    expect(ids(await inbox({ step: startedStep }))).toEqual([started.id]);
    expect(ids(await inbox({ emirate: 'DUBAI' }))).toEqual([journey.appId]);
    expect((await inbox({ emirate: 'SHARJAH' })).total).toBe(0);
    expect(ids(await inbox({ maid: maidId }))).toEqual([journey.appId]);
    expect(ids(await inbox({ maid: other!.id }))).toEqual([started.id]);
    expect(ids(await inbox({ nationality: other!.nationalityId }))).toContain(started.id);

    const dubaiDay = (offsetDays: number) => new Date(Date.now() + 4 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
    expect(ids(await inbox({ from: dubaiDay(0), to: dubaiDay(0) }))).toEqual([journey.appId]);
    expect(ids(await inbox({ from: dubaiDay(-1), to: dubaiDay(-1) }))).toEqual([started.id]);
    expect(ids(await inbox({ from: dubaiDay(-1) }))).toEqual([journey.appId, started.id]);
    expect((await inbox({ to: dubaiDay(-2) })).total).toBe(0);
    expect((await agent.call(desk.listApplications, { query: { from: 'yesterday' } })).statusCode).toBe(400);
    expect((await agent.call(desk.listApplications, { query: { status: 'lost' } })).statusCode).toBe(400);
  });

  it('pages 50 at a time, newest first, on the server', async () => {
    const [maid] = await t.database.db.select({ id: housemaids.id }).from(housemaids).orderBy(sql`id desc`).limit(1);
    await t.database.db.execute(sql`
      insert into applications (session_id, housemaid_id, created_at)
      select 'bulk-' || g, ${maid!.id}, now() - (g || ' minutes')::interval from generate_series(1, 55) g`);
    const first = await inbox({ maid: maid!.id });
    const second = await inbox({ maid: maid!.id, page: 2 });
    expect(first.total).toBeGreaterThanOrEqual(55);
    expect(first.applications).toHaveLength(50);
    expect(second.applications.length).toBe(first.total - 50);
    const times = [...first.applications, ...second.applications].map((a) => a.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(first.total);
  });
});

describe('who may', () => {
  it('editors get 403, strangers 401, and the reveal wants the CSRF token', async () => {
    const editor = new StaffBrowser(t.app);
    await editor.signIn((await addStaff(t.database.db, 'editor')).email);
    expect((await editor.call(desk.listApplications)).statusCode).toBe(403);
    expect((await editor.call(desk.getAdminApplication, { params: { id: journey.appId } })).statusCode).toBe(403);
    expect((await editor.call(desk.revealApplicationIban, { params: { id: journey.appId } })).statusCode).toBe(403);
    const stranger = new StaffBrowser(t.app);
    expect((await stranger.call(desk.listApplications)).statusCode).toBe(401);
    expect((await stranger.call(desk.getApplicationSignedPdf, { params: { id: journey.appId } })).statusCode).toBe(401);
    const noToken = await agent.call(desk.revealApplicationIban, { params: { id: journey.appId }, csrf: false });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.body).not.toContain('AE07');
    const admin = new StaffBrowser(t.app);
    await admin.signIn((await addStaff(t.database.db, 'admin')).email);
    expect((await admin.call(desk.listApplications)).statusCode).toBe(200);
  });
});

describe('one application', () => {
  it("shows every step's answers, the quote and the documents, with the IBAN masked and no Emirates ID number", async () => {
    const { body, application } = await detailOf();
    expect(application).toMatchObject({
      reference,
      status: 'submitted',
      client: { name: CLIENT.name, phone: '+971501234567', whatsapp: '+971507654321', spouse: '+971559876543', emiratesIdOnFile: true },
      address: { emirate: 'DUBAI', area: 'Al Barsha', building: 'Tower 2', apartment: '1204' },
      arrival: { window: 'morning' },
      bank: { maskedIban: '•••• 3456', accountHolderName: CLIENT.holder, ibanConfirmed: true },
      signatures: { directDebitSigned: true, monthlySigned: 3 },
    });
    expect(application.quote?.monthlyTotalFils).toBeGreaterThan(0);
    expect(application.documents.map((d) => d.kind).sort()).toEqual(['emirates_id_back', 'emirates_id_front', 'passport']);
    expect(application.timeline.map((e) => e.what)).toEqual(expect.arrayContaining(['created', 'document', 'step', 'submitted']));
    const ibanPlain = GOOD_IBAN.replace(/\s/g, '');
    for (const secret of [ibanPlain, GOOD_IBAN, ibanPlain.slice(4, 19), CLIENT.emiratesIdNumber, CLIENT.emiratesIdNumber.replace(/-/g, ''), 'data:image/png']) {
      expect(body, secret).not.toContain(secret);
    }
    // The view itself is recorded, and shows in the next view's timeline.
    expect((await auditRows('application.view')).length).toBeGreaterThan(0);
    expect((await detailOf()).application.timeline.some((e) => e.what === 'staff' && e.detail?.startsWith('application.view'))).toBe(true);
  });

  it('lists the messages sent for it, numbers masked', async () => {
    await t.database.db.execute(sql`insert into sms_outbox (to_phone, body, kind, application_id) values ('+971501234567', 'secret link text', 'phone-link', ${journey.appId})`);
    const { body, application } = await detailOf();
    expect(application.messages).toContainEqual(expect.objectContaining({ kind: 'phone-link', toPhone: '+9715******67' }));
    expect(body).not.toContain('secret link text');
    expect(application.timeline.some((e) => e.what === 'message')).toBe(true);
  });

  it('reveals the IBAN on a POST with the token, and records who did', async () => {
    const before = (await auditRows('application.iban-reveal')).length;
    const res = await agent.call(desk.revealApplicationIban, { params: { id: journey.appId } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ iban: GOOD_IBAN.replace(/\s/g, '') });
    const rows = await auditRows('application.iban-reveal');
    expect(rows).toHaveLength(before + 1);
    expect(JSON.stringify(rows.at(-1))).not.toContain(GOOD_IBAN.replace(/\s/g, ''));
    expect(rows.at(-1)!.staffId).toBeTruthy();
  });

  it('reveals the Emirates ID number as the IBAN: a POST with the token, for agents and admins, audited without the number', async () => {
    const before = (await auditRows('application.emirates-id-reveal')).length;
    const noToken = await agent.call(desk.revealApplicationEmiratesId, { params: { id: journey.appId }, csrf: false });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.body).not.toContain('784');
    const editor = new StaffBrowser(t.app);
    await editor.signIn((await addStaff(t.database.db, 'editor')).email);
    expect((await editor.call(desk.revealApplicationEmiratesId, { params: { id: journey.appId } })).statusCode).toBe(403);
    expect(await auditRows('application.emirates-id-reveal')).toHaveLength(before);

    const res = await agent.call(desk.revealApplicationEmiratesId, { params: { id: journey.appId } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ emiratesIdNumber: CLIENT.emiratesIdNumber });
    const rows = await auditRows('application.emirates-id-reveal');
    expect(rows).toHaveLength(before + 1);
    expect(JSON.stringify(rows.at(-1))).not.toContain(CLIENT.emiratesIdNumber.slice(9, 16));
    expect(rows.at(-1)!.staffId).toBeTruthy();
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await agent.call(desk.revealApplicationEmiratesId, { params: { id: unknown } })).statusCode).toBe(404);
  });

  it('serves a document byte-equal, inline, private and not cached, and audits the view', async () => {
    const { application } = await detailOf();
    const doc = application.documents.find((d) => d.kind === 'passport')!;
    const res = await agent.call(desk.getApplicationDocument, { params: { id: journey.appId, docId: doc.id } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(journey.documents.passport!)).toBe(true);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe('inline; filename="passport.jpg"');
    const rows = await auditRows('application.document-view');
    expect(rows.at(-1)!.after).toMatchObject({ documentId: doc.id, kind: 'passport' });
  });

  it('serves the signed forms PDF the client downloads, audited', async () => {
    const res = await agent.call(desk.getApplicationSignedPdf, { params: { id: journey.appId } });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await auditRows('application.signed-pdf-view')).length).toBe(1);
  });

  it('an unknown application or document is a 404', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await agent.call(desk.getAdminApplication, { params: { id: unknown } })).statusCode).toBe(404);
    expect((await agent.call(desk.revealApplicationIban, { params: { id: unknown } })).statusCode).toBe(404);
    expect((await agent.call(desk.getApplicationSignedPdf, { params: { id: unknown } })).statusCode).toBe(404);
    expect((await agent.call(desk.getApplicationDocument, { params: { id: unknown, docId: unknown } })).statusCode).toBe(404);
    expect((await agent.call(desk.getApplicationDocument, { params: { id: journey.appId, docId: unknown } })).statusCode).toBe(404);
    expect((await agent.call(desk.getAdminApplication, { params: { id: 'not-an-id' } })).statusCode).toBe(400);
  });

  it('keeps the personal values out of the inbox rows', async () => {
    const res = await agent.call(desk.listApplications, { query: { q: reference } });
    for (const text of PERSONAL_TEXTS.filter((p) => !['Amira', 'Haddad'].includes(p))) expect(res.body, text).not.toContain(text);
  });
});
