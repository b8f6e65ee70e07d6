import { sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { housemaids } from '../db/schema.js';
import type { FileStore } from '../storage/file-store.js';
import { insertMaids, insertNationalities } from './catalogue.js';
import { loadDemoMaids } from './demo-maids.js';
import { ensureMediaFiles } from './media.js';
import { SEED_LOCK_KEY } from './lock.js';
import { insertDemoPrices } from './prices.js';
import { insertRedirectLinks } from './redirect-links.js';
import { ensureResourceFiles, insertResources } from './resources.js';
import { insertSiteConfig } from './site-config.js';
import { insertDemoTestimonials } from './testimonials.js';

export interface SeedDeps {
  db: Db;
  storage: FileStore;
  config: Config;
}


/**
 * Seeds the demo catalogue and site configuration when the database has no maids yet. The media
 * and PDF files are (re)written into the storage whenever they are missing, so a new files folder
 * next to an already seeded database still serves them.
 */
export async function seedIfEmpty({ db, storage, config }: SeedDeps): Promise<boolean> {
  await ensureMediaFiles(storage, config.projectRoot);
  await ensureResourceFiles(storage, config.PRODUCT_SLUG, config.SITE_NAME);
  const maids = await loadDemoMaids(config.projectRoot);
  // One transaction: a failure leaves nothing half-written. The advisory lock makes a second
  // server starting at the same moment wait, then find the maids and skip.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const existing = await tx.select({ id: housemaids.id }).from(housemaids).limit(1);
    if (existing.length > 0) return false;
    const nationalityIds = await insertNationalities(tx);
    await insertMaids(tx, maids, nationalityIds);
    await insertSiteConfig(tx, config);
    await insertRedirectLinks(tx, config);
    await insertResources(tx, config.PRODUCT_SLUG);
    await insertDemoPrices(tx);
    await insertDemoTestimonials(tx);
    return true;
  });
}
