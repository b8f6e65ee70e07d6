import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, type AuditEntry } from '../../../shared/api/admin/schemas.js';
import type { Db } from '../../db/client.js';
import { auditLog, staff } from '../../db/schema.js';
import { referenceOf } from '../application-desk/inbox-query.js';

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

/**
 * What the row is about, in the words staff know it by: an application's reference, a maid's name
 * and number, a member's email, a price list's service and group. Null for other subjects, or one
 * since deleted (the id still shows).
 */
const subjectLabel = sql<string | null>`case ${auditLog.subjectType}
  when 'application' then (select a.reference from applications a where a.id::text = ${auditLog.subjectId})
  when 'maid' then (select h.name || ' #' || h.id from housemaids h where h.id::text = ${auditLog.subjectId})
  when 'staff' then (select s.email from staff s where s.id::text = ${auditLog.subjectId})
  when 'price-list' then (select (case p.service when 'live_in' then 'Live-in' when 'live_out' then 'Live-out' else 'Nanny' end) || coalesce(' · ' || g.label, ', every other group') from price_lists p left join nationality_matching_types g on g.id = p.matching_type_id where p.id::text = ${auditLog.subjectId})
end`;

/**
 * The subject filter takes what staff have in hand: the id, an application's reference or a maid's
 * name (any case); one of them matching is enough.
 */
function subjectIs(text: string): SQL {
  const reference = referenceOf(text);
  const ids: SQL[] = [sql`${auditLog.subjectId} = ${text}`];
  if (reference) ids.push(sql`(${auditLog.subjectType} = 'application' and ${auditLog.subjectId} = (select a.id::text from applications a where a.reference = ${reference}))`);
  ids.push(sql`(${auditLog.subjectType} = 'maid' and ${auditLog.subjectId} in (select h.id::text from housemaids h where lower(h.name) = lower(${text})))`);
  return sql`(${sql.join(ids, sql` or `)})`;
}

/** One page of the audit trail, newest first, with whether more follow. */
export async function findAuditEntries(db: Db, filter: AuditFilter): Promise<{ entries: AuditEntry[]; more: boolean }> {
  const conditions: SQL[] = [];
  if (filter.staff) conditions.push(sql`lower(${staff.email}) = lower(${filter.staff})`);
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.subjectType) conditions.push(eq(auditLog.subjectType, filter.subjectType));
  if (filter.subjectId) conditions.push(subjectIs(filter.subjectId));
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
      subjectLabel,
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
