import { afterAll, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { connect } from './db/client.js';
import { createLocalStorage } from './storage/storage.js';

// A database nobody listens on: the process is up, the database is not.
const database = connect('postgres://nobody:nothing@127.0.0.1:9/none', 1);
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
const appPromise = buildApp({ config, database, storage: createLocalStorage('/tmp/maids-readiness-test') });
afterAll(async () => {
  await (await appPromise).close();
  await database.close();
});

it('is alive but not ready when the database is unreachable', async () => {
  const app = await appPromise;
  expect((await app.inject('/healthz')).statusCode).toBe(200);
  const ready = await app.inject('/readyz');
  expect(ready.statusCode).toBe(503);
  expect(ready.json()).toEqual({ error: 'Database unreachable' });
});
