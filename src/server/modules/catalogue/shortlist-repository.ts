import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions, shortlists } from '../../db/schema.js';

export interface ShortlistEntry {
  sessionId: string;
  housemaidId: number;
  rank: number;
  ip: string;
}

/** PostgreSQL's foreign_key_violation; drizzle wraps the driver's error in `cause`. */
function isForeignKeyViolation(err: unknown): boolean {
  const code = (e: unknown) => (e as { code?: unknown } | null)?.code;
  return code(err) === '23503' || code((err as { cause?: unknown } | null)?.cause) === '23503';
}

export function createShortlistRepository(db: Db) {
  async function write(entry: ShortlistEntry): Promise<void> {
    await db.transaction(async (tx) => {
      await tx
        .insert(sessions)
        .values({ id: entry.sessionId, ip: entry.ip })
        .onConflictDoUpdate({
          target: sessions.id,
          set: { lastSeenAt: sql`now()`, ip: sql`coalesce(${sessions.ip}, excluded.ip)` },
        });
      await tx
        .insert(shortlists)
        .values({ sessionId: entry.sessionId, housemaidId: entry.housemaidId, rank: entry.rank })
        .onConflictDoUpdate({ target: [shortlists.sessionId, shortlists.housemaidId], set: { rank: entry.rank } });
    });
  }

  return {
    /**
     * Creates the session on first sight (keeping the first address seen) and stores the maid with
     * her rank. False when the maid does not exist; the transaction then writes nothing, not even
     * the session.
     */
    async add(entry: ShortlistEntry): Promise<boolean> {
      try {
        await write(entry);
        return true;
      } catch (err) {
        if (isForeignKeyViolation(err)) return false;
        throw err;
      }
    },

    /** Removing what is not there is not an error: the client may release twice. */
    async remove(sessionId: string, housemaidId: number): Promise<void> {
      await db
        .delete(shortlists)
        .where(and(eq(shortlists.sessionId, sessionId), eq(shortlists.housemaidId, housemaidId)));
    },
  };
}

export type ShortlistRepository = ReturnType<typeof createShortlistRepository>;
