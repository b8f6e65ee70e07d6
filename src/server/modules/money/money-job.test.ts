import { and, eq } from 'drizzle-orm';
import { pathOf } from '../../../shared/api/contract.js';
import * as family from '../../../shared/api/money/contracts.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleHorizon } from '../../../shared/money/schedule.js';
import { applications, mandates, smsOutbox, statementRows } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { statementOf } from '../../test/money.js';
import { runSampleJourney, type SampleJourney } from '../../test/sample-journey.js';
import { readData } from '../application/application-data.js';
import { createSmsOutbox } from '../sms/sms-queue.js';
import { writeSchedule } from './ledger.js';
import { readStatement } from './statement-read.js';
import { CARD_PAYMENT_DUE_SMS, runMoneyDay } from './money-job.js';

let t: TestApp;
const db = () => t.database.db;
const noonOf = (day: string) => Date.parse(`${day}T12:00:00+04:00`);

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_THRESHOLD: '1000' });
}, 60_000);
afterAll(() => t?.close());

const run = (now: number) => runMoneyDay(db(), { config: t.config, sms: createSmsOutbox(t.app.jobs, t.config), payKey: Buffer.alloc(32, 7), origin: 'https://maids.example' }, now);

describe('the daily money run', () => {
  let journey: SampleJourney;
  let start: string;
  beforeAll(async () => {
    journey = await runSampleJourney(t.app, db());
    start = readData((await db().select().from(applications).where(eq(applications.id, journey.appId)))[0]!.data).values.debitStartDate!;
  });

  it('writes each running statement on, two months ahead of the day', async () => {
    const later = noonOf(`${start.slice(0, 7)}-20`) + 90 * 86_400_000;
    await run(later);
    const rows = (await statementOf(journey)).rows.filter((r) => r.seq !== null);
    expect(rows.at(-1)!.dueOn <= scheduleHorizon(new Date(later + 4 * 3_600_000).toISOString().slice(0, 10))).toBe(true);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    // Again the same day: nothing more.
    expect((await run(later)).written).toBe(0);
  });

  it('texts a family paying by card the link to the payment due today, once, and the payment is payable', async () => {
    // The same family, paying by card: their statement as the card path writes it.
    await db().transaction(async (tx) => {
      await tx.update(applications).set({ paidByCreditCard: true }).where(eq(applications.id, journey.appId));
      await tx.delete(statementRows).where(eq(statementRows.applicationId, journey.appId));
      await tx.delete(mandates).where(eq(mandates.applicationId, journey.appId));
      await writeSchedule(tx, journey.appId, scheduleHorizon(start));
    });
    const before = await statementOf(journey);
    expect(before.mandate).toBeNull();
    expect(before.rows[0]).toMatchObject({ method: 'card', status: 'scheduled', payable: false });
    const texts = () => db().select().from(smsOutbox).where(and(eq(smsOutbox.applicationId, journey.appId), eq(smsOutbox.kind, CARD_PAYMENT_DUE_SMS)));
    await run(noonOf(start) - 86_400_000);
    expect(await texts()).toHaveLength(0);
    await run(noonOf(start));
    await run(noonOf(start) + 3_600_000);
    expect(await texts()).toHaveLength(1);
    expect((await readStatement(db(), journey.appId, 'en', noonOf(start)))!.rows[0]).toMatchObject({ method: 'card', payable: true });
    const [sms] = await texts();
    expect(sms!.body).toContain('https://maids.example/pay/');
    const token = /\/pay\/([\w-]+\.[\w-]+)/.exec(sms!.body)![1]!;
    expect((await t.app.inject({ method: 'GET', url: pathOf(family.getPaymentLink, { token }) })).statusCode).toBe(404); // signed with another key than the site's
  });
});
