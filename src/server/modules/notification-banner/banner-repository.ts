import { eq, sql } from 'drizzle-orm';
import type { BannerFields, BannerMessage, StaffBanner } from '../../../shared/api/notification-banner/schemas.js';
import type { Db } from '../../db/client.js';
import { notificationBanner } from '../../db/schema.js';
import { recordAudit } from '../staff/audit.js';
import type { Actor } from '../staff/staff-accounts.js';

type Row = typeof notificationBanner.$inferSelect;

/** The message of a row; its version is its last change, so an edited banner shows again. */
const toMessage = (row: Row): BannerMessage => ({
  version: row.updatedAt.toISOString(),
  type: row.type,
  title: row.title,
  body: row.body,
  customClass: row.customClass,
  align: row.align,
  durationMs: row.durationMs,
  showOnTop: row.showOnTop,
  closeOnWindowClick: row.closeOnWindowClick,
});

const toStaffBanner = (row: Row): StaffBanner => ({
  ...toMessage(row),
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.updatedBy,
});

/** What the audit keeps of a banner: its fields, not its bookkeeping. */
const audited = ({ updatedAt: _u, updatedBy: _b, version: _v, ...fields }: StaffBanner) => fields;

/** The one notification banner (id = 1): read by every page load, changed by staff. */
export function createBannerRepository(db: Db) {
  return {
    /** The banner to show now: set, started (or without a start) and not ended. */
    async live(): Promise<BannerMessage | null> {
      const [row] = await db
        .select()
        .from(notificationBanner)
        .where(sql`${notificationBanner.id} = 1 and coalesce(${notificationBanner.startsAt} <= now(), true) and coalesce(${notificationBanner.endsAt} > now(), true)`);
      return row ? toMessage(row) : null;
    },

    async get(): Promise<StaffBanner | null> {
      const [row] = await db.select().from(notificationBanner).where(eq(notificationBanner.id, 1));
      return row ? toStaffBanner(row) : null;
    },

    async save(fields: BannerFields, actor: Actor): Promise<StaffBanner> {
      const values = {
        ...fields,
        startsAt: fields.startsAt ? new Date(fields.startsAt) : null,
        endsAt: fields.endsAt ? new Date(fields.endsAt) : null,
        updatedAt: new Date(),
        updatedBy: actor.staffId,
      };
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(notificationBanner).where(eq(notificationBanner.id, 1)).for('update');
        const [row] = await tx.insert(notificationBanner).values({ id: 1, ...values }).onConflictDoUpdate({ target: notificationBanner.id, set: values }).returning();
        const after = toStaffBanner(row!);
        await recordAudit(tx, { ...actor, action: 'content.banner', subjectType: 'banner', before: before ? audited(toStaffBanner(before)) : null, after: audited(after) });
        return after;
      });
    },

    /** Takes the banner down; false when there was none. */
    async remove(actor: Actor): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [before] = await tx.delete(notificationBanner).where(eq(notificationBanner.id, 1)).returning();
        if (!before) return false;
        await recordAudit(tx, { ...actor, action: 'content.banner-removed', subjectType: 'banner', before: audited(toStaffBanner(before)), after: null });
        return true;
      });
    },
  };
}
