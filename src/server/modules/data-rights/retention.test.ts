import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationDocuments, applications, housemaids } from '../../db/schema.js';
import { jpegBytes, json, TestBrowser } from '../../test/application.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { runSampleJourney } from '../../test/sample-journey.js';
import { RETENTION_QUEUE, retentionWorker } from './retention.js';

let t: TestApp;
const DAYS = 90;

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_THRESHOLD: '1000', RETENTION_DAYS: String(DAYS) });
}, 60_000);
afterAll(() => t?.close());

/** An application started and given a passport, never submitted. */
async function started(): Promise<string> {
  const used = (await t.database.db.select({ id: applications.housemaidId }).from(applications)).map((a) => a.id);
  const [maid] = await t.database.db
    .select({ id: housemaids.id })
    .from(housemaids)
    .where(used.length ? and(eq(housemaids.status, 'available'), notInArray(housemaids.id, used)) : eq(housemaids.status, 'available'))
    .limit(1);
  const browser = new TestBrowser(t.app);
  const { id } = json<{ id: string }>(await browser.create(maid!.id));
  expect((await browser.upload(id, 'passport', jpegBytes())).statusCode).toBe(200);
  return id;
}

/** Moves an application's last change, and its documents' uploads, `days` into the past. */
async function age(id: string, days: number, { documents = true } = {}) {
  const db = t.database.db;
  await db.update(applications).set({ updatedAt: sql`now() - make_interval(days => ${days}::int)` }).where(eq(applications.id, id));
  if (documents) await db.update(applicationDocuments).set({ createdAt: sql`now() - make_interval(days => ${days}::int)` }).where(eq(applicationDocuments.applicationId, id));
}

const documentsOf = (id: string) => t.database.db.select().from(applicationDocuments).where(eq(applicationDocuments.applicationId, id));

/** A logger that keeps what was logged at info. */
function capturingLog() {
  const lines: Array<Record<string, unknown>> = [];
  const log = { info: (fields: Record<string, unknown>, message: string) => lines.push({ ...fields, message }) } as unknown as FastifyBaseLogger;
  return { log, lines };
}

describe('retention', () => {
  it('deletes the documents, rows and files, of never-submitted applications untouched for more than RETENTION_DAYS, and only those', async () => {
    const old = await started();
    const recent = await started();
    const touchedLately = await started();
    const justOver = await started();
    const submitted = (await runSampleJourney(t.app, t.database.db)).appId;
    await age(old, DAYS + 30);
    await age(recent, DAYS - 1);
    await age(justOver, DAYS + 1);
    // The application is old but a document came yesterday: the family is still at it.
    await age(touchedLately, DAYS + 30, { documents: false });
    await age(submitted, DAYS + 30);
    const oldKeys = (await documentsOf(old)).map((d) => d.storageKey).concat((await documentsOf(justOver)).map((d) => d.storageKey));
    const keptBefore = await t.database.db.select().from(applicationDocuments).where(inArray(applicationDocuments.applicationId, [recent, touchedLately, submitted]));
    expect(keptBefore).toHaveLength(1 + 1 + 3);

    const { log, lines } = capturingLog();
    await retentionWorker({ db: t.database.db, store: t.app.storage, days: t.config.RETENTION_DAYS, log })();

    expect(await documentsOf(old)).toEqual([]);
    expect(await documentsOf(justOver)).toEqual([]);
    for (const key of oldKeys) expect(await t.app.storage.exists(key), key).toBe(false);
    const keptAfter = await t.database.db.select().from(applicationDocuments).where(inArray(applicationDocuments.applicationId, [recent, touchedLately, submitted]));
    expect(keptAfter.map((d) => d.id).sort()).toEqual(keptBefore.map((d) => d.id).sort());
    for (const doc of keptAfter) expect(await t.app.storage.exists(doc.storageKey)).toBe(true);
    // The applications themselves stay.
    expect(await t.database.db.select({ id: applications.id }).from(applications).where(inArray(applications.id, [old, justOver]))).toHaveLength(2);

    // Logged as counts: no id, no name.
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ applications: 2, documents: 2, filesLeft: 0 });
    expect(JSON.stringify(lines)).not.toContain(old);

    // Run again: nothing more to do.
    const again = capturingLog();
    await retentionWorker({ db: t.database.db, store: t.app.storage, days: DAYS, log: again.log })();
    expect(again.lines[0]).toMatchObject({ applications: 0, documents: 0 });
  });

  it('deletes the documents of applications the agency cancelled more than RETENTION_DAYS ago, and keeps those cancelled lately', async () => {
    const db = t.database.db;
    const longAgo = (await runSampleJourney(t.app, db)).appId;
    const lately = (await runSampleJourney(t.app, db)).appId;
    await db.update(applications).set({ stage: 'cancelled' }).where(inArray(applications.id, [longAgo, lately]));
    await age(longAgo, DAYS + 30);
    await age(lately, DAYS + 30, { documents: true });
    await db.update(applications).set({ updatedAt: sql`now() - make_interval(days => ${DAYS - 1}::int)` }).where(eq(applications.id, lately));
    const before = await documentsOf(lately);
    expect(before.length).toBeGreaterThan(0);

    await retentionWorker({ db, store: t.app.storage, days: DAYS, log: capturingLog().log })();

    expect(await documentsOf(longAgo)).toEqual([]);
    expect((await documentsOf(lately)).map((d) => d.id).sort()).toEqual(before.map((d) => d.id).sort());
  });

  it('is a daily schedule of the job queue, in Dubai time', async () => {
    let schedule: Array<{ cron: string; timezone: string | null }> = [];
    // The queue starts in the background once the app is ready.
    for (let i = 0; i < 100 && schedule.length === 0; i++) {
      const found = await t.database.db
        .execute<{ cron: string; timezone: string | null }>(sql`select cron, timezone from pgboss.schedule where name = ${RETENTION_QUEUE.name}`)
        .catch(() => ({ rows: [] }));
      schedule = found.rows;
      if (schedule.length === 0) await new Promise((r) => setTimeout(r, 100));
    }
    expect(schedule).toEqual([{ cron: '30 3 * * *', timezone: 'Asia/Dubai' }]);
  });

  it("is run by the queue's worker: a job of the queue deletes what is past retention", async () => {
    const old = await started();
    await age(old, DAYS + 5);
    await t.app.jobs.send(RETENTION_QUEUE.name, {});
    let left = await documentsOf(old);
    for (let i = 0; i < 150 && left.length > 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      left = await documentsOf(old);
    }
    expect(left).toEqual([]);
  });
});
