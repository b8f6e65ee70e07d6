import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { connect, type Database } from '../db/client.js';
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

/** A fresh database cloned from the migrated, seeded template; dropped again on close. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`create database "${name}" template "${inject('templateDb')}"`));
  const url = new URL(inject('adminUrl'));
  url.pathname = `/${name}`;
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
): Promise<TestApp> {
  const testDb = await createTestDatabase();
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
