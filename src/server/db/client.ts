import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.js';

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

/** `applicationName` shows in pg_stat_activity (and on the LISTEN connection, made from these options). */
export function connect(connectionString: string, max = 10, applicationName?: string): Database {
  // connectionTimeoutMillis: a database host that drops packets would otherwise hold each request
  // (and a free pool slot's waiters) for the OS's TCP timeout, minutes; with it they fail and answer 503.
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 10_000, application_name: applicationName });
  // An idle client losing its connection (PostgreSQL stopped or restarted) must not crash the
  // process: the pool drops it, and the next query opens a new one once the server is back.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

export const migrationsFolder = path.resolve(import.meta.dirname, '../../../drizzle');

export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder });
}

/** Creates the database named in the URL on its server when it does not exist yet. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
