// `npm run keys:rotate`: re-wraps every data key (documents, IBANs, Emirates ID numbers,
// signatures) from OLD_APP_SECRET to APP_SECRET. Stop the servers first and start them again with
// the new APP_SECRET; running it again after an interruption finishes the job.
import { loadConfig } from '../src/server/config.js';
import { migrate, openDatabase, serverConnections } from '../src/server/db/setup.js';
import { rotateKeys } from '../src/server/modules/application/key-rotation.js';
import { createFileStore } from '../src/server/storage/create-file-store.js';

const say = (m: string) => process.stdout.write(`${m}\n`);

async function main() {
  const config = loadConfig();
  const { OLD_APP_SECRET: oldSecret, APP_SECRET: newSecret } = config;
  if (!oldSecret || !newSecret) {
    throw new Error(
      'keys:rotate needs OLD_APP_SECRET (the secret in use now; with none set, the contents of DATA_DIR/secret.key) ' +
        'and APP_SECRET (the new one, at least 32 characters), e.g. OLD_APP_SECRET=… APP_SECRET=… npm run keys:rotate',
    );
  }
  if (oldSecret === newSecret) say('OLD_APP_SECRET and APP_SECRET are the same: only values and files still in clear get sealed');
  const opened = await openDatabase(config, say, 'command');
  try {
    if ((await serverConnections(opened.database)) > 0) {
      throw new Error('the servers must be stopped first (they hold the data keys in use): stop every server on this database, then run it again.');
    }
    await migrate(opened.database);
    const store = await createFileStore(config);
    const report = await rotateKeys(opened.database.db, store, { oldSecret, newSecret }, say);
    say(
      `done: ${report.applications} application(s), ${report.documents} document key(s) re-wrapped, ` +
        `${report.sealedDocuments} document(s) sealed. Start the servers with the new APP_SECRET.`,
    );
  } finally {
    await opened.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`keys:rotate failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
