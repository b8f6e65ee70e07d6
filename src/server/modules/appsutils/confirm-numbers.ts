import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { applications, contactNumbers, mainSiteConfig } from '../../db/schema.js';

export interface ConfirmNumbers {
  /** The WhatsApp number (digits with country code) the client sends 'I confirm' to. */
  clientNumber: string;
  /** The phone number the confirm page sends the client to when WhatsApp is not used. */
  redirectNumber: string;
}

/**
 * The numbers for the direct-debit confirm link of an application, or null when the
 * application is unknown. For now every application gets the site's own lines; this is the
 * one place to make them depend on the application (its centre, its agent, …).
 */
export async function findConfirmNumbers(db: Db, config: Config, appId: string): Promise<ConfirmNumbers | null> {
  const [application] = await db.select({ id: applications.id }).from(applications).where(eq(applications.id, appId));
  if (!application) return null;
  const [site] = await db
    .select({ whatsapp: mainSiteConfig.whatsappNumber, phone: mainSiteConfig.contactNumber })
    .from(mainSiteConfig)
    .where(eq(mainSiteConfig.id, 1));
  const [line] = await db
    .select({ whatsapp: contactNumbers.whatsapp, phone: contactNumbers.phone })
    .from(contactNumbers)
    .where(eq(contactNumbers.code, 'default'));
  return {
    clientNumber: site?.whatsapp || line?.whatsapp || config.SITE_WHATSAPP,
    redirectNumber: site?.phone || line?.phone || config.SITE_PHONE,
  };
}
