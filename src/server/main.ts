import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { migrate, openDatabase } from './db/setup.js';
import type { Database } from './db/client.js';
import { createLocalStorage, type Storage } from './storage/storage.js';
import { ensureWebBuilt } from './web/ensure-built.js';

const say = (m: string) => process.stdout.write(`${m}\n`);

/**
 * The seed has work when the catalogue is empty, or when a file the database names (a maid's
 * clip or poster, a resource PDF) is missing from the storage, e.g. a new files folder next to
 * a seeded database: the seed writes those files again.
 */
async function seedNeeded({ pool }: Database, storage: Storage): Promise<boolean> {
  const { rows } = await pool.query<{ seeded: boolean; keys: string[] }>(
    `select exists(select 1 from housemaids) as seeded,
       array(select storage_key from downloadable_resources
             union select 'media/' || video_file from housemaids
             union select 'media/' || poster_file from housemaids) as keys`,
  );
  const { seeded, keys } = rows[0]!;
  if (!seeded) return true;
  const present = await Promise.all(keys.map((key) => storage.exists(key).catch(() => false)));
  return present.includes(false);
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
    const storage = createLocalStorage(config.filesDir);
    if (config.SEED_DEMO_DATA && (await seedNeeded(opened.database, storage))) {
      // Loaded only when there is something to seed: the seed brings pdf-lib, slow to import, with it.
      const { seedIfEmpty } = await import('./seed/index.js');
      if (await seedIfEmpty({ db: opened.database.db, storage, config })) say('seeded the demo catalogue');
    }
    app = await buildApp({ config, database: opened.database, storage });
    const address = await app.listen({ port: config.PORT, host: config.HOST });
    const shown = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
    say(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${shown}`);
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
