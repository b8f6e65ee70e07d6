import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { whatsappConfigs } from '../../db/schema.js';
import type { WhatsappConfig } from '../../../shared/api/appsutils/schemas.js';
import { textIn } from '../../../shared/i18n/localized-text.js';
import type { Language } from '../../../shared/tracking.js';

export interface WhatsappConfigQuery {
  isForLandingPage: boolean;
  /** The configured product slug, or undefined for the main site. */
  websiteType?: string;
  affiliateEventCode?: string;
  maidId?: number;
  /** The visitor's: the message is the one they send, so in their language (English when empty). */
  language: Language;
}

const t = whatsappConfigs;

/**
 * The most specific matching row wins: maid, then affiliate event, then website type, then
 * landing page, then the default row (all of those null). A row naming a value matches only
 * that value; a null column matches anything.
 */
export async function findWhatsappConfig(db: Db, config: Config, q: WhatsappConfigQuery): Promise<WhatsappConfig> {
  const [row] = await db
    .select({ whatsappNumber: t.whatsappNumber, whatsappMessage: t.whatsappMessage })
    .from(t)
    .where(
      and(
        q.maidId === undefined ? isNull(t.housemaidId) : or(isNull(t.housemaidId), eq(t.housemaidId, q.maidId)),
        q.affiliateEventCode === undefined
          ? isNull(t.affiliateEventCode)
          : or(isNull(t.affiliateEventCode), sql`lower(${t.affiliateEventCode}) = lower(${q.affiliateEventCode})`),
        q.websiteType === undefined ? isNull(t.websiteType) : or(isNull(t.websiteType), eq(t.websiteType, q.websiteType)),
        or(isNull(t.isForLandingPage), eq(t.isForLandingPage, q.isForLandingPage)),
      ),
    )
    .orderBy(
      sql`${t.housemaidId} is null`,
      sql`${t.affiliateEventCode} is null`,
      sql`${t.websiteType} is null`,
      sql`${t.isForLandingPage} is null`,
      t.id,
    )
    .limit(1);
  // Without any configured row the site still has its own WhatsApp line.
  return row ? { whatsappNumber: row.whatsappNumber, whatsappMessage: textIn(row.whatsappMessage, q.language) } : { whatsappNumber: config.SITE_WHATSAPP, whatsappMessage: '' };
}
