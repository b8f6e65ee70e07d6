import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { ContentPageValues, FaqEntryValues, StaffContentPage, StaffFaqEntry } from '../../../shared/api/admin-pages/schemas.js';
import type { ContentPageTexts, FaqEntry } from '../../../shared/api/site-pages/schemas.js';
import { CONTENT_PAGE_CODES } from '../../../shared/content/site-pages.js';
import { textIn } from '../../../shared/i18n/localized-text.js';
import type { Language } from '../../../shared/tracking.js';
import type { Db } from '../../db/client.js';
import { contentPages, faqEntries } from '../../db/schema.js';
import { conflict } from '../../http/errors.js';
import { recordAudit } from '../staff/audit.js';
import type { Actor } from '../staff/staff-accounts.js';
import { nannyTextIn } from './faq-wording.js';

type FaqRow = typeof faqEntries.$inferSelect;
type PageRow = typeof contentPages.$inferSelect;

const toStaffEntry = ({ updatedBy: _b, updatedAt, ...row }: FaqRow): StaffFaqEntry => ({ ...row, updatedAt: updatedAt.toISOString() });
const toStaffPage = ({ updatedBy: _b, updatedAt, ...row }: PageRow): StaffContentPage => ({ ...row, updatedAt: updatedAt.toISOString() });
/** What the audit keeps of an entry or a page: its texts, not its bookkeeping. */
const audited = <T extends { updatedAt: string }>({ updatedAt: _u, ...rest }: T) => rest;

/** The FAQ entries and the content pages' texts (issue 31): read by the public pages, written by staff. */
export function createPagesRepository(db: Db) {
  const orderedEntries = (tx: Pick<Db, 'select'> = db) => tx.select().from(faqEntries).orderBy(asc(faqEntries.position), asc(faqEntries.id));

  return {
    /** The published entries in the family's language, each with its nanny-mode wording. */
    async faq(language: Language): Promise<FaqEntry[]> {
      const rows = await db.select().from(faqEntries).where(eq(faqEntries.published, true)).orderBy(asc(faqEntries.position), asc(faqEntries.id));
      return rows.map((row) => ({
        id: row.id,
        question: textIn(row.question, language),
        answer: textIn(row.answer, language),
        nannyQuestion: nannyTextIn(row.question, row.nannyQuestion, language),
        nannyAnswer: nannyTextIn(row.answer, row.nannyAnswer, language),
      }));
    },

    /** A content page in the family's language, or undefined for a code that is not one. */
    async page(pageCode: string, language: Language): Promise<ContentPageTexts | undefined> {
      if (!CONTENT_PAGE_CODES.includes(pageCode)) return undefined;
      const [row] = await db.select().from(contentPages).where(eq(contentPages.pageCode, pageCode));
      if (!row) return undefined;
      const of = (text: PageRow['title']) => textIn(text, language);
      return {
        pageCode,
        title: of(row.title),
        intro: of(row.intro),
        sections: row.sections.map((s) => ({ heading: of(s.heading), paragraphs: s.paragraphs.map(of), items: s.items.map(of) })),
      };
    },

    async staffEntries(): Promise<StaffFaqEntry[]> {
      return (await orderedEntries()).map(toStaffEntry);
    },

    /** Adds an entry after the last one. */
    async addEntry(fields: FaqEntryValues, actor: Actor): Promise<StaffFaqEntry> {
      return db.transaction(async (tx) => {
        // One writer at a time takes the next position (two adds at once would share one).
        await tx.execute(sql`lock table ${faqEntries} in share row exclusive mode`);
        const [last] = await tx.select({ position: sql<number>`coalesce(max(${faqEntries.position}), 0)` }).from(faqEntries);
        const [row] = await tx.insert(faqEntries).values({ ...fields, position: Number(last?.position ?? 0) + 1, updatedBy: actor.staffId }).returning();
        const entry = toStaffEntry(row!);
        await recordAudit(tx, { ...actor, action: 'content.faq-added', subjectType: 'faq_entry', subjectId: String(entry.id), before: null, after: audited(entry) });
        return entry;
      });
    },

    /** The entry changed, or undefined when there is none with this id. */
    async updateEntry(id: number, fields: FaqEntryValues, actor: Actor): Promise<StaffFaqEntry | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(faqEntries).where(eq(faqEntries.id, id)).for('update');
        if (!before) return undefined;
        const [row] = await tx.update(faqEntries).set({ ...fields, updatedAt: new Date(), updatedBy: actor.staffId }).where(eq(faqEntries.id, id)).returning();
        const entry = toStaffEntry(row!);
        await recordAudit(tx, { ...actor, action: 'content.faq-changed', subjectType: 'faq_entry', subjectId: String(id), before: audited(toStaffEntry(before)), after: audited(entry) });
        return entry;
      });
    },

    /** Deletes an entry; false when there was none with this id. */
    async removeEntry(id: number, actor: Actor): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [before] = await tx.delete(faqEntries).where(eq(faqEntries.id, id)).returning();
        if (!before) return false;
        await recordAudit(tx, { ...actor, action: 'content.faq-removed', subjectType: 'faq_entry', subjectId: String(id), before: audited(toStaffEntry(before)), after: null });
        return true;
      });
    },

    /** Puts the entries in this order; the list must name every entry once (409 otherwise: another editor changed the FAQ). */
    async orderEntries(ids: number[], actor: Actor): Promise<StaffFaqEntry[]> {
      return db.transaction(async (tx) => {
        const current = await orderedEntries(tx).for('update');
        const known = new Set(current.map((e) => e.id));
        if (ids.length !== known.size || ids.some((id) => !known.has(id))) {
          throw conflict('The FAQ has changed since you opened it (an entry was added or deleted). Reload the page and set the order again.');
        }
        if (ids.length > 0) {
          await tx
            .update(faqEntries)
            .set({ position: sql`array_position(${sql.param(ids)}::int[], ${faqEntries.id})`, updatedAt: new Date(), updatedBy: actor.staffId })
            .where(inArray(faqEntries.id, ids));
        }
        await recordAudit(tx, { ...actor, action: 'content.faq-order', subjectType: 'faq', before: { ids: current.map((e) => e.id) }, after: { ids } });
        return (await orderedEntries(tx)).map(toStaffEntry);
      });
    },

    /** The content pages staff write, in the order of the list (src/shared/content/site-pages.ts). */
    async staffPages(): Promise<StaffContentPage[]> {
      const rows = await db.select().from(contentPages).where(inArray(contentPages.pageCode, [...CONTENT_PAGE_CODES]));
      const byCode = new Map(rows.map((r) => [r.pageCode, toStaffPage(r)]));
      return CONTENT_PAGE_CODES.flatMap((code) => byCode.get(code) ?? []);
    },

    /** The page changed (created if its row was ever deleted), or undefined for a code that is not a content page. */
    async updatePage(pageCode: string, fields: ContentPageValues, actor: Actor): Promise<StaffContentPage | undefined> {
      if (!CONTENT_PAGE_CODES.includes(pageCode)) return undefined;
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(contentPages).where(eq(contentPages.pageCode, pageCode)).for('update');
        const values = { ...fields, updatedAt: new Date(), updatedBy: actor.staffId };
        const [row] = await tx.insert(contentPages).values({ pageCode, ...values }).onConflictDoUpdate({ target: contentPages.pageCode, set: values }).returning();
        const page = toStaffPage(row!);
        await recordAudit(tx, { ...actor, action: 'content.page-changed', subjectType: 'content_page', subjectId: pageCode, before: before ? audited(toStaffPage(before)) : null, after: audited(page) });
        return page;
      });
    },
  };
}
