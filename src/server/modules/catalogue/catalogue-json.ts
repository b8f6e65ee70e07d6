import { listMaidFacets } from '../../../shared/api/catalogue/schemas.js';
import { DEFAULT_LABELS, NANNY_LABELS } from '../../../shared/labels.js';
import type { Language } from '../../../shared/tracking.js';
import type { CatalogueView, ListFilters } from './catalogue-view.js';
import { filtersKey } from './maid-filter.js';
import { remainingAvailableMaids } from './remaining-maids.js';

/**
 * The catalogue calls' answers as JSON text, put together from pieces that were each checked
 * against the contract once (catalogue-view.ts) instead of validating and serialising the whole
 * answer on every request. The shapes are those of src/shared/api/catalogue/schemas.ts; the
 * route tests parse every answer with those schemas. The cards carry their phrases in the
 * visitor's language, so the language is part of every remembered answer's key.
 */

/** GET listmaids: remembered until the catalogue changes or a reservation runs out. */
export function listMaidsJson(view: CatalogueView, filters: ListFilters, page: number, pageSize: number, language: Language): string {
  const key = `list|${language}|${filtersKey(filters)}|${page}|${pageSize}`;
  return view.remembered(key, () => {
    const tabs = view.tabCounts(filters);
    // The tab counts already hold the total.
    const counted = filters.matchingType === undefined ? tabs : tabs.filter((t) => t.matchingType.id === filters.matchingType);
    const total = counted.reduce((sum, t) => sum + t.count, 0);
    const maids = view.listPage(filters, page, pageSize).map((maid) => view.maidJson(maid, language)).join(',');
    return `{"maids":[${maids}],"total":${total},"page":${page},"pageSize":${pageSize},"tabs":${JSON.stringify(tabs)}}`;
  });
}

/**
 * GET getremainingavailablemaids: remembered per list asked (a client asks again for the same list
 * on every page it opens) until the catalogue changes or a reservation runs out.
 */
export function remainingAvailableMaidsJson(
  view: CatalogueView,
  askedIds: readonly number[],
  preferences: readonly number[],
  nannyMode: boolean,
  language: Language,
  /** Maids the asking session's own application holds: available to it. */
  heldByAsker: readonly number[] = [],
): string {
  return view.remembered(`remaining|${language}|${askedIds.join(',')}|${preferences.join(',')}|${nannyMode}|${heldByAsker.join(',')}`, () => {
    const rows = [];
    for (const id of askedIds) {
      const maid = view.maid(id);
      const available = maid !== undefined && (view.isOfferable(maid) || (heldByAsker.includes(id) && !maid.hidden));
      if (maid) rows.push({ maid, id, matchingTypeId: maid.matchingTypeId, available, notAllowed: maid.notAllowed });
    }
    const labels = nannyMode ? NANNY_LABELS : DEFAULT_LABELS;
    const { availableMaids, messages } = remainingAvailableMaids({ askedIds, rows, preferences, labels });
    const entries = availableMaids.map((r) => `{"housemaid":${view.maidJson(r.maid, language)},"nationalityMatchingType":{"id":${r.matchingTypeId}}}`);
    return `{"availableMaids":[${entries.join(',')}],"messages":${JSON.stringify(messages)}}`;
  });
}

/**
 * GET listmaidfacets: remembered per filter set, checked against the contract's answer schema
 * once when made (as the route's serializer did on every request). Its counts and values are
 * codes, the same in every language.
 */
export function maidFacetsJson(view: CatalogueView, filters: ListFilters): string {
  return view.remembered(`facets-json|${filtersKey(filters)}`, () => JSON.stringify(listMaidFacets.responses[200].parse(view.facets(filters))));
}

/** GET getmainccsiteinfo */
export function mainSiteInfoJson(view: CatalogueView, returnNationalities: boolean, returnMatchingTypes: boolean): string {
  return view.remembered(`site|${returnNationalities}|${returnMatchingTypes}`, () => {
    const { siteConfig, nationalities, matchingTypes } = view.data;
    return JSON.stringify({
      siteConfig,
      ...(returnNationalities ? { nationalities } : {}),
      ...(returnMatchingTypes ? { matchingTypes } : {}),
    });
  });
}
