import { eq, sql } from 'drizzle-orm';
import type { PriceListReach } from '../../../shared/api/admin-prices/schemas.js';
import type { Db } from '../../db/client.js';
import { priceLists } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';

/**
 * Whom a change of a list reaches. A list prices the maids of its service in its nationality group;
 * a general list those whose group has no list of its own (shared/pricing/price-list.ts, priceListFor).
 * An application keeps the quote it started with (application-service.ts: "the price shown now is
 * the one signed for"), so a change reaches the site's cards and the applications started from now
 * on, not one in progress; only one started before quotes were kept reads the list as it is
 * (signed-form-facts.ts).
 */
export async function priceListReach(db: Db, id: number): Promise<PriceListReach> {
  const [list] = await db.select({ service: priceLists.service, groupId: priceLists.matchingTypeId }).from(priceLists).where(eq(priceLists.id, id));
  if (!list) throw notFound('No price list with this id.');
  const group = list.groupId === null ? sql`null::int` : sql`${list.groupId}::int`;
  const result = await db.execute<{ maids: number; in_progress: number; without_kept_price: number }>(sql`
    with priced as (
      select h.id, h.hidden, h.status
        from housemaids h join nationalities n on n.id = h.nationality_id
       where (case when h.is_nanny then 'nanny' else h.living::text end) = ${list.service}
         and (case when ${group} is null
                   then not exists (select 1 from price_lists p where p.service = ${list.service} and p.matching_type_id = n.matching_type_id)
                   else n.matching_type_id = ${group} end)
    )
    select (select count(*) from priced where not hidden and status <> 'hired')::int as maids,
           (select count(*) from applications a join priced on priced.id = a.housemaid_id where a.status = 'pending')::int as in_progress,
           (select count(*) from applications a join priced on priced.id = a.housemaid_id
             where a.status = 'pending' and not (coalesce(a.data -> 'values', '{}'::jsonb) ? 'quote'))::int as without_kept_price
  `);
  const row = result.rows[0]!;
  return { maids: row.maids, applicationsInProgress: row.in_progress, withoutKeptPrice: row.without_kept_price };
}
