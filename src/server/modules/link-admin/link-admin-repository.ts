import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { AdminLink, LinkFields, LinkKind } from '../../../shared/api/admin-links/schemas.js';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like-pattern.js';
import { redirectLinks } from '../../db/schema.js';
import { conflict } from '../../http/errors.js';
import { recordAudit } from '../staff/audit.js';
import type { Actor } from '../staff/staff-accounts.js';

export interface LinkFilter {
  q?: string;
  kind?: LinkKind;
  disabled?: boolean;
}

interface Row {
  slug: string;
  kind: LinkKind;
  target_url: string;
  desktop_url: string | null;
  message: string | null;
  disabled: boolean;
  hits: number;
  hits7: string;
  hits30: string;
  // Raw rows from db.execute: drizzle leaves timestamps as PostgreSQL's text.
  updated_at: string | Date;
}

const toLink = (r: Row): AdminLink => ({
  slug: r.slug,
  kind: r.kind,
  targetUrl: r.target_url,
  desktopUrl: r.desktop_url,
  message: r.message,
  disabled: r.disabled,
  hits: r.hits,
  hits7: Number(r.hits7),
  hits30: Number(r.hits30),
  updatedAt: new Date(r.updated_at).toISOString(),
});

const fieldsOf = (l: AdminLink | typeof redirectLinks.$inferSelect) => ({
  kind: l.kind,
  targetUrl: l.targetUrl,
  desktopUrl: l.desktopUrl,
  message: l.message,
  disabled: l.disabled,
});

export function createLinkAdmin(db: Db, pool: Pool) {
  /**
   * Links with their hits of the last 7 and 30 days, exactly. A window is its whole UTC days after
   * the one it starts in (campaign_hit_days), that first day's whole hours after the one it starts
   * in (campaign_hit_hours, both kept by a trigger: migrations 0025 and 0027) and that first, partial
   * hour from campaign_hits itself. Each part is one range read over every link at once, grouped by
   * slug (issue 33's bench: 357 links, 1,000,000 hits); the bounds are worked out once, as reading
   * them per row (a time zone conversion each) cost more than the rows. `slug` narrows the counting
   * to one link (its own page), which then reads its own rows by the primary keys.
   */
  async function find(where: ReturnType<typeof sql>, slug?: string): Promise<AdminLink[]> {
    const of = (alias: string) => (slug === undefined ? sql`true` : sql`${sql.raw(alias)}.slug = ${slug}`);
    const { rows } = await db.execute<Row & Record<string, unknown>>(sql`
      with w as materialized (
        select s7, s30, d7, d30, h7, h30,
               (d7 + 1)::timestamp at time zone 'UTC' as e7, (d30 + 1)::timestamp at time zone 'UTC' as e30
          from (select s7, s30, (s7 at time zone 'UTC')::date as d7, (s30 at time zone 'UTC')::date as d30,
                       date_trunc('hour', s7, 'UTC') as h7, date_trunc('hour', s30, 'UTC') as h30
                  from (select now() - interval '7 days' as s7, now() - interval '30 days' as s30) n) b
      ), parts as (
        select d.slug, sum(d.hits) filter (where d.day > w.d7) as h7, sum(d.hits) as h30
          from w join campaign_hit_days d on d.day > w.d30 and ${of('d')} group by d.slug
        union all
        select h.slug, sum(h.hits), 0 from w join campaign_hit_hours h on h.hour > w.h7 and h.hour < w.e7 and ${of('h')} group by h.slug
        union all
        select h.slug, 0, sum(h.hits) from w join campaign_hit_hours h on h.hour > w.h30 and h.hour < w.e30 and ${of('h')} group by h.slug
        union all
        select c.slug, count(*), 0 from w join campaign_hits c on c.created_at > w.s7 and c.created_at < w.h7 + interval '1 hour' and ${of('c')} group by c.slug
        union all
        select c.slug, 0, count(*) from w join campaign_hits c on c.created_at > w.s30 and c.created_at < w.h30 + interval '1 hour' and ${of('c')} group by c.slug
      ), counted as (select slug, sum(h7) as h7, sum(h30) as h30 from parts group by slug)
      select l.slug, l.kind, l.target_url, l.desktop_url, l.message, l.disabled, l.hits, l.updated_at,
             coalesce(c.h7, 0) as hits7, coalesce(c.h30, 0) as hits30
        from redirect_links l left join counted c on c.slug = l.slug
       where ${where}
       order by lower(l.slug)`);
    return rows.map((r) => toLink(r as Row));
  }
  const bySlug = async (slug: string) => (await find(sql`l.slug = ${slug}`, slug))[0];

  return {
    bySlug,

    list(filter: LinkFilter): Promise<AdminLink[]> {
      const conditions = [sql`true`];
      if (filter.q) {
        const pattern = containsPattern(filter.q);
        conditions.push(sql`(l.slug ilike ${pattern} or l.target_url ilike ${pattern})`);
      }
      if (filter.kind) conditions.push(sql`l.kind = ${filter.kind}`);
      if (filter.disabled !== undefined) conditions.push(sql`l.disabled = ${filter.disabled}`);
      return find(sql.join(conditions, sql` and `));
    },

    /** A new slug; one in use (whatever its letter case: slugs match so) is refused. */
    async create(slug: string, fields: LinkFields, by: Actor): Promise<AdminLink> {
      await db.transaction(async (tx) => {
        const [taken] = await tx.select({ slug: redirectLinks.slug }).from(redirectLinks).where(sql`lower(${redirectLinks.slug}) = lower(${slug})`);
        if (taken) throw conflict(`The slug ${taken.slug} is in use already.`);
        await tx.insert(redirectLinks).values({ slug, ...fields });
        await recordAudit(tx, { ...by, action: 'link.create', subjectType: 'link', subjectId: slug, after: fields });
      });
      return (await bySlug(slug))!;
    },

    async update(slug: string, fields: LinkFields, by: Actor): Promise<AdminLink | undefined> {
      const changed = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(redirectLinks).where(eq(redirectLinks.slug, slug)).for('update');
        if (!before) return false;
        await tx.update(redirectLinks).set({ ...fields, updatedAt: sql`now()` }).where(eq(redirectLinks.slug, slug));
        await recordAudit(tx, { ...by, action: 'link.update', subjectType: 'link', subjectId: slug, before: fieldsOf(before), after: fields });
        return true;
      });
      return changed ? bySlug(slug) : undefined;
    },

    /**
     * The hits as CSV, straight from PostgreSQL's COPY (its own CSV writer, streamed). The slug
     * is checked against the slug pattern and `days` is a whole number before they are written in.
     */
    async hitsCsv({ slug, days }: { slug?: string; days: number }): Promise<Readable> {
      const client = await pool.connect();
      const bySlugFilter = slug ? `and slug = '${slug.replace(/'/g, "''")}'` : '';
      const stream = client.query(
        copyTo(`copy (select to_char(created_at at time zone 'Asia/Dubai', 'YYYY-MM-DD HH24:MI:SS') as "time (Dubai)", slug, user_agent, referer
                       from campaign_hits where created_at > now() - interval '${Math.trunc(days)} days' ${bySlugFilter}
                      order by created_at) to stdout with (format csv, header true)`),
      );
      const release = () => client.release();
      stream.once('end', release);
      stream.once('error', release);
      return stream;
    },
  };
}

export type LinkAdmin = ReturnType<typeof createLinkAdmin>;
