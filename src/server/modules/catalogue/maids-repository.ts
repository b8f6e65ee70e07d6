import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Living, MatchingType } from '../../../shared/api/catalogue.js';
import type { Db } from '../../db/client.js';
import { housemaids, nationalities, nationalityMatchingTypes } from '../../db/schema.js';
import { maidIsAvailable } from './availability.js';
import { housemaidColumns, type HousemaidRow } from './housemaid-row.js';

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

/** Filters shared by the page and its tab counts (the matching type is the tab itself). */
function listingConditions({ living, nanny }: ListFilters): SQL[] {
  const conditions: SQL[] = [maidIsAvailable];
  if (living) conditions.push(eq(housemaids.living, living));
  if (nanny !== undefined) conditions.push(eq(housemaids.isNanny, nanny));
  return conditions;
}

export function createMaidsRepository(db: Db) {
  return {
    async exists(id: number): Promise<boolean> {
      const rows = await db.select({ id: housemaids.id }).from(housemaids).where(eq(housemaids.id, id));
      return rows.length > 0;
    },

    /** The asked maids that exist, in no particular order, each with whether it can be offered. */
    async findAsked(ids: readonly number[]): Promise<AskedMaidRow[]> {
      if (ids.length === 0) return [];
      return db
        .select({
          ...housemaidColumns,
          available: sql<boolean>`(${maidIsAvailable})`.mapWith(Boolean),
          notAllowed: nationalityMatchingTypes.notAllowed,
        })
        .from(housemaids)
        .innerJoin(nationalities, eq(nationalities.id, housemaids.nationalityId))
        .innerJoin(nationalityMatchingTypes, eq(nationalityMatchingTypes.id, nationalities.matchingTypeId))
        .where(inArray(housemaids.id, [...ids]));
    },

    /** One page of offerable maids, best rank first; id breaks ties so pages never overlap. */
    async listPage(filters: ListFilters, page: number, pageSize: number): Promise<HousemaidRow[]> {
      const conditions = listingConditions(filters);
      conditions.push(eq(nationalityMatchingTypes.notAllowed, false));
      if (filters.matchingType !== undefined) conditions.push(eq(nationalities.matchingTypeId, filters.matchingType));
      return db
        .select(housemaidColumns)
        .from(housemaids)
        .innerJoin(nationalities, eq(nationalities.id, housemaids.nationalityId))
        .innerJoin(nationalityMatchingTypes, eq(nationalityMatchingTypes.id, nationalities.matchingTypeId))
        .where(and(...conditions))
        .orderBy(desc(housemaids.rank), asc(housemaids.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
    },

    /** Offerable maids per allowed matching type (zero included), in tab order. */
    async countTabs(filters: ListFilters): Promise<TabCount[]> {
      const rows = await db
        .select({
          id: nationalityMatchingTypes.id,
          code: nationalityMatchingTypes.code,
          label: nationalityMatchingTypes.label,
          notAllowed: nationalityMatchingTypes.notAllowed,
          count: count(housemaids.id),
        })
        .from(nationalityMatchingTypes)
        .leftJoin(nationalities, eq(nationalities.matchingTypeId, nationalityMatchingTypes.id))
        .leftJoin(
          housemaids,
          and(eq(housemaids.nationalityId, nationalities.id), ...listingConditions(filters)),
        )
        .where(eq(nationalityMatchingTypes.notAllowed, false))
        .groupBy(nationalityMatchingTypes.id)
        .orderBy(asc(nationalityMatchingTypes.sortOrder), asc(nationalityMatchingTypes.id));
      return rows.map(({ count: n, ...matchingType }) => ({ matchingType, count: n }));
    },
  };
}

export type MaidsRepository = ReturnType<typeof createMaidsRepository>;
