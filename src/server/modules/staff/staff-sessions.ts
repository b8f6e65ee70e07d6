import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { staff, staffSessions } from '../../db/schema.js';
import type { StaffRow } from './staff-accounts.js';

/** A session ends after this long without a call. */
export const STAFF_IDLE_MINUTES = 30;
/** `last_seen_at` is rewritten at most this often: not a write per call. */
const TOUCH_EVERY_S = 60;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** The row's id: the token's SHA-256, so a leaked table opens no session. */
const idOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export interface SignedIn {
  /** The session row's id (not the cookie's token). */
  sessionId: string;
  staff: StaffRow;
}

export function createStaffSessions(db: Db) {
  // Every back-office call looks its session up: one prepared statement, planned once per connection.
  const lookup = db
    .select({
      staff,
      idle: sql<boolean>`${staffSessions.lastSeenAt} < now() - make_interval(mins => ${STAFF_IDLE_MINUTES})`,
      stale: sql<boolean>`${staffSessions.lastSeenAt} < now() - make_interval(secs => ${TOUCH_EVERY_S})`,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(eq(staffSessions.id, sql.placeholder('sessionId')))
    .prepare('staff_session_lookup');
  return {
    /** A new session; returns the token for the cookie. */
    async start(staffId: string, ip: string): Promise<{ token: string; sessionId: string }> {
      const token = randomBytes(32).toString('base64url');
      const sessionId = idOf(token);
      await db.insert(staffSessions).values({ id: sessionId, staffId, ip });
      return { token, sessionId };
    },

    /**
     * The member signed in with this token, or why not: no such session, or one idle for too long
     * (ended now). A disabled account's sessions end too.
     */
    async find(token: string): Promise<SignedIn | 'none' | 'idle'> {
      if (!TOKEN.test(token)) return 'none';
      const sessionId = idOf(token);
      const [found] = await lookup.execute({ sessionId });
      if (!found) return 'none';
      if (found.idle || found.staff.disabledAt) {
        await db.delete(staffSessions).where(eq(staffSessions.id, sessionId));
        return found.idle ? 'idle' : 'none';
      }
      if (found.stale) await db.update(staffSessions).set({ lastSeenAt: sql`now()` }).where(eq(staffSessions.id, sessionId));
      return { sessionId, staff: found.staff };
    },

    /** Ends one session (sign-out, or the old one at sign-in). */
    async end(token: string): Promise<void> {
      if (TOKEN.test(token)) await db.delete(staffSessions).where(eq(staffSessions.id, idOf(token)));
    },

    /** Ends every session of an account but `keep` (a reset password, a disabled account, a new password). */
    async endAll(staffId: string, keep?: string): Promise<void> {
      await db
        .delete(staffSessions)
        .where(keep ? and(eq(staffSessions.staffId, staffId), sql`${staffSessions.id} <> ${keep}`) : eq(staffSessions.staffId, staffId));
    },
  };
}

export type StaffSessions = ReturnType<typeof createStaffSessions>;
