import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { BannerFields, BannerMessage, StaffBanner } from '../../../shared/api/notification-banner/schemas.js';
import { textIn, type LocalizedText } from '../../../shared/i18n/localized-text.js';
import { LANGUAGES, type Language } from '../../../shared/tracking.js';
import type { Db } from '../../db/client.js';
import { notificationBanner } from '../../db/schema.js';
import { recordAudit } from '../staff/audit.js';
import type { Actor } from '../staff/staff-accounts.js';

type Row = typeof notificationBanner.$inferSelect;

/** A text's languages in a fixed order, whatever order its stored keys come back in. */
const inOrder = (text: LocalizedText) => LANGUAGES.map((l) => text[l] ?? '');

/**
 * The banner's version: a digest of what a family sees, in every language. It changes when any
 * language changes, so a family who closed it sees it again only when it changed (not after a
 * save that changed nothing, or only its schedule), and it is the same in every language, so
 * switching language does not show a closed banner again.
 */
const versionOf = (row: Row) =>
  createHash('sha256')
    .update(JSON.stringify([row.type, inOrder(row.title), inOrder(row.body), row.customClass, row.align, row.durationMs, row.showOnTop, row.closeOnWindowClick]))
    .digest('base64url')
    .slice(0, 16);

/** The look of a row, the same in every language. */
const look = (row: Row) => ({
  version: versionOf(row),
  type: row.type,
  customClass: row.customClass,
  align: row.align,
  durationMs: row.durationMs,
  showOnTop: row.showOnTop,
  closeOnWindowClick: row.closeOnWindowClick,
});

/** What a family gets: the title and body in their language, the English where it is empty. */
const toMessage = (row: Row, language: Language): BannerMessage => ({
  ...look(row),
  title: textIn(row.title, language),
  body: textIn(row.body, language),
});

const toStaffBanner = (row: Row): StaffBanner => ({
  ...look(row),
  title: row.title,
  body: row.body,
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
    /** The banner to show now (set, started or without a start, and not ended), in `language`. */
    async live(language: Language): Promise<BannerMessage | null> {
      const [row] = await db
        .select()
        .from(notificationBanner)
        .where(sql`${notificationBanner.id} = 1 and coalesce(${notificationBanner.startsAt} <= now(), true) and coalesce(${notificationBanner.endsAt} > now(), true)`);
      return row ? toMessage(row, language) : null;
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
