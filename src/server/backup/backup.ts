import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Pool } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import * as tar from 'tar';
import type { FileStore } from '../storage/file-store.js';
import { appliedMigrations, quoteIdent, tablesInLoadOrder } from './tables.js';

/** What a backup holds, written as manifest.json at its top. */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  /** The migrations the database had applied: a restore needs a server with the same ones. */
  migrations: string[];
  /** In load order, with the rows copied. */
  tables: Array<{ name: string; rows: number }>;
  files: number;
  /**
   * The ids of the keys that wrap the sealed documents' and values' data keys (envelope.ts). The
   * backup does not hold APP_SECRET: a restore checks that its secret opens them.
   */
  wrappingKeyIds: string[];
}

/** A file left by a write still in progress (the local driver writes under a temporary name first). */
const IN_PROGRESS = /\.tmp$/;

/**
 * A backup of the whole application in one .tar.gz: every table, exported with COPY from one
 * consistent snapshot, and every file of the file store (media, resources, documents). Works with
 * the embedded PostgreSQL and with DATABASE_URL alike.
 */
export async function createBackup({ pool, store, out }: { pool: Pool; store: FileStore; out: string }): Promise<BackupManifest> {
  const work = await fsp.mkdtemp(path.join(os.tmpdir(), 'maids-backup-'));
  try {
    await fsp.mkdir(path.join(work, 'db'));
    const client = await pool.connect();
    let manifest: BackupManifest;
    try {
      // One snapshot for every table: the rows agree with each other as at one moment.
      await client.query('begin isolation level repeatable read read only');
      const tables = await tablesInLoadOrder(client);
      const migrations = await appliedMigrations(client);
      const copied: BackupManifest['tables'] = [];
      for (const name of tables) {
        const source = client.query(copyTo(`copy ${quoteIdent(name)} to stdout (format binary)`));
        await pipeline(source, fs.createWriteStream(path.join(work, 'db', `${name}.bin`)));
        copied.push({ name, rows: source.rowCount ?? 0 });
      }
      const { rows: keys } = await client.query<{ id: string }>(
        `select distinct split_part(wrapped_key, '.', 2) as id from application_documents where wrapped_key is not null
         union
         select distinct m[1] from applications, regexp_matches(data::text, 'v2\\.k1\\.([A-Za-z0-9_-]+)\\.', 'g') as m
         union
         select distinct split_part(s, '.', 3) from staff, unnest(array[totp_secret, totp_pending_secret]) as s where s like 'v2.%'`,
      );
      await client.query('commit');
      manifest = { format: 1, createdAt: new Date().toISOString(), migrations, tables: copied, files: 0, wrappingKeyIds: keys.map((k) => k.id).sort() };
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }

    // After the snapshot: a document uploaded meanwhile is an extra file (removed as an orphan
    // after a restore); one replaced meanwhile is missing (docs/operations.md, Backups).
    for (const file of await store.list('')) {
      if (IN_PROGRESS.test(file.key)) continue;
      const target = path.join(work, 'files', ...file.key.split('/'));
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await pipeline(await store.stream(file.key), fs.createWriteStream(target));
      manifest.files += 1;
    }

    await fsp.writeFile(path.join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await fsp.mkdir(path.dirname(path.resolve(out)), { recursive: true });
    const partial = `${out}.partial`;
    await tar.create({ gzip: true, file: partial, cwd: work, portable: true }, ['manifest.json', 'db', ...(manifest.files > 0 ? ['files'] : [])]);
    // Renamed only when whole: a backup file that exists is a complete one.
    await fsp.rename(partial, out);
    return manifest;
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
  }
}
