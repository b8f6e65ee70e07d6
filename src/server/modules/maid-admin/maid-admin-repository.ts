import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_MAIDS_PAGE_SIZE, type AdminMaid, type MaidFields, type MaidStatus } from '../../../shared/api/admin-catalogue/schemas.js';
import type { Living } from '../../../shared/api/catalogue/schemas.js';
import type { Db } from '../../db/client.js';
import { isForeignKeyViolation } from '../../db/error-chain.js';
import { containsPattern } from '../../db/like-pattern.js';
import { housemaids, nationalities } from '../../db/schema.js';
import { conflict, badRequest } from '../../http/errors.js';
import { recordAudit } from '../staff/audit.js';
import type { Actor } from '../staff/staff-accounts.js';
import { maidWithNationalityColumns, mediaUrl } from '../catalogue/housemaid-row.js';

export interface MaidFilter {
  q?: string;
  nationality?: number;
  status?: MaidStatus;
  living?: Living;
  hidden?: boolean;
  page?: number;
}

/** What staff see of a maid: the catalogue's columns and her state. */
const columns = {
  ...maidWithNationalityColumns,
  status: housemaids.status,
  hidden: housemaids.hidden,
  reservedUntil: housemaids.reservedUntil,
};
type Row = Omit<AdminMaid, 'reservedUntil' | 'videoURL' | 'posterURL' | 'dateAdded' | 'availabilityConfirmedAt'> & {
  reservedUntil: Date | null;
  availabilityConfirmedAt: Date | null;
  videoFile: string;
  posterFile: string;
  dateAdded: Date;
};

function toAdminMaid({ videoFile, posterFile, reservedUntil, dateAdded, availabilityConfirmedAt, ...row }: Row): AdminMaid {
  return {
    ...row,
    reservedUntil: reservedUntil?.toISOString() ?? null,
    availabilityConfirmedAt: availabilityConfirmedAt?.toISOString() ?? null,
    // A maid added in the back office has no video until one is uploaded.
    videoURL: videoFile ? mediaUrl(videoFile) : null,
    posterURL: posterFile ? mediaUrl(posterFile) : null,
    dateAdded: dateAdded.toISOString(),
  };
}

const NO_SUCH_NATIONALITY = 'nationalityId names no nationality: choose one from the list.';

