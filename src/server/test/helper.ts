import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { connect, runMigrations, type Database } from '../db/client.js';
import { createFileStore } from '../storage/create-file-store.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('adminUrl') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh database cloned from the migrated, seeded template, or with `empty` a migrated database
 * without any rows (what a new DATA_DIR starts with); dropped again on close.
 */
export async function createTestDatabase({ empty = false } = {}): Promise<TestDatabase> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(empty ? `create database "${name}"` : `create database "${name}" template "${inject('templateDb')}"`));
  const url = new URL(inject('adminUrl'));
  url.pathname = `/${name}`;
  if (empty) {
    const migrating = connect(url.toString(), 1);
    await runMigrations(migrating.db).finally(() => migrating.close());
  }
  return {
    url: url.toString(),
    drop: () => admin((c) => c.query(`drop database if exists "${name}" with (force)`)).then(() => undefined),
  };
}

/**
 * The whole app on its own database, without listening; use `app.inject`. `beforeReady` may add
 * test-only routes or swap a service before the app is sealed.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  beforeReady?: (app: FastifyInstance, database: Database) => void,
  /** The database to use (dropped on close) instead of a clone of the template. */
  on?: TestDatabase,
): Promise<TestApp> {
  const testDb = on ?? (await createTestDatabase());
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: inject('dataDir'),
    DATABASE_URL: testDb.url,
    ...env,
  });
  const database = connect(testDb.url, 4);
  const app = await buildApp({ config, database, storage: await createFileStore(config) });
  beforeReady?.(app, database);
  await app.ready();
  // A test may have closed the app and the pool itself (as main.ts does on SIGTERM) before this.
  let databaseClosed = false;
  const closeDatabase = async () => {
    if (databaseClosed) return;
    databaseClosed = true;
    await database.close();
  };
  return {
    app,
    database: { ...database, close: closeDatabase },
    config,
    close: async () => {
      await app.close();
      await closeDatabase();
      await testDb.drop();
    },
  };
}
