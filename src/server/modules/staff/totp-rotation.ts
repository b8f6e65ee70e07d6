import { eq, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { staff } from '../../db/schema.js';
import { rewrapValue, WrongKeyError } from '../../envelope.js';
import { totpContext } from './staff-accounts.js';


/** Re-wraps the sealed TOTP secrets (confirmed and pending) from one wrapping key to another; returns how many accounts changed. */
export async function rewrapTotpSecrets(db: Db, from: Buffer, to: Buffer): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: staff.id, totpSecret: staff.totpSecret, totpPendingSecret: staff.totpPendingSecret })
      .from(staff)
      .where(or(isNotNull(staff.totpSecret), isNotNull(staff.totpPendingSecret)))
      .for('update');
    let changed = 0;
    for (const row of rows) {
      const rewrap = (sealed: string | null) => {
        if (sealed === null) return null;
        try {
          return rewrapValue(from, to, sealed, totpContext(row.id));
        } catch (err) {
          if (err instanceof WrongKeyError) throw new Error(`the authenticator secret of staff ${row.id} is sealed under neither OLD_APP_SECRET nor APP_SECRET`);
          throw err;
        }
      };
      const totpSecret = rewrap(row.totpSecret);
      const totpPendingSecret = rewrap(row.totpPendingSecret);
      if (totpSecret === row.totpSecret && totpPendingSecret === row.totpPendingSecret) continue;
      await tx.update(staff).set({ totpSecret, totpPendingSecret }).where(eq(staff.id, row.id));
      changed += 1;
    }
    return changed;
  });
}
