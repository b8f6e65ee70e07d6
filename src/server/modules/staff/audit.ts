import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';

export interface AuditEntry {
  /** Null for a change made outside a session (`npm run staff:add`, ADMIN_EMAIL at start). */
  staffId: string | null;
  action: string;
  subjectType: string;
  subjectId?: string | null;
  /** Objects: drizzle hands a bare string to jsonb as JSON text, so a scalar would not survive. */
  before?: object | null;
  after?: object | null;
  ip?: string | null;
}

/** Records a staff change; call it in the change's own transaction so both commit or neither. */
export async function recordAudit(db: Pick<Db, 'insert'>, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    staffId: entry.staffId,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
  });
}
