import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { generateMaids } from '../../seed/make-maids.js';
import { loadConfig } from '../../src/server/config.js';
import { connect, ensureDatabase, runMigrations } from '../../src/server/db/client.js';
import { startEmbeddedPostgres, type EmbeddedServer } from '../../src/server/db/embedded.js';
import { nationalities } from '../../src/server/db/schema.js';
import { insertMaids } from '../../src/server/seed/catalogue.js';
import { seedIfEmpty } from '../../src/server/seed/index.js';
import { createLocalStorage } from '../../src/server/storage/storage.js';
import { freePort } from './processes.js';

export const SCALE_MAIDS = 5000;

export interface BenchDatabases {
  /** DATA_DIR for the servers: the seeded media live in its files/ folder. */
  dataDir: string;
  /** The cluster's admin URL: a section may clone bench_demo into a database of its own. */
  adminUrl: string;
  demoUrl: string;
  demoMaids: number;
  /** Undefined when the 5,000-maid catalogue could not be made; then `scaleError` says why. */
  scaleUrl?: string;
  scaleMaids?: number;
  scaleError?: string;
  close(): Promise<void>;
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function countMaids(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>('select count(*) as n from housemaids');
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

/** Tops the catalogue up to `total` maids from the seed's generator, written by the seed's own insert. */
async function topUpMaids(url: string, total: number): Promise<number> {
  const database = connect(url, 2);
  try {
    const existing = await countMaids(url);
    const codes = new Map((await database.db.select().from(nationalities)).map((n) => [n.code, n.id]));
    if (codes.size === 0) throw new Error('the seeded database has no nationalities (the seed is not written yet)');
    const extra = generateMaids(total, 5000).slice(0, Math.max(0, total - existing));
    await insertMaids(database.db, extra, codes);
    await database.db.execute(sql`analyze`);
  } finally {
    await database.close();
  }
  return countMaids(url);
}

/**
 * A throwaway PostgreSQL cluster with two catalogues: the demo seed (what `npm start` makes) and
 * the same seed topped up to 5,000 maids, cloned from it so everything else is identical.
 */
export async function prepareDatabases(log: (m: string) => void): Promise<BenchDatabases> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'maids-bench-'));
  await fs.chmod(root, 0o755); // the postgres user (when we are root) must enter it
  const dataDir = path.join(root, 'data');
  let server: EmbeddedServer | undefined;
  const close = async () => {
    await server?.stop().catch(() => {});
    await fs.rm(root, { recursive: true, force: true });
  };
  try {
    server = await startEmbeddedPostgres({ dataDir: path.join(root, 'postgres'), port: await freePort() });
    const demoUrl = await ensureDatabase(server.connectionString, 'bench_demo');
    const database = connect(demoUrl, 2);
    try {
      await runMigrations(database.db);
      const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: demoUrl });
      await seedIfEmpty({ db: database.db, storage: createLocalStorage(config.filesDir), config });
      await database.db.execute(sql`analyze`);
    } finally {
      await database.close();
    }
    const demoMaids = await countMaids(demoUrl);
    log(`bench database: ${demoMaids} demo maids`);

    const admin = new pg.Client({ connectionString: server.connectionString });
    await admin.connect();
    await admin.query('create database bench_scale template bench_demo').finally(() => admin.end());
    const scaleUrl = databaseUrl(server.connectionString, 'bench_scale');
    try {
      const scaleMaids = await topUpMaids(scaleUrl, SCALE_MAIDS);
      log(`bench database: ${scaleMaids} maids in the scale catalogue`);
      return { dataDir, adminUrl: server.connectionString, demoUrl, demoMaids, scaleUrl, scaleMaids, close };
    } catch (err) {
      return { dataDir, adminUrl: server.connectionString, demoUrl, demoMaids, scaleError: err instanceof Error ? err.message : String(err), close };
    }
  } catch (err) {
    await close();
    throw err;
  }
}
