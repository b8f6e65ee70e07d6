import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';

/** The keys the application derives from APP_SECRET, one per purpose (index.ts). */
export interface ApplicationKeys {
  cookieKey: Buffer;
  bankKey: Buffer;
  linkKey: Buffer;
  otpKey: Buffer;
}

/** What every service of the application is made with. */
export interface ServiceDeps {
  db: Db;
  config: Config;
  keys: ApplicationKeys;
}
