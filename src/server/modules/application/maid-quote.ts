import { eq } from 'drizzle-orm';
import { priceListFor, quote, serviceOf, type Quote } from '../../../shared/pricing/price-list.js';
import { housemaids, nationalities, priceLists } from '../../db/schema.js';
import type { DbOrTx } from './tx.js';
import { msg } from '../../i18n/t.js';

export const NO_PRICE = msg('This maid’s price is not set yet, so her application cannot start. Please ask us on WhatsApp and we will help you at once.');

/** The price a family is shown for a maid now: her service's list for her nationality group; undefined without one. */
export async function quoteForMaid(db: DbOrTx, housemaidId: number): Promise<Quote | undefined> {
  const [maid] = await db
    .select({ living: housemaids.living, isNanny: housemaids.isNanny, matchingTypeId: nationalities.matchingTypeId })
    .from(housemaids)
    .innerJoin(nationalities, eq(nationalities.id, housemaids.nationalityId))
    .where(eq(housemaids.id, housemaidId));
  if (!maid) return undefined;
  const service = serviceOf(maid);
  const lists = await db.select().from(priceLists).where(eq(priceLists.service, service));
  const list = priceListFor(lists, service, maid.matchingTypeId);
  return list ? quote(list) : undefined;
}
