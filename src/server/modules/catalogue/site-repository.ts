import { inArray } from 'drizzle-orm';
import type { GoogleRate } from '../../../shared/api/catalogue/schemas.js';
import type { Db } from '../../db/client.js';
import { siteParameters } from '../../db/schema.js';

const GOOGLE_CODES = ['google_rating', 'google_review_count', 'google_review_url'] as const;

function finiteOr(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(n) ? n : fallback;
}

/** The site parameters the catalogue pages read besides the catalogue (catalogue-store.ts). */
export function createSiteRepository(db: Db) {
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
  };
}

export type SiteRepository = ReturnType<typeof createSiteRepository>;
