import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { createStaffAccounts, EmailTaken } from './staff-accounts.js';

/**
 * On a fresh deployment, ADMIN_EMAIL and ADMIN_PASSWORD create the first admin when no staff
 * account exists; afterwards they are ignored. Returns the email created, if any.
 */
export async function ensureFirstAdmin(db: Db, config: Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>): Promise<string | undefined> {
  if (!config.ADMIN_EMAIL || !config.ADMIN_PASSWORD) return undefined;
  const accounts = createStaffAccounts(db);
  if ((await accounts.count()) > 0) return undefined;
  try {
    await accounts.create({ email: config.ADMIN_EMAIL.toLowerCase(), role: 'admin', password: config.ADMIN_PASSWORD }, { staffId: null });
    return config.ADMIN_EMAIL;
  } catch (err) {
    // Another instance starting at the same moment created it.
    if (err instanceof EmailTaken) return undefined;
    throw err;
  }
}
