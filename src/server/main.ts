import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { migrate, openDatabase } from './db/setup.js';
import type { Database } from './db/client.js';
import { ensureFirstAdmin } from './modules/staff/first-admin.js';
import { ensureDemoPrices } from './seed/prices.js';
import { ensureDemoTranslations } from './seed/demo-translations.js';
import { ensureDemoTestimonials } from './seed/testimonials.js';
import { createFileStore } from './storage/create-file-store.js';
import type { FileStore } from './storage/file-store.js';
import { missingFiles, removeOrphanFiles } from './storage/orphans.js';
import { ensureWebBuilt } from './web/ensure-built.js';

const say = (m: string) => process.stdout.write(`${m}\n`);

/**
 * The seed has work when the catalogue is empty, or when a file the database names for the
 * catalogue (a maid's clip or poster, a resource PDF) is missing from the file store, e.g. a new
 * files folder or bucket next to a seeded database: the seed writes those files again.
 */
async function seedNeeded({ db, pool }: Database, store: FileStore): Promise<boolean> {
  const { rows } = await pool.query<{ seeded: boolean }>('select exists(select 1 from housemaids) as seeded');
  if (!rows[0]!.seeded) return true;
  return (await missingFiles(db, store)).some((file) => file.table !== 'application_documents');
}

/**
 * Document files no row names (an upload or a replacement cut short by a crash) are removed once
 * past the grace period; in the background, so a large bucket never delays the start.
 */
function sweepOrphanFiles(db: Database['db'], store: FileStore) {
  removeOrphanFiles(db, store).then(
    (removed) => removed.length > 0 && say(`removed ${removed.length} orphan document file(s)`),
    (err: unknown) => say(`orphan file sweep failed (the next start tries again): ${err instanceof Error ? err.message : String(err)}`),
  );
}

async function main() {
  const started = Date.now();
  const config = loadConfig();
  if (process.env.SKIP_WEB_BUILD !== '1') await ensureWebBuilt(config.projectRoot, say, config.webDistDir);
  const opened = await openDatabase(config, say);
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    say(`${signal}: shutting down`);
    try {
      await app?.close();
    } finally {
      await opened.close();
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  try {
    await migrate(opened.database);
    const storage = await createFileStore(config);
    if (storage.driver === 's3') say(`files in the bucket ${config.S3_BUCKET}`);
    if (config.SEED_DEMO_DATA && (await seedNeeded(opened.database, storage))) {
      // Loaded only when there is something to seed: the seed brings pdf-lib, slow to import, with it.
      const { seedIfEmpty } = await import('./seed/index.js');
      if (await seedIfEmpty({ db: opened.database.db, storage, config })) say('seeded the demo catalogue');
    }
    if (config.SEED_DEMO_DATA && (await ensureDemoPrices(opened.database.db)) > 0) say('added the demo price lists: set your own in the back office (Prices)');
    if (config.SEED_DEMO_DATA && (await ensureDemoTranslations(opened.database.db)) > 0) say('added the languages of the demo card phrases and price labels');
    if (config.SEED_DEMO_DATA && (await ensureDemoTestimonials(opened.database.db)) > 0) say('added the demo testimonials: write your own in the back office (Testimonials)');
    const firstAdmin = await ensureFirstAdmin(opened.database.db, config);
    if (firstAdmin) say(`created the first admin ${firstAdmin} (ADMIN_EMAIL); remove ADMIN_PASSWORD from the environment now`);
    app = await buildApp({ config, database: opened.database, storage });
    const address = await app.listen({ port: config.PORT, host: config.HOST });
    const shown = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
    say(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${shown}`);
    sweepOrphanFiles(opened.database.db, storage);
  } catch (err) {
    await app?.close().catch(() => {});
    await opened.close().catch(() => {});
    throw err;
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
