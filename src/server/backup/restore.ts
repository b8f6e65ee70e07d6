import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Pool, PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { REBUILD_CAMPAIGN_HIT_DAYS } from '../db/campaign-hit-days.js';
import * as tar from 'tar';
import { z } from 'zod';
import { wrappingKeyId } from '../envelope.js';
import type { FileStore } from '../storage/file-store.js';
import type { BackupManifest } from './backup.js';
import { appliedMigrations, quoteIdent, tablesInLoadOrder } from './tables.js';

/** A backup that cannot go into this database, with what to do about it. */
export class RestoreRefused extends Error {}

const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  migrations: z.array(z.string()),
  tables: z.array(z.object({ name: z.string().regex(/^[a-z_][a-z0-9_]*$/), rows: z.number().int().min(0) })),
  files: z.number().int().min(0),
  wrappingKeyIds: z.array(z.string()),
});

async function readManifest(dir: string): Promise<BackupManifest> {
  const text = await fsp.readFile(path.join(dir, 'manifest.json'), 'utf8').catch(() => {
    throw new RestoreRefused('This file is not a backup of this application: it has no manifest.json.');
  });
  const parsed = manifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new RestoreRefused(`This backup's manifest is not one this version reads: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

async function filesUnder(dir: string): Promise<string[]> {
  if (!fs.existsSync(dir)) return [];
  const entries = await fsp.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

/**
 * Site content the migrations themselves write (0021: the FAQ and the content pages): a new
 * database already has it, so it is not data a restore must protect. Staff can only change it
 * with a staff account, and accounts are data.
 */
const WRITTEN_BY_MIGRATIONS = new Set(['faq_entries', 'content_pages']);

async function hasData(client: PoolClient, tables: string[]): Promise<boolean> {
  for (const name of tables) {
    if (WRITTEN_BY_MIGRATIONS.has(name)) continue;
    const { rowCount } = await client.query(`select 1 from ${quoteIdent(name)} limit 1`);
    if (rowCount) return true;
  }
  return false;
}

/** Every serial or identity column's sequence set just past the largest value restored. */
async function resetSequences(client: PoolClient): Promise<void> {
  const { rows } = await client.query<{ statement: string }>(
    `select format('select setval(%L, coalesce((select max(%I) from %I), 0) + 1, false)',
                   pg_get_serial_sequence(quote_ident(table_name), column_name), column_name, table_name) as statement
       from information_schema.columns
      where table_schema = 'public' and pg_get_serial_sequence(quote_ident(table_name), column_name) is not null`,
  );
  for (const { statement } of rows) await client.query(statement);
}

export interface RestoreOptions {
  pool: Pool;
  store: FileStore;
  file: string;
  /** The key that wraps data keys now (secrets.ts wrappingKeyOf(APP_SECRET)): the backup's must match. */
  wrappingKey: Buffer;
  /** Replace a database that already holds data; without it such a database is refused. */
  replace?: boolean;
}

/**
 * Puts a backup of createBackup() back: the files into the file store, then every table in one
 * transaction (all rows or none). The database must have the backup's migrations and be empty
 * (a fresh DATA_DIR or database) unless `replace` is set, and APP_SECRET must be the backup's.
 */
export async function restoreBackup({ pool, store, file, wrappingKey, replace = false }: RestoreOptions): Promise<BackupManifest> {
  const work = await fsp.mkdtemp(path.join(os.tmpdir(), 'maids-restore-'));
  try {
    await tar.extract({ file, cwd: work, strict: true }).catch((err: unknown) => {
      throw new RestoreRefused(`This file cannot be read as a backup (${err instanceof Error ? err.message : String(err)}).`);
    });
    const manifest = await readManifest(work);

    const keyId = wrappingKeyId(wrappingKey);
    if (manifest.wrappingKeyIds.some((id) => id !== keyId)) {
      throw new RestoreRefused(
        "This backup's documents are sealed under another APP_SECRET. Set APP_SECRET (or DATA_DIR/secret.key) to the secret of the server that made it, then restore again.",
      );
    }

    const client = await pool.connect();
    try {
      const migrations = await appliedMigrations(client);
      if (migrations.join() !== manifest.migrations.join()) {
        throw new RestoreRefused(
          `This backup was made by a version with ${manifest.migrations.length} database migrations; this one has ${migrations.length}. Restore it with the version that made it, then upgrade.`,
        );
      }
      const tables = await tablesInLoadOrder(client);
      const inBackup = new Set(manifest.tables.map((t) => t.name));
      if (tables.length !== inBackup.size || tables.some((t) => !inBackup.has(t))) {
        throw new RestoreRefused("This backup's tables are not this database's: restore it with the version that made it.");
      }
      if (!replace && (await hasData(client, tables))) {
        throw new RestoreRefused('The database already holds data. Restore into a new DATA_DIR or an empty database, or pass --replace to overwrite it.');
      }

      // The files first: if the tables then fail, the files are extras that the orphan sweep removes.
      for (const key of await filesUnder(path.join(work, 'files'))) {
        await store.put(key, await fsp.readFile(path.join(work, 'files', ...key.split('/'))));
      }

      await client.query('begin');
      try {
        await client.query(`truncate ${tables.map(quoteIdent).join(', ')} restart identity cascade`);
        for (const name of tables) {
          await pipeline(fs.createReadStream(path.join(work, 'db', `${name}.bin`)), client.query(copyFrom(`copy ${quoteIdent(name)} from stdin (format binary)`)));
        }
        await client.query(REBUILD_CAMPAIGN_HIT_DAYS);
        await resetSequences(client);
        await client.query('commit');
      } catch (err) {
        await client.query('rollback').catch(() => undefined);
        throw err;
      }
    } finally {
      client.release();
    }
    return manifest;
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
  }
}
