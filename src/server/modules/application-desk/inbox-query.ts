import { sql, type SQL } from 'drizzle-orm';
import type { listApplications } from '../../../shared/api/admin-applications/schemas.js';
import { uaeMobileSchema } from '../../../shared/application/phone.js';
import type { z } from 'zod/mini';

export type InboxFilter = z.infer<typeof listApplications.query>;

/** `7k3d 9qxb`, `7K3D9QXB` → `7K3D-9QXB`; anything else is not a reference. */
export function referenceOf(text: string): string | null {
  const plain = text.toUpperCase().replace(/[^0-9A-Z]/g, '');
  return /^[0-9A-Z]{8}$/.test(plain) ? `${plain.slice(0, 4)}-${plain.slice(4)}` : null;
}

/** A UAE mobile number typed any way (050 123 4567, +971501234567…) in E.164, as the steps store it. */
export function phoneOf(text: string): string | null {
  const parsed = uaeMobileSchema.safeParse(text);
  return parsed.success ? parsed.data : null;
}

/**
 * The inbox's WHERE for the member of staff `staffId`, over `applications a` joined with `housemaids h`. Each condition is one
 * expression on a column or a jsonb path, evaluated by PostgreSQL: a reference goes through the
 * unique index, the creation days are a range on created_at.
 */
export function inboxWhere(filter: InboxFilter, staffId: string): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.q) {
    const phone = phoneOf(filter.q);
    const reference = referenceOf(filter.q);
    const found: SQL[] = [];
    if (phone) {
      found.push(sql`a.data #>> '{values,phones,client}' = ${phone}`);
      found.push(sql`a.data #>> '{values,phones,whatsapp}' = ${phone}`);
      found.push(sql`a.data #>> '{values,phones,spouse}' = ${phone}`);
    }
    if (reference) found.push(sql`a.reference = ${reference}`);
    conditions.push(found.length ? sql`(${sql.join(found, sql` or `)})` : sql`false`);
  }
  if (filter.step) conditions.push(sql`a.current_step = ${filter.step}`);
  if (filter.status) conditions.push(sql`a.status = ${filter.status}`);
  if (filter.emirate) conditions.push(sql`a.data #>> '{values,address,emirate}' = ${filter.emirate}`);
  if (filter.maid) conditions.push(sql`a.housemaid_id = ${filter.maid}`);
  if (filter.stage) conditions.push(sql`a.stage = ${filter.stage}`);
  if (filter.assigned === 'me') conditions.push(sql`a.assignee_id = ${staffId}`);
  if (filter.nationality) conditions.push(sql`h.nationality_id = ${filter.nationality}`);
  // Dubai's days (UTC+4 all year): from the first day's midnight to the last day's end.
  if (filter.from) conditions.push(sql`a.created_at >= (${filter.from}::date)::timestamp at time zone 'Asia/Dubai'`);
  if (filter.to) conditions.push(sql`a.created_at < (${filter.to}::date + 1)::timestamp at time zone 'Asia/Dubai'`);
  return sql.join(conditions, sql` and `);
}
