import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { MatchingType, Nationality } from '../../../shared/api/catalogue/schemas.js';
import type { MainSiteInfo } from '../../../shared/api/catalogue/schemas.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { housemaids, mainSiteConfig, nationalities, nationalityMatchingTypes, priceLists } from '../../db/schema.js';
import type { PriceList } from '../../../shared/pricing/price-list.js';
import { housemaidColumns, type HousemaidRow } from './housemaid-row.js';

export interface CatalogueMaid extends HousemaidRow {
  status: 'available' | 'reserved' | 'hired';
  /** Epoch milliseconds on the database's clock; null for a reservation without end. */
  reservedUntil: number | null;
  /** Her matching type may not be offered at all (never listed, never kept in My List). */
  notAllowed: boolean;
  /** Kept off the site by staff. */
  hidden: boolean;
}

/** Everything the catalogue calls read, as one consistent picture of the database. */
export interface CatalogueData {
  /** Every maid, hired ones included, best rank first (id breaks ties, so pages never overlap). */
  maids: CatalogueMaid[];
  /** Every matching type, notAllowed ones included, in tab order. */
  matchingTypes: MatchingType[];
  /** By label. */
  nationalities: Nationality[];
  siteConfig: MainSiteInfo['siteConfig'];
  /** Every price list: the cards show each maid's monthly total. */
  priceLists: PriceList[];
  /** Add to Date.now() to read the database's clock, which decides when a reservation runs out. */
  clockOffsetMs: number;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const readOnly = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

/** The offset of the database's clock to this server's, measured around one query. */
async function clockOffset(tx: Tx): Promise<number> {
  const before = Date.now();
  const clock = await tx.execute<{ now_ms: number }>(sql`select (extract(epoch from now()) * 1000)::float8 as now_ms`);
  return Number(clock.rows[0]!.now_ms) - (before + Date.now()) / 2;
}

/** Maids with their nationality and matching type, best rank first; only `ids` when given. */
async function readMaids(tx: Tx, ids?: readonly number[]): Promise<CatalogueMaid[]> {
  const rows = await tx
    .select({
      ...housemaidColumns,
      status: housemaids.status,
      reservedUntil: housemaids.reservedUntil,
      hidden: housemaids.hidden,
      notAllowed: nationalityMatchingTypes.notAllowed,
    })
    .from(housemaids)
    .innerJoin(nationalities, eq(nationalities.id, housemaids.nationalityId))
    .innerJoin(nationalityMatchingTypes, eq(nationalityMatchingTypes.id, nationalities.matchingTypeId))
    .where(ids ? inArray(housemaids.id, [...ids]) : undefined)
    .orderBy(desc(housemaids.rank), asc(housemaids.id));
  return rows.map((m) => ({ ...m, reservedUntil: m.reservedUntil?.getTime() ?? null }));
}

const byRank = (a: CatalogueMaid, b: CatalogueMaid) => b.rank - a.rank || a.id - b.id;

/** Reads the whole catalogue in one read-only, repeatable-read transaction, so it is one consistent moment. */
export function loadCatalogue(db: Db, config: Config): Promise<CatalogueData> {
  return db.transaction(async (tx) => {
    const clockOffsetMs = await clockOffset(tx);
    const maids = await readMaids(tx);
    const matchingTypes = await tx
      .select({
        id: nationalityMatchingTypes.id,
        code: nationalityMatchingTypes.code,
        label: nationalityMatchingTypes.label,
        notAllowed: nationalityMatchingTypes.notAllowed,
      })
      .from(nationalityMatchingTypes)
      .orderBy(asc(nationalityMatchingTypes.sortOrder), asc(nationalityMatchingTypes.id));
    const nationalityRows = await tx
      .select({ id: nationalities.id, code: nationalities.code, label: nationalities.label, matchingTypeId: nationalities.matchingTypeId })
      .from(nationalities)
      .orderBy(asc(nationalities.label), asc(nationalities.id));
    // The single row id = 1; without it the site runs on the configured contact numbers.
    const [site] = await tx.select().from(mainSiteConfig).where(eq(mainSiteConfig.id, 1));
    const prices = await tx
      .select({ id: priceLists.id, service: priceLists.service, matchingTypeId: priceLists.matchingTypeId, monthlyFeeFils: priceLists.monthlyFeeFils, vatBasisPoints: priceLists.vatBasisPoints, items: priceLists.items })
      .from(priceLists);
    return {
      maids,
      priceLists: prices,
      matchingTypes,
      nationalities: nationalityRows,
      siteConfig: {
        landingPageSiteConfig: { hideWhatsappButton: site?.hideWhatsappButton ?? false },
        ccSiteConfig: {
          redirectToWhatsapp: site?.redirectToWhatsapp ?? false,
          contactNumber: site?.contactNumber ?? config.SITE_PHONE,
          whatsappNumber: site?.whatsappNumber ?? config.SITE_WHATSAPP,
        },
      },
      clockOffsetMs,
    };
  }, readOnly);
}

/**
 * The catalogue with only the named maids read again (added, changed or gone): a reservation
 * renewed by an application step costs one small query, not a reload of every maid.
 */
export function patchCatalogue(db: Db, data: CatalogueData, maidIds: ReadonlySet<number>): Promise<CatalogueData> {
  return db.transaction(async (tx) => {
    const clockOffsetMs = await clockOffset(tx);
    const fresh = await readMaids(tx, [...maidIds]);
    const maids = data.maids.filter((m) => !maidIds.has(m.id)).concat(fresh).sort(byRank);
    return { ...data, maids, clockOffsetMs };
  }, readOnly);
}
