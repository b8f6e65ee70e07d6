import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Pool } from 'pg';
import type { Living, MatchingType } from '../../../shared/api/catalogue.js';
import type { Db } from '../../db/client.js';
import { housemaids, nationalities, nationalityMatchingTypes } from '../../db/schema.js';
import { maidIsAvailable } from './availability.js';
import { housemaidColumns, type HousemaidRow } from './housemaid-row.js';
import { preparedRows } from './prepared-rows.js';
import { ttlCache } from './ttl-cache.js';

export interface AskedMaidRow extends HousemaidRow {
  available: boolean;
  notAllowed: boolean;
}

export interface ListFilters {
  matchingType?: number;
  living?: Living;
  nanny?: boolean;
}

export interface TabCount {
  matchingType: MatchingType;
  count: number;
}

/** How long the tab counts are remembered: they count every offerable maid on each call. */
export const TAB_COUNTS_TTL_MS = 5_000;

/** Which optional filters a query has; each combination is its own prepared statement. */
function filterShape({ matchingType, living, nanny }: ListFilters): string {
  return `${matchingType === undefined ? '' : 'm'}${living ? 'l' : ''}${nanny === undefined ? '' : 'n'}` || 'all';
}

/** Filters shared by the page and its tab counts (the matching type is the tab itself), as placeholders. */
function listingConditions({ living, nanny }: ListFilters): SQL[] {
  const conditions: SQL[] = [maidIsAvailable];
  if (living) conditions.push(eq(housemaids.living, sql.placeholder('living')));
  if (nanny !== undefined) conditions.push(eq(housemaids.isNanny, sql.placeholder('nanny')));
  return conditions;
}

/**
 * The hot queries are prepared once (drizzle builds their SQL once, PostgreSQL plans them once
 * per connection) instead of being built on every request; the two that return maids skip
 * drizzle's row mapping as well (prepared-rows.ts).
 */
export function createMaidsRepository(db: Db, pool: Pool, { tabCountsTtlMs = TAB_COUNTS_TTL_MS } = {}) {
  const askedColumns = {
    ...housemaidColumns,
    available: sql<boolean>`(${maidIsAvailable})`,
    notAllowed: nationalityMatchingTypes.notAllowed,
  };
  const findAskedStatement = preparedRows<AskedMaidRow>(
    pool,
    'catalogue_find_asked',
    db
      .select(askedColumns)
      .from(housemaids)
      .innerJoin(nationalities, eq(nationalities.id, housemaids.nationalityId))
      .innerJoin(nationalityMatchingTypes, eq(nationalityMatchingTypes.id, nationalities.matchingTypeId))
      .where(sql`${housemaids.id} = any(${sql.placeholder('ids')}::int[])`),
    Object.keys(askedColumns),
  );

  function prepareListPage(filters: ListFilters) {
    const conditions = listingConditions(filters);
    conditions.push(eq(nationalityMatchingTypes.notAllowed, false));
    if (filters.matchingType !== undefined) {
      conditions.push(eq(nationalities.matchingTypeId, sql.placeholder('matchingType')));
    }
    return preparedRows<HousemaidRow>(
      pool,
      `catalogue_list_page_${filterShape(filters)}`,
      db
        .select(housemaidColumns)
        .from(housemaids)
        .innerJoin(nationalities, eq(nationalities.id, housemaids.nationalityId))
        .innerJoin(nationalityMatchingTypes, eq(nationalityMatchingTypes.id, nationalities.matchingTypeId))
        .where(and(...conditions))
        .orderBy(desc(housemaids.rank), asc(housemaids.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
      Object.keys(housemaidColumns),
    );
  }

  function prepareCountTabs(filters: ListFilters) {
    return db
      .select({
        id: nationalityMatchingTypes.id,
        code: nationalityMatchingTypes.code,
        label: nationalityMatchingTypes.label,
        notAllowed: nationalityMatchingTypes.notAllowed,
        count: count(housemaids.id),
      })
      .from(nationalityMatchingTypes)
      .leftJoin(nationalities, eq(nationalities.matchingTypeId, nationalityMatchingTypes.id))
      .leftJoin(housemaids, and(eq(housemaids.nationalityId, nationalities.id), ...listingConditions(filters)))
      .where(eq(nationalityMatchingTypes.notAllowed, false))
      .groupBy(nationalityMatchingTypes.id)
      .orderBy(asc(nationalityMatchingTypes.sortOrder), asc(nationalityMatchingTypes.id))
      .prepare(`catalogue_count_tabs_${filterShape({ ...filters, matchingType: undefined })}`);
  }

  const listPageStatements = new Map<string, ReturnType<typeof prepareListPage>>();
  const countTabsStatements = new Map<string, ReturnType<typeof prepareCountTabs>>();
  function statement<S>(cache: Map<string, S>, shape: string, prepare: () => S): S {
    let found = cache.get(shape);
    if (!found) cache.set(shape, (found = prepare()));
    return found;
  }

  /** Keyed by the filters that change the counts; the matching type does not (it is the tab). */
  const cachedTabCounts = ttlCache(tabCountsTtlMs, async (key: string): Promise<TabCount[]> => {
    const filters = JSON.parse(key) as ListFilters;
    const prepared = statement(countTabsStatements, filterShape(filters), () => prepareCountTabs(filters));
    const rows = await prepared.execute({ living: filters.living, nanny: filters.nanny });
    return rows.map(({ count: n, ...matchingType }) => ({ matchingType, count: n }));
  });

  return {
    async exists(id: number): Promise<boolean> {
      const rows = await db.select({ id: housemaids.id }).from(housemaids).where(eq(housemaids.id, id));
      return rows.length > 0;
    },

    /** The asked maids that exist, in no particular order, each with whether it can be offered. */
    async findAsked(ids: readonly number[]): Promise<AskedMaidRow[]> {
      if (ids.length === 0) return [];
      return findAskedStatement({ ids: [...ids] });
    },

    /** One page of offerable maids, best rank first; id breaks ties so pages never overlap. */
    async listPage(filters: ListFilters, page: number, pageSize: number): Promise<HousemaidRow[]> {
      const prepared = statement(listPageStatements, filterShape(filters), () => prepareListPage(filters));
      return prepared({ ...filters, limit: pageSize, offset: (page - 1) * pageSize });
    },

    /**
     * Offerable maids per allowed matching type (zero included), in tab order. Remembered for
     * TAB_COUNTS_TTL_MS: a tab's count may lag a reservation by that long, the page never does.
     */
    countTabs({ living, nanny }: ListFilters): Promise<TabCount[]> {
      return cachedTabCounts(JSON.stringify({ living, nanny }));
    },
  };
}

export type MaidsRepository = ReturnType<typeof createMaidsRepository>;
