import { housemaidSchema, type Housemaid, type MaidFacets, type MatchingType } from '../../../shared/api/catalogue/schemas.js';
import { priceListFor, quote, serviceOf } from '../../../shared/pricing/price-list.js';
import type { Language } from '../../../shared/tracking.js';
import { canBeOffered } from '../../maid-availability.js';
import { toHousemaid } from './housemaid-row.js';
import { maidFacets } from './maid-facets.js';
import { filtersKey, matchesFilters, type ListFilters } from './maid-filter.js';
import type { CatalogueData, CatalogueMaid } from './snapshot-load.js';

export type { ListFilters };

export interface TabCount {
  matchingType: MatchingType;
  count: number;
}

/** Answers kept per moment (at most ~15 MB); past this many they are dropped and rebuilt. */
const KEPT_ANSWERS = 1_000;

/** Who can be offered at one moment; it holds until the next reservation runs out. */
interface Moment {
  /** Later than this (database clock) a reservation has run out and the moment must be taken again. */
  until: number;
  /** Offerable maids of allowed matching types, best rank first. */
  offerable: CatalogueMaid[];
  answers: Map<string, unknown>;
}

/** A maid's card as the API gives it in one language: checked once per load, kept both as an object and as JSON. */
interface MaidCard {
  card: Housemaid;
  json: string;
}

function takeMoment(maids: readonly CatalogueMaid[], now: number): Moment {
  let until = Infinity;
  const offerable: CatalogueMaid[] = [];
  for (const maid of maids) {
    if (maid.status === 'reserved' && maid.reservedUntil !== null && maid.reservedUntil >= now) until = Math.min(until, maid.reservedUntil);
    if (!maid.notAllowed && canBeOffered(maid, now)) offerable.push(maid);
  }
  return { until, offerable, answers: new Map() };
}

/**
 * The catalogue as loaded, with what the calls derive from it remembered: each maid's JSON, and
 * per moment the offerable maids, pages and tab counts. Nothing here reads the database.
 */
export function catalogueView(data: CatalogueData) {
  const byId = new Map(data.maids.map((m) => [m.id, m]));
  const allowedTypes = data.matchingTypes.filter((t) => !t.notAllowed);
  /** By language, then maid: her phrases are in the visitor's language. */
  const cards = new Map<Language, Map<number, MaidCard>>();
  let moment: Moment | undefined;

  const now = () => Date.now() + data.clockOffsetMs;

  function cardOf(maid: CatalogueMaid, language: Language): MaidCard {
    let inLanguage = cards.get(language);
    if (inLanguage === undefined) cards.set(language, (inLanguage = new Map()));
    let entry = inLanguage.get(maid.id);
    if (entry === undefined) {
      const prices = priceListFor(data.priceLists, serviceOf(maid), maid.matchingTypeId);
      const card = housemaidSchema.parse(toHousemaid(maid, prices ? quote(prices).monthlyTotalFils : null, language));
      entry = { card, json: JSON.stringify(card) };
      inLanguage.set(maid.id, entry);
    }
    return entry;
  }

  function currentMoment(): Moment {
    const at = now();
    if (!moment || at > moment.until) moment = takeMoment(data.maids, at);
    return moment;
  }

  /** Remembered per moment under `key`. */
  function remembered<T>(key: string, make: (m: Moment) => T): T {
    const m = currentMoment();
    if (m.answers.has(key)) return m.answers.get(key) as T;
    if (m.answers.size >= KEPT_ANSWERS) m.answers.clear();
    const value = make(m);
    m.answers.set(key, value);
    return value;
  }

  return {
    data,

    maid: (id: number): CatalogueMaid | undefined => byId.get(id),

    isOfferable: (maid: CatalogueMaid): boolean => canBeOffered(maid, now()),

    /** The API's housemaid in `language` as JSON, checked against the contract once per load. */
    maidJson: (maid: CatalogueMaid, language: Language): string => cardOf(maid, language).json,

    /**
     * The same housemaid as an object, made with her JSON: a request looks it up instead of
     * parsing the JSON again. Shared by every request until the next load: read it, never change it.
     */
    maidCard: (maid: CatalogueMaid, language: Language): Housemaid => cardOf(maid, language).card,

    /** Offerable maids per allowed matching type (zero included), in tab order; the matching type filter is the tab itself. */
    tabCounts(filters: ListFilters): TabCount[] {
      const others = { ...filters, matchingType: undefined };
      return remembered(`tabs|${filtersKey(others)}`, (m) => {
        const counts = new Map<number, number>();
        for (const maid of m.offerable) {
          if (matchesFilters(maid, others)) counts.set(maid.matchingTypeId, (counts.get(maid.matchingTypeId) ?? 0) + 1);
        }
        return allowedTypes.map((matchingType) => ({ matchingType, count: counts.get(matchingType.id) ?? 0 }));
      });
    },

    /** One page of offerable maids, best rank first (its answer is what gets remembered). */
    listPage(filters: ListFilters, page: number, pageSize: number): CatalogueMaid[] {
      const skip = (page - 1) * pageSize;
      const found: CatalogueMaid[] = [];
      let seen = 0;
      for (const maid of currentMoment().offerable) {
        if (!matchesFilters(maid, filters)) continue;
        seen += 1;
        if (seen > skip) found.push(maid);
        if (found.length === pageSize) break;
      }
      return found;
    },

    /** The count each filter option would give (maid-facets.ts), remembered per filter set. */
    facets: (filters: ListFilters): MaidFacets => remembered(`facets|${filtersKey(filters)}`, (m) => maidFacets(m.offerable, filters)),

    /** A maid a family may see: not hidden by staff, of a matching type the site offers. Hired and reserved maids too (her page says so). */
    shown(id: number): CatalogueMaid | undefined {
      const maid = byId.get(id);
      return maid && !maid.hidden && !maid.notAllowed ? maid : undefined;
    },

    /** Remembered per moment: for answers built from the pieces above. */
    remembered,
  };
}

export type CatalogueView = ReturnType<typeof catalogueView>;
