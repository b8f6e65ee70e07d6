import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config.js';
import { connect, runMigrations } from '../db/client.js';
import { createJobQueue } from '../jobs/job-queue.js';
import { startEmbeddedPostgres, type EmbeddedServer } from '../db/embedded.js';
import { seedIfEmpty } from '../seed/index.js';
import { createLocalStorage } from '../storage/storage.js';
import { freePort } from './free-port.js';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDb: string;
    dataDir: string;
  }
}

export const TEMPLATE_DB = 'maids_test_template';

interface Shared {
  ready: Promise<{ adminUrl: string; dataDir: string; server?: EmbeddedServer }>;
  users: number;
}
const KEY = Symbol.for('maids.test.database');
const store = globalThis as unknown as Record<symbol, Shared | undefined>;

async function prepare(): Promise<{ adminUrl: string; dataDir: string; server?: EmbeddedServer }> {
  let server: EmbeddedServer | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    // A throwaway cluster per run, on a free port, so that runs never share a data directory.
    server = await startEmbeddedPostgres({
      dataDir: path.join(os.tmpdir(), `maids-test-pg-${process.pid}-${Date.now()}`),
      port: await freePort(),
    });
    adminUrl = server.connectionString;
  }
  const dataDir = path.join(os.tmpdir(), `maids-test-data-${process.pid}`);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // Drop test databases a crashed run left behind, then build the template afresh.
    const stale = await admin.query(`select datname from pg_database where datname like 't\\_%' or datname = $1`, [TEMPLATE_DB]);
    for (const row of stale.rows as Array<{ datname: string }>) {
      await admin.query(`drop database if exists "${row.datname}" with (force)`);
    }
    await admin.query(`create database "${TEMPLATE_DB}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${TEMPLATE_DB}`;
  const database = connect(url.toString(), 2);
  try {
    await runMigrations(database.db);
    // pg-boss's schema in the template too, so each test app's queue starts without building it.
    const jobs = createJobQueue(database.pool, [], () => {});
    await jobs.start();
    await jobs.stop();
    const config = loadConfig({ ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test' });
    await seedIfEmpty({ db: database.db, storage: createLocalStorage(config.filesDir), config });
  } finally {
    await database.close();
  }
  return { adminUrl, dataDir, server };
}

export async function setup(project: TestProject) {
  const shared = (store[KEY] ??= { ready: prepare(), users: 0 });
  shared.users += 1;
  const { adminUrl, dataDir } = await shared.ready;
  project.provide('adminUrl', adminUrl);
  project.provide('templateDb', TEMPLATE_DB);
  project.provide('dataDir', dataDir);
}

export async function teardown() {
  const shared = store[KEY];
  if (!shared) return;
  shared.users -= 1;
  if (shared.users > 0) return;
  store[KEY] = undefined;
  const { server, dataDir } = await shared.ready;
  await server?.stop();
  if (server) await fs.rm(server.dataDir, { recursive: true, force: true });
  await fs.rm(dataDir, { recursive: true, force: true });
}