export function createMaidAdmin(db: Db) {
  const select = () => db.select(columns).from(housemaids).innerJoin(nationalities, eq(nationalities.id, housemaids.nationalityId));

  async function get(id: number): Promise<AdminMaid | undefined> {
    const [row] = await select().where(eq(housemaids.id, id));
    return row && toAdminMaid(row);
  }

  return {
    get,

    /** A page of maids, best rank first, with how many match in all. */
    async list(filter: MaidFilter): Promise<{ maids: AdminMaid[]; total: number; page: number; pageSize: number }> {
      const conditions: SQL[] = [];
      const q = filter.q?.trim();
      if (q) conditions.push(/^\d{1,9}$/.test(q) ? or(eq(housemaids.id, Number(q)), ilike(housemaids.name, containsPattern(q)))! : ilike(housemaids.name, containsPattern(q)));
      if (filter.nationality) conditions.push(eq(housemaids.nationalityId, filter.nationality));
      if (filter.status) conditions.push(eq(housemaids.status, filter.status));
      if (filter.living) conditions.push(eq(housemaids.living, filter.living));
      if (filter.hidden !== undefined) conditions.push(eq(housemaids.hidden, filter.hidden));
      const page = filter.page ?? 1;
      // One statement: the page walks the rank index and stops at its last row, and the count is a
      // subquery PostgreSQL runs once, reading no maid's columns. (count(*) over () built every
      // matching row first: 7 ms with 5,000 maids.) Past the last page there is no row to carry it.
      const where = and(...conditions) ?? sql`true`;
      const countOf = sql<number>`(select count(*) from ${housemaids} where ${where})`.mapWith(Number);
      const rows = await db
        .select({ ...columns, total: countOf })
        .from(housemaids)
        .innerJoin(nationalities, eq(nationalities.id, housemaids.nationalityId))
        .where(where)
        .orderBy(desc(housemaids.rank), asc(housemaids.id))
        .limit(ADMIN_MAIDS_PAGE_SIZE)
        .offset((page - 1) * ADMIN_MAIDS_PAGE_SIZE);
      const total = rows[0]?.total ?? (page > 1 ? (await db.select({ n: countOf }).from(sql`(select 1) as one`))[0]!.n : 0);
      return { maids: rows.map(({ total: _, ...row }) => toAdminMaid(row)), total, page, pageSize: ADMIN_MAIDS_PAGE_SIZE };
    },

    nationalities: () => db.select({ id: nationalities.id, label: nationalities.label }).from(nationalities).orderBy(asc(nationalities.label)),

    /** A new maid, hidden until her video is uploaded; audited with her. */
    async create(fields: MaidFields, by: Actor): Promise<AdminMaid> {
      try {
        const id = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(housemaids)
            .values({ ...fields, hidden: true, videoFile: '', posterFile: '' })
            .returning({ id: housemaids.id });
          await recordAudit(tx, { ...by, action: 'maid.create', subjectType: 'maid', subjectId: String(row!.id), after: fields });
          return row!.id;
        });
        return (await get(id))!;
      } catch (err) {
        if (isForeignKeyViolation(err)) throw badRequest(NO_SUCH_NATIONALITY);
        throw err;
      }
    },

    /** Staff checked with her (or her agency) that she is still available: the time, audited. */
    async confirmAvailability(id: number, by: Actor): Promise<AdminMaid | undefined> {
      const confirmed = await db.transaction(async (tx) => {
        const [before] = await tx.select({ at: housemaids.availabilityConfirmedAt }).from(housemaids).where(eq(housemaids.id, id)).for('update');
        if (!before) return false;
        const [after] = await tx
          .update(housemaids)
          .set({ availabilityConfirmedAt: sql`now()` })
          .where(eq(housemaids.id, id))
          .returning({ at: housemaids.availabilityConfirmedAt });
        await recordAudit(tx, {
          ...by,
          action: 'maid.confirm_availability',
          subjectType: 'maid',
          subjectId: String(id),
          before: { availabilityConfirmedAt: before.at },
          after: { availabilityConfirmedAt: after!.at },
        });
        return true;
      });
      return confirmed ? get(id) : undefined;
    },

    /**
     * Changes what staff asked; undefined when she does not exist. Shown only with a video;
     * marked available or hired, any reservation by an application ends.
     */
    async update(
      id: number,
      changes: Partial<MaidFields> & { hidden?: boolean; status?: 'available' | 'hired' },
      by: Actor,
    ): Promise<AdminMaid | undefined> {
      try {
        const changed = await db.transaction(async (tx) => {
          const [before] = await tx.select().from(housemaids).where(eq(housemaids.id, id)).for('update');
          if (!before) return false;
          if (changes.hidden === false && !before.videoFile) throw conflict('Upload her video before showing her on the site.');
          const set = { ...changes, ...(changes.status ? { reservedUntil: null } : {}) };
          const [after] = await tx.update(housemaids).set(set).where(eq(housemaids.id, id)).returning();
          const pick = (row: typeof before) => Object.fromEntries(Object.keys(set).map((k) => [k, row[k as keyof typeof row]]));
          await recordAudit(tx, { ...by, action: 'maid.update', subjectType: 'maid', subjectId: String(id), before: pick(before), after: pick(after!) });
          return true;
        });
        return changed ? get(id) : undefined;
      } catch (err) {
        if (isForeignKeyViolation(err)) throw badRequest(NO_SUCH_NATIONALITY);
        throw err;
      }
    },
  };
}

export type MaidAdmin = ReturnType<typeof createMaidAdmin>;
