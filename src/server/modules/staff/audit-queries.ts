import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, type AuditEntry } from '../../../shared/api/admin/schemas.js';
import type { Db } from '../../db/client.js';
import { auditLog, staff } from '../../db/schema.js';

export interface AuditFilter {
  staff?: string;
  action?: string;
  subjectType?: string;
  subjectId?: string;
  /** Dates (YYYY-MM-DD) in the agency's time zone, both included. */
  from?: string;
  to?: string;
  before?: number;
}

/** The agency works in the UAE: a day of the filter is a Dubai day. */
const dayStart = (date: string) => sql`(${date}::date)::timestamp at time zone 'Asia/Dubai'`;

/** One page of the audit trail, newest first, with whether more follow. */
export async function findAuditEntries(db: Db, filter: AuditFilter): Promise<{ entries: AuditEntry[]; more: boolean }> {
  const conditions: SQL[] = [];
  if (filter.staff) conditions.push(sql`lower(${staff.email}) = lower(${filter.staff})`);
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.subjectType) conditions.push(eq(auditLog.subjectType, filter.subjectType));
  if (filter.subjectId) conditions.push(eq(auditLog.subjectId, filter.subjectId));
  if (filter.from) conditions.push(gte(auditLog.at, dayStart(filter.from)));
  if (filter.to) conditions.push(lt(auditLog.at, sql`${dayStart(filter.to)} + interval '1 day'`));
  if (filter.before) conditions.push(lt(auditLog.id, filter.before));
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      staffEmail: staff.email,
      action: auditLog.action,
      subjectType: auditLog.subjectType,
      subjectId: auditLog.subjectId,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.staffId))
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  return {
    entries: rows.slice(0, AUDIT_PAGE_SIZE).map((r) => ({ ...r, at: r.at.toISOString() })),
    more: rows.length > AUDIT_PAGE_SIZE,
  };
}
