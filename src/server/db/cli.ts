import path from 'node:path';
import { createBackup } from '../backup/backup.js';
import { restoreBackup, RestoreRefused } from '../backup/restore.js';
import { loadConfig } from '../config.js';
import { loadAppSecret, wrappingKeyOf } from '../secrets.js';
import { seedIfEmpty } from '../seed/index.js';
import { createFileStore } from '../storage/create-file-store.js';
import { migrate, openDatabase, serverConnections } from './setup.js';

const say = (m: string) => process.stdout.write(`${m}\n`);

const USAGE = 'usage: cli.ts migrate | seed | backup [--out FILE] | restore FILE [--replace]';

/** The value after a flag, e.g. `--out x.tar.gz`. */
const flag = (args: string[], name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};

/**
 * `npm run db:migrate` applies the migrations; `npm run db:seed` also seeds an empty database;
 * `npm run db:backup` and `npm run db:restore -- FILE` (docs/operations.md, Backups).
 */
async function main([command, ...args]: string[]) {
  if (!['migrate', 'seed', 'backup', 'restore'].includes(command ?? '')) throw new Error(USAGE);
  const file = command === 'restore' ? args.find((a) => !a.startsWith('--')) : undefined;
  if (command === 'restore' && !file) throw new Error(`Name the backup file to restore: npm run db:restore -- FILE\n${USAGE}`);
  const config = loadConfig();
  const opened = await openDatabase(config, say, 'command');
  try {
    if (command === 'restore' && (await serverConnections(opened.database)) > 0) {
      throw new RestoreRefused('db:restore needs the servers stopped (it replaces what they serve): stop every server on this database, then run it again.');
    }
    await migrate(opened.database);
    say('migrations applied');
    const store = await createFileStore(config);
    if (command === 'seed') {
      const seeded = await seedIfEmpty({ db: opened.database.db, storage: store, config });
      say(seeded ? 'demo data seeded' : 'the database already has data: nothing seeded');
    }
    if (command === 'backup') {
      const out = path.resolve(flag(args, '--out') ?? path.join(config.dataDir, 'backups', `maids-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`));
      const manifest = await createBackup({ pool: opened.database.pool, store, out });
      const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
      say(`backup written: ${out} (${manifest.tables.length} tables, ${rows} rows, ${manifest.files} files)`);
      if (!config.APP_SECRET) {
        loadAppSecret(config); // made now if the server never ran, so that the advice below is true
        say(`keep a copy of ${path.join(config.dataDir, 'secret.key')} apart from the backups: the documents in them open only with it`);
      }
    }
    if (command === 'restore') {
      const wrappingKey = wrappingKeyOf(loadAppSecret(config));
      const manifest = await restoreBackup({ pool: opened.database.pool, store, file: path.resolve(file!), wrappingKey, replace: args.includes('--replace') });
      say(`restored the backup of ${manifest.createdAt}: ${manifest.tables.length} tables, ${manifest.files} files`);
    }
  } finally {
    await opened.close();
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  process.stderr.write(`${err instanceof RestoreRefused ? 'Not restored: ' : ''}${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
