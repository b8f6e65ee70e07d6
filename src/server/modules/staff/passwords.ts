import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (19 MiB, 2 passes: OWASP's minimum). */
// 2 is Algorithm.Argon2id: the package's enum is a `const enum`, which isolated modules cannot read.
const OPTIONS = { algorithm: 2 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

/** A hash of nothing anyone types: an unknown email is checked against it, so it takes as long as a known one. */
const NOBODY = hash('no staff member has this password', OPTIONS);

/** False for a wrong password, and for no account at all (after the same work). */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await NOBODY, password);
    return false;
  }
  return verify(passwordHash, password);
}

/** Letters and digits that cannot be misread (no 0/O, 1/l/I). */
const READABLE = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A password for one sign-in, e.g. `k7pm-xq3a-h9tr-2wne` (about 95 bits), read out or pasted once. */
export function oneTimePassword(): string {
  const group = () => Array.from({ length: 4 }, () => READABLE[randomInt(READABLE.length)]).join('');
  return [group(), group(), group(), group()].join('-');
}
