import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { OUTBOX_PAGE_SIZE, type OutboxMessage } from '../../../shared/api/admin-outbox/schemas.js';
import { RESENDABLE_STATUSES, type SmsStatus } from '../../../shared/api/admin-outbox/statuses.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { applications, smsOutbox } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { phoneOf, referenceOf } from '../application-desk/inbox-query.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { ERASED_PHONE } from '../data-rights/personal-data.js';
import { recordAudit } from '../staff/audit.js';
import type { Actor } from '../staff/staff-accounts.js';
import { maskPhone } from './mask-phone.js';
import { outboxText } from './outbox-text.js';
import { queueSms } from './sms-queue.js';

type Row = typeof smsOutbox.$inferSelect;

/** A message for staff: the number masked, the text without its links' keys or codes, the application by its reference. */
export const toOutboxMessage = (row: Row, reference: string | null): OutboxMessage => ({
  id: row.id,
  kind: row.kind,
  phone: maskPhone(row.toPhone),
  applicationId: row.applicationId,
  reference,
  text: outboxText(row.body),
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  provider: row.provider,
  providerMessageId: row.providerMessageId,
  createdAt: row.createdAt.toISOString(),
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  sentAt: row.sentAt?.toISOString() ?? null,
});

export function createOutboxAdmin({ db, jobs, config }: { db: Db; jobs: JobQueue; config: Config }) {
  return {
    /**
     * Newest first, a page at a time (sms_outbox_status_idx serves a status filter); `q` is a mobile
     * number typed any way (the message's) or an application's reference (the messages about it).
     */
    async list({ status, q, page = 1 }: { status?: SmsStatus; q?: string; page?: number }) {
      const conditions: SQL[] = [];
      if (status) conditions.push(eq(smsOutbox.status, status));
      if (q) {
        const phone = phoneOf(q);
        const reference = referenceOf(q);
        if (!phone && !reference) throw badRequest('Type a mobile number (050 123 4567) or an application’s reference (7K3D-9QXB).');
        conditions.push(phone ? eq(smsOutbox.toPhone, phone) : eq(applications.reference, reference!));
      }
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select({ row: smsOutbox, reference: applications.reference })
          .from(smsOutbox)
          .leftJoin(applications, eq(applications.id, smsOutbox.applicationId))
          .where(where)
          .orderBy(desc(smsOutbox.id))
          .limit(OUTBOX_PAGE_SIZE)
          .offset((page - 1) * OUTBOX_PAGE_SIZE),
        db.select({ n: count() }).from(smsOutbox).leftJoin(applications, eq(applications.id, smsOutbox.applicationId)).where(where),
      ]);
      return { messages: rows.map(({ row, reference }) => toOutboxMessage(row, reference)), total: total?.n ?? 0, page, pageSize: OUTBOX_PAGE_SIZE };
    },

    /**
     * A failed or dead message goes back on the queue with a new series of tries, in one
     * transaction with its job and the audit entry. A dead one gets a new idempotency key: its
     * tries are over, and a provider that kept the refusal under the old key would only repeat it.
     * A failed one keeps its key: its last try may yet have reached the provider.
     */
    async resend(id: number, by: Actor): Promise<OutboxMessage> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(smsOutbox).where(eq(smsOutbox.id, id)).for('update');
        if (!before) throw notFound('No message with this number.');
        if (!RESENDABLE_STATUSES.includes(before.status)) {
          throw conflict(`This message is ${before.status}: only a failed or dead message can be sent again.`);
        }
        if (before.toPhone === ERASED_PHONE) throw conflict("This message was erased on the client's request: it has no number or text left to send.");
        const [after] = await tx
          .update(smsOutbox)
          .set({
            status: 'queued',
            attempts: 0,
            lastError: null,
            jobId: null,
            idempotencyKey: before.status === 'dead' ? sql`gen_random_uuid()` : before.idempotencyKey,
          })
          .where(eq(smsOutbox.id, id))
          .returning();
        await queueSms(tx, jobs, config, id);
        await recordAudit(tx, {
          staffId: by.staffId,
          ip: by.ip,
          action: 'sms.resend',
          subjectType: 'sms',
          subjectId: String(id),
          before: { status: before.status, attempts: before.attempts, lastError: before.lastError, idempotencyKey: before.idempotencyKey },
          after: { status: after!.status, idempotencyKey: after!.idempotencyKey },
        });
        const [about] = after!.applicationId
          ? await tx.select({ reference: applications.reference }).from(applications).where(eq(applications.id, after!.applicationId))
          : [];
        return toOutboxMessage(after!, about?.reference ?? null);
      });
    },
  };
}
