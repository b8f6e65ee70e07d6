import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../../db/client.js';
import { createRateCounters } from '../../db/rate-counters.js';
import { HttpError } from '../../http/errors.js';

/** Counted per account and per address over this window, in PostgreSQL: the limits hold across instances. */
export const SIGN_IN_WINDOW_MINUTES = 15;
/** Attempts on one account before each further one waits, doubling from `firstDelayMs`. */
export const FREE_ATTEMPTS = 3;
/** Attempts on one account that lock it for the rest of the window. */
export const ACCOUNT_LOCK_ATTEMPTS = 10;
/** Failed sign-ins from one address that lock it out for the rest of the window. */
export const ADDRESS_LOCK_FAILURES = 30;
const MAX_DELAY_MS = 8_000;

const locked = (what: string) =>
  new HttpError(
    429,
    `Too many failed sign-ins ${what}. Wait ${SIGN_IN_WINDOW_MINUTES} minutes and try again, or ask an admin to reset your password.`,
    { 'retry-after': String(SIGN_IN_WINDOW_MINUTES * 60) },
  );

/**
 * Growing delays, then a lock, after repeated sign-ins: every attempt on an account counts (a
 * success clears it), only failures count for an address (an office shares one).
 */
export function createSignInLimits(db: Db, { firstDelayMs = 1000 }: { firstDelayMs?: number } = {}) {
  const counters = createRateCounters(db, { scope: 'sign-in', windowMs: SIGN_IN_WINDOW_MINUTES * 60_000 });
  const accountKey = (email: string) => `account:${email.toLowerCase()}`;
  const addressKey = (ip: string) => `address:${ip}`;

  return {
    /** Before the password is checked: refuses a locked account or address, and waits the delay due. */
    async admit(email: string, ip: string): Promise<void> {
      const [failures] = await counters.peek([addressKey(ip)]);
      if (failures! >= ADDRESS_LOCK_FAILURES) throw locked('from your network');
      // Counted before the check, so that attempts sent together cannot slip past the lock.
      const [attempts] = await counters.hit([accountKey(email)]);
      if (attempts! > ACCOUNT_LOCK_ATTEMPTS) throw locked('on this account');
      if (attempts! > FREE_ATTEMPTS) await sleep(Math.min(MAX_DELAY_MS, firstDelayMs * 2 ** (attempts! - FREE_ATTEMPTS - 1)));
    },
    failed: (ip: string) => counters.hit([addressKey(ip)]).then(() => undefined),
    succeeded: (email: string) => counters.reset([accountKey(email)]),
  };
}

export type SignInLimits = ReturnType<typeof createSignInLimits>;
