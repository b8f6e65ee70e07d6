import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { SERVICE_UNAVAILABLE_RETRY_AFTER_S } from '../../http/errors.js';

/** A load balancer waits a few seconds at most: a database that does not answer by then is not ready. */
export const READY_TIMEOUT_MS = 3000;

/**
 * /healthz: the process is up (restart it when not). /readyz: it can serve, i.e. the database
 * answers (take it out of rotation when not; it comes back by itself once PostgreSQL does).
 */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), READY_TIMEOUT_MS);
    });
    try {
      await Promise.race([app.database.db.execute(sql`select 1`), timeout]);
      return { status: 'ready' };
    } catch {
      return reply.status(503).header('retry-after', String(SERVICE_UNAVAILABLE_RETRY_AFTER_S)).send({ error: 'Database unreachable' });
    } finally {
      clearTimeout(timer);
    }
  });
}
