import { asc, eq, inArray } from 'drizzle-orm';
import type { GoogleRate, MatchingType, Nationality } from '../../../shared/api/catalogue.js';
import type { MainSiteInfo } from '../../../shared/api/site.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { mainSiteConfig, nationalities, nationalityMatchingTypes, siteParameters } from '../../db/schema.js';
import { ttlCache } from './ttl-cache.js';

const GOOGLE_CODES = ['google_rating', 'google_review_count', 'google_review_url'] as const;

function finiteOr(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(n) ? n : fallback;
}

/**
 * How long getmainccsiteinfo's parts are remembered. Only staff change them, every page asks for
 * them, and each is a query: a change shows within this time.
 */
export const SITE_INFO_TTL_MS = 5_000;

export function createSiteRepository(db: Db, config: Config, { siteInfoTtlMs = SITE_INFO_TTL_MS } = {}) {
  const remembered = <T>(load: () => Promise<T>) => {
    const get = ttlCache(siteInfoTtlMs, load);
    return () => get(undefined);
  };
  return {
    /** Unset or unreadable parameters read as 0 / '' so the page hides the badge instead of failing. */
    async googleRate(): Promise<GoogleRate> {
      const rows = await db
        .select()
        .from(siteParameters)
        .where(inArray(siteParameters.code, [...GOOGLE_CODES]));
      const value = new Map(rows.map((r) => [r.code, r.value]));
      return {
        rating: Math.min(5, Math.max(0, finiteOr(value.get('google_rating'), 0))),
        count: Math.max(0, Math.trunc(finiteOr(value.get('google_review_count'), 0))),
        reviewUrl: value.get('google_review_url')?.trim() ?? '',
      };
    },

    /** The single row id = 1; without it the site runs on the configured contact numbers. */
    siteConfig: remembered(async (): Promise<MainSiteInfo['siteConfig']> => {
      const [row] = await db.select().from(mainSiteConfig).where(eq(mainSiteConfig.id, 1));
      return {
        landingPageSiteConfig: { hideWhatsappButton: row?.hideWhatsappButton ?? false },
        ccSiteConfig: {
          redirectToWhatsapp: row?.redirectToWhatsapp ?? false,
          contactNumber: row?.contactNumber ?? config.SITE_PHONE,
          whatsappNumber: row?.whatsappNumber ?? config.SITE_WHATSAPP,
        },
      };
    }),

    nationalities: remembered(
      (): Promise<Nationality[]> =>
        db
          .select({
            id: nationalities.id,
            code: nationalities.code,
            label: nationalities.label,
            matchingTypeId: nationalities.matchingTypeId,
          })
          .from(nationalities)
          .orderBy(asc(nationalities.label), asc(nationalities.id)),
    ),

    /** Every type, notAllowed ones included: the client needs the flag to filter My List. */
    matchingTypes: remembered(
      (): Promise<MatchingType[]> =>
        db
          .select({
            id: nationalityMatchingTypes.id,
            code: nationalityMatchingTypes.code,
            label: nationalityMatchingTypes.label,
            notAllowed: nationalityMatchingTypes.notAllowed,
          })
          .from(nationalityMatchingTypes)
          .orderBy(asc(nationalityMatchingTypes.sortOrder), asc(nationalityMatchingTypes.id)),
    ),
  };
}

export type SiteRepository = ReturnType<typeof createSiteRepository>;
