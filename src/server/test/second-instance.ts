import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import type { Config } from '../config.js';
import { connect, type Database } from '../db/client.js';
import type { TestApp } from './helper.js';

export interface SecondInstance {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * Another server instance beside a test app: the same database and file store, its own pool,
 * its own in-memory state (catalogue, per-address rate limit, captcha context). Close it before
 * the first app, whose close drops the database.
 */
export async function createSecondInstance(
  first: TestApp,
  overrides: Partial<Config> = {},
  beforeReady?: (app: FastifyInstance, database: Database) => void,
): Promise<SecondInstance> {
  const url = first.config.DATABASE_URL;
  if (!url) throw new Error('createSecondInstance: the first test app has no DATABASE_URL');
  const config = { ...first.config, ...overrides, DATABASE_URL: url };
  const database = connect(url, 4);
  const app = await buildApp({ config, database, storage: first.app.storage });
  beforeReady?.(app, database);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
