import type pg from 'pg';
import type { RedirectRow } from '../../../shared/campaign.js';

/**
 * Looks a slug up and records the hit in one round trip: the counter is incremented and a
 * campaign_hits row written in the same statement, so a campaign link costs one query.
 * Slugs match case-insensitively ('Google' and 'google' are the same link); a disabled one is
 * not found (it goes to the home page, and counts no hit).
 */
const HIT_SQL = `
with link as (
  update redirect_links set hits = hits + 1
  where slug = (select slug from redirect_links where lower(slug) = lower($1) and not disabled order by slug = $1 desc limit 1)
  returning slug, kind, target_url, desktop_url, message
), hit as (
  insert into campaign_hits (slug, user_agent, referer)
  select slug, left($2, 500), left($3, 1000) from link
)
select slug, kind, target_url as "targetUrl", desktop_url as "desktopUrl", message from link`;

export async function hitRedirect(
  pool: pg.Pool,
  slug: string,
  meta: { userAgent?: string; referer?: string },
): Promise<RedirectRow | undefined> {
  const result = await pool.query<RedirectRow>(HIT_SQL, [slug, meta.userAgent ?? null, meta.referer ?? null]);
  return result.rows[0];
}
