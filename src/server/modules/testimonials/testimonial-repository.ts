import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { StaffTestimonial, testimonialFieldsSchema } from '../../../shared/api/admin-testimonials/schemas.js';
import type { Testimonial } from '../../../shared/api/public/schemas.js';
import { textIn } from '../../../shared/i18n/localized-text.js';
import type { Language } from '../../../shared/tracking.js';
import type { Db } from '../../db/client.js';
import { testimonials } from '../../db/schema.js';
import { conflict, notFound } from '../../http/errors.js';
import { recordAudit } from '../staff/audit.js';

type Fields = z.output<typeof testimonialFieldsSchema>;
type Actor = { staffId: string; ip: string };
type Row = typeof testimonials.$inferSelect;

const staffView = (row: Row): StaffTestimonial => ({
  id: row.id,
  quote: row.quote,
  place: row.place,
  name: row.name,
  rating: row.rating,
  published: row.published,
  demo: row.demo,
  updatedAt: row.updatedAt.toISOString(),
});

/** What the audit trail keeps of a testimonial: what staff can change. */
const audited = (row: Pick<Row, 'quote' | 'place' | 'name' | 'rating' | 'published'>) => ({
  quote: row.quote,
  place: row.place,
  name: row.name,
  rating: row.rating,
  published: row.published,
});

const gone = (id: string) => notFound(`There is no testimonial ${id}; it may have been removed. Reload the list.`);

/**
 * The testimonials staff write (issue 31) and the landing page shows. The site reads the table per
 * request, so a committed change is what the next family sees.
 */
export function createTestimonialRepository(db: Db) {
  /** Every testimonial, in the landing page's order. */
  const list = async (): Promise<StaffTestimonial[]> => (await db.select().from(testimonials).orderBy(asc(testimonials.position), asc(testimonials.createdAt))).map(staffView);

  return {
    list,

    /**
     * The published ones in `language` (its English where that language is empty), in order; the
     * seed's demo ones only while the site runs on demo data (no invented review reaches a real site).
     */
    async published(language: Language, { withDemo }: { withDemo: boolean }): Promise<{ demo: boolean; testimonials: Testimonial[] }> {
      const rows = await db
        .select()
        .from(testimonials)
        .where(and(eq(testimonials.published, true), withDemo ? undefined : eq(testimonials.demo, false)))
        .orderBy(asc(testimonials.position), asc(testimonials.createdAt));
      return {
        demo: rows.some((r) => r.demo),
        testimonials: rows.map((r) => ({ id: r.id, quote: textIn(r.quote, language), name: r.name, place: textIn(r.place, language), rating: r.rating })),
      };
    },

    async create(fields: Fields, actor: Actor): Promise<StaffTestimonial> {
      return db.transaction(async (tx) => {
        // One change of the order at a time: two new ones never take the same place.
        await tx.execute(sql`lock table ${testimonials} in share row exclusive mode`);
        const [{ next }] = (await tx.select({ next: sql<number>`coalesce(max(${testimonials.position}) + 1, 0)::int` }).from(testimonials)) as [{ next: number }];
        const [row] = await tx
          .insert(testimonials)
          .values({ ...fields, position: next, demo: false, updatedBy: actor.staffId })
          .returning();
        await recordAudit(tx, { ...actor, action: 'content.testimonial.create', subjectType: 'testimonial', subjectId: row!.id, after: audited(row!) });
        return staffView(row!);
      });
    },

    async update(id: string, fields: Fields, actor: Actor): Promise<StaffTestimonial> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(testimonials).where(eq(testimonials.id, id)).for('update');
        if (!before) throw gone(id);
        const [row] = await tx
          .update(testimonials)
          .set({ ...fields, updatedAt: new Date(), updatedBy: actor.staffId })
          .where(eq(testimonials.id, id))
          .returning();
        await recordAudit(tx, { ...actor, action: 'content.testimonial.update', subjectType: 'testimonial', subjectId: id, before: audited(before), after: audited(row!) });
        return staffView(row!);
      });
    },

    /** Puts every testimonial in the order of `ids`, which must name each exactly once. */
    async order(ids: string[], actor: Actor): Promise<StaffTestimonial[]> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`lock table ${testimonials} in share row exclusive mode`);
        const rows = await tx.select({ id: testimonials.id, position: testimonials.position }).from(testimonials).orderBy(asc(testimonials.position), asc(testimonials.createdAt));
        const known = new Set(rows.map((r) => r.id));
        if (ids.length !== rows.length || ids.some((id) => !known.has(id))) {
          throw conflict('The testimonials changed since this list was loaded (one was added or removed): reload the list and put them in order again.');
        }
        if (ids.length > 0) {
          // One statement: position i for the i-th id.
          await tx
            .update(testimonials)
            .set({ position: sql`array_position(${sql.param(ids)}::uuid[], ${testimonials.id}) - 1`, updatedAt: new Date(), updatedBy: actor.staffId })
            .where(inArray(testimonials.id, ids));
        }
        await recordAudit(tx, { ...actor, action: 'content.testimonial.order', subjectType: 'testimonial', before: { order: rows.map((r) => r.id) }, after: { order: ids } });
      });
      return list();
    },

    async remove(id: string, actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const [before] = await tx.delete(testimonials).where(eq(testimonials.id, id)).returning();
        if (!before) throw gone(id);
        await recordAudit(tx, { ...actor, action: 'content.testimonial.delete', subjectType: 'testimonial', subjectId: id, before: audited(before) });
      });
    },
  };
}
