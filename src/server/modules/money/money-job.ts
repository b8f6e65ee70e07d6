import { and, eq, gte, inArray, isNotNull, lte, notExists, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { scheduleHorizon } from '../../../shared/money/schedule.js';
import { addCalendarDays, dubaiDayOf } from '../../../shared/service/clocks.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { applications, paymentReminders, statementRows } from '../../db/schema.js';
import type { QueueDefinition } from '../../jobs/job-queue.js';
import { readData } from '../application/application-data.js';
import type { SmsProvider } from '../application/sms-provider.js';
import { cardPaymentDueText } from '../sms/money-texts.js';
import { currentStatus, writeSchedule } from './ledger.js';
import { payLinkUrl } from './returned.js';

/** The daily money run: just after each Dubai day starts, tried again later if the database was away. */
export const MONEY_QUEUE: QueueDefinition = { name: 'money-daily', retryLimit: 3, retryDelay: 600 };
export const MONEY_CRON = '15 0 * * *';
export const MONEY_TZ = 'Asia/Dubai';

/** The outbox kind of the message that sends a card payment's link on its day. */
export const CARD_PAYMENT_DUE_SMS = 'card-payment-due';

/**
 * Keeps every running statement written two months ahead (the schedule moves on with the
 * calendar), and sends each family paying by card the link to the payment that falls due today,
 * once. Each application in its own transaction: one that fails does not hold back the others.
 */
export async function runMoneyDay(db: Db, deps: { config: Config; sms: SmsProvider; payKey: Buffer; origin: string }, now = Date.now()) {
  const today = dubaiDayOf(now);
  const horizon = scheduleHorizon(today);
  const running = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.status, 'submitted'),
        isNotNull(applications.stage),
        sql`${applications.stage} <> 'cancelled'`,
        notExists(db.select({ one: sql`1` }).from(statementRows).where(and(sql`${statementRows.applicationId} = "applications"."id"`, gte(statementRows.dueOn, addCalendarDays(horizon, -27))))),
      ),
    );
  let written = 0;
  for (const app of running) written += await db.transaction((tx) => writeSchedule(tx, app.id, horizon));

  const due = await db
    .select({ rowId: statementRows.id, applicationId: statementRows.applicationId, totalFils: statementRows.totalFils, dueOn: statementRows.dueOn, reference: applications.reference, language: applications.language, data: applications.data })
    .from(statementRows)
    .innerJoin(applications, eq(applications.id, statementRows.applicationId))
    .where(
      and(
        eq(statementRows.method, 'card'),
        isNotNull(statementRows.seq),
        lte(statementRows.dueOn, today),
        inArray(currentStatus, ['scheduled']),
        // Texted once: on its day, or on the first run after it.
        notExists(db.select({ one: sql`1` }).from(paymentReminders).where(sql`${paymentReminders.rowId} = "statement_rows"."id"`)),
      ),
    );
  let texted = 0;
  for (const row of due) {
    const phone = readData(row.data).values.phones?.client;
    if (!phone) continue;
    const sent = await db.transaction(async (tx) => {
      const first = await tx.insert(paymentReminders).values({ rowId: row.rowId }).onConflictDoNothing().returning({ rowId: paymentReminders.rowId });
      if (first.length === 0) return false;
      await deps.sms.send(tx, {
        toPhone: phone,
        body: cardPaymentDueText(row.language, deps.config.SITE_NAME, row.reference, row.totalFils, row.dueOn, payLinkUrl(deps.origin, deps.payKey, row.rowId, row.language)),
        kind: CARD_PAYMENT_DUE_SMS,
        applicationId: row.applicationId,
      });
      return true;
    });
    if (sent) texted += 1;
  }
  return { written, texted };
}

/** The links in a job's messages: PUBLIC_ORIGIN (set it in production), or this server on localhost. */
export const jobOrigin = (config: Config) => config.PUBLIC_ORIGIN ?? `http://localhost:${config.PORT}`;

export function moneyWorker(db: Db, deps: Omit<Parameters<typeof runMoneyDay>[1], 'origin'> & { log: FastifyBaseLogger }) {
  return async () => {
    const done = await runMoneyDay(db, { ...deps, origin: jobOrigin(deps.config) });
    deps.log.info(done, 'money: statements written ahead, card payments due texted');
  };
}
