// `npm run staff:add -- --email X --role admin|agent|editor`: adds a staff account and prints its
// one-time password, which must be changed at the first sign-in (at /admin).
import { parseArgs } from 'node:util';
import * as z from 'zod/mini';
import { STAFF_ROLES, staffEmailSchema } from '../src/shared/api/admin/schemas.js';
import { loadConfig } from '../src/server/config.js';
import { migrate, openDatabase } from '../src/server/db/setup.js';
import { createStaffAccounts } from '../src/server/modules/staff/staff-accounts.js';

const say = (m: string) => process.stdout.write(`${m}\n`);
const USAGE = `usage: npm run staff:add -- --email NAME@EXAMPLE.COM --role ${STAFF_ROLES.join('|')}`;

async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, role: { type: 'string' } } });
  const email = staffEmailSchema.safeParse(values.email);
  if (!email.success) throw new Error(`${email.error.issues[0]?.message}\n${USAGE}`);
  const role = z.enum(STAFF_ROLES).safeParse(values.role);
  if (!role.success) throw new Error(`--role must be one of ${STAFF_ROLES.join(', ')}\n${USAGE}`);
  const config = loadConfig();
  const opened = await openDatabase(config, say, 'command');
  try {
    await migrate(opened.database);
    const created = await createStaffAccounts(opened.database.db).create({ email: email.data, role: role.data }, { staffId: null });
    say(`added ${email.data} (${role.data}). One-time password, to be changed at the first sign-in at /admin:`);
    say(created.oneTimePassword!);
  } finally {
    await opened.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`staff:add failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
