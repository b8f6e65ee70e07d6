import { and, eq } from 'drizzle-orm';
import type { Pool } from 'pg';
import type { Db } from '../../db/client.js';
import { shortlists } from '../../db/schema.js';

export interface ShortlistEntry {
  sessionId: string;
  housemaidId: number;
  rank: number;
  ip: string;
}

/** PostgreSQL's foreign_key_violation; drizzle wraps the driver's error in `cause`, pg does not. */
function isForeignKeyViolation(err: unknown): boolean {
  const code = (e: unknown) => (e as { code?: unknown } | null)?.code;
  return code(err) === '23503' || code((err as { cause?: unknown } | null)?.cause) === '23503';
}

/**
 * The session upsert and the shortlist upsert as one statement: PostgreSQL runs it atomically
 * (a missing maid fails the foreign key and writes nothing, not even the session) in one round
 * trip instead of four (begin, two inserts, commit), prepared once per connection by its name.
 */
const ADD_TO_SHORTLIST = {
  name: 'catalogue_add_to_shortlist',
  text: `with session as (
    insert into sessions (id, ip) values ($1, $2)
    on conflict (id) do update set last_seen_at = now(), ip = coalesce(sessions.ip, excluded.ip)
  )
  insert into shortlists (session_id, housemaid_id, rank) values ($1, $3, $4)
  on conflict (session_id, housemaid_id) do update set rank = excluded.rank`,
};

export function createShortlistRepository(db: Db, pool: Pool) {
  async function write(entry: ShortlistEntry): Promise<void> {
    await pool.query({ ...ADD_TO_SHORTLIST, values: [entry.sessionId, entry.ip, entry.housemaidId, entry.rank] });
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
