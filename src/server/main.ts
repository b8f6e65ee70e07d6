import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { migrate, openDatabase } from './db/setup.js';
import { seedIfEmpty } from './seed/index.js';
import { createLocalStorage } from './storage/storage.js';
import { ensureWebBuilt } from './web/ensure-built.js';

const say = (m: string) => process.stdout.write(`${m}\n`);

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
    if (config.SEED_DEMO_DATA && (await seedIfEmpty({ db: opened.database.db, storage, config }))) {
      say('seeded the demo catalogue');
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
