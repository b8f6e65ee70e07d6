import { loadConfig } from '../config.js';
import { seedIfEmpty } from '../seed/index.js';
import { createFileStore } from '../storage/create-file-store.js';
import { migrate, openDatabase } from './setup.js';

const say = (m: string) => process.stdout.write(`${m}\n`);

/** `npm run db:migrate` applies the migrations; `npm run db:seed` also seeds an empty database. */
async function main(command: string | undefined) {
  if (command !== 'migrate' && command !== 'seed') throw new Error('usage: cli.ts migrate|seed');
  const config = loadConfig();
  const opened = await openDatabase(config, say);
  try {
    await migrate(opened.database);
    say('migrations applied');
    if (command === 'seed') {
      const seeded = await seedIfEmpty({ db: opened.database.db, storage: await createFileStore(config), config });
      say(seeded ? 'demo data seeded' : 'the database already has data: nothing seeded');
    }
  } finally {
    await opened.close();
  }
}

main(process.argv[2]).catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
