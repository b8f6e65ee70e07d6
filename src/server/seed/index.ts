import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { Storage } from '../storage/storage.js';

export interface SeedDeps {
  db: Db;
  storage: Storage;
  config: Config;
}

/** Seeds the demo catalogue and site configuration when the database has no maids yet. */
export async function seedIfEmpty(_deps: SeedDeps): Promise<boolean> {
  return false;
}
