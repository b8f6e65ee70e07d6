import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { dubaiDayOf } from '../../../shared/service/clocks.js';
import type { Db } from '../../db/client.js';
import { serviceEvents, serviceRequests } from '../../db/schema.js';
import type { QueueDefinition } from '../../jobs/job-queue.js';

/** The daily overdue check: a run just after each Dubai day ends, tried again later if the database was away. */
export const OVERDUE_QUEUE: QueueDefinition = { name: 'service-overdue', retryLimit: 3, retryDelay: 600 };
export const OVERDUE_CRON = '5 0 * * *';
export const OVERDUE_TZ = 'Asia/Dubai';

/**
 * Marks the open requests whose due day has ended (once each), with an event on their service's
 * timeline; the back office's home page lists them. Returns how many it marked.
 */
export async function markOverdue(db: Db, now = Date.now()): Promise<number> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .update(serviceRequests)
      .set({ overdueAt: new Date(now) })
      .where(and(eq(serviceRequests.status, 'open'), isNull(serviceRequests.overdueAt), lt(serviceRequests.dueDay, dubaiDayOf(now))))
      .returning({ id: serviceRequests.id, serviceId: serviceRequests.serviceId, dueDay: serviceRequests.dueDay });
    if (marked.length) await tx.insert(serviceEvents).values(marked.map((r) => ({ serviceId: r.serviceId, requestId: r.id, kind: 'overdue', detail: { dueDay: r.dueDay } })));
    return marked.length;
  });
}

export function overdueWorker({ db, log }: { db: Db; log: FastifyBaseLogger }) {
  return async () => {
    const marked = await markOverdue(db);
    log.info({ marked }, 'service desk: requests past their due day marked overdue');
  };
}
