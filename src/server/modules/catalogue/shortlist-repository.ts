import { and, eq } from 'drizzle-orm';
import type { Pool } from 'pg';
import type { Db } from '../../db/client.js';
import { isForeignKeyViolation } from '../../db/error-chain.js';
import { groupCommit } from '../../db/group-commit.js';
import { shortlists } from '../../db/schema.js';

export interface ShortlistEntry {
  sessionId: string;
  housemaidId: number;
  rank: number;
  ip: string;
}

/**
 * A session row is rewritten (last seen, a first address) only when it lacks an address or was
 * last seen over a minute ago, and a shortlist row only when its rank changes: an unchanged
 * upsert would still write a new row version each time.
 */
const SESSION_IS_STALE = `sessions.ip is null or sessions.last_seen_at < now() - interval '1 minute'`;

/**
 * The session upserts and the shortlist upserts of any number of entries as one statement (a lone
 * entry too): PostgreSQL runs it atomically (a missing maid fails the foreign key and writes
 * nothing, not even the session) in one round trip, prepared once per connection by its name.
 * Within one batch a session keeps the first address seen and a maid added twice keeps her last
 * rank, as one statement per entry would; rows are taken in key order so that two servers'
 * batches lock them in the same order.
 * (Measured: an insert ... do nothing plus separate conditional updates, which lock no unchanged
 * row, made the call a third slower than these upserts.)
 */
export const ADD_TO_SHORTLIST = {
  name: 'catalogue_add_to_shortlist',
  text: `with input as (
    select * from unnest($1::text[], $2::text[], $3::int[], $4::int[]) with ordinality as t(session_id, ip, housemaid_id, rank, n)
  ), session as (
    insert into sessions (id, ip)
    select distinct on (session_id) session_id, ip from input order by session_id, n
    on conflict (id) do update set last_seen_at = now(), ip = coalesce(sessions.ip, excluded.ip)
    where ${SESSION_IS_STALE}
  )
  insert into shortlists (session_id, housemaid_id, rank)
  select distinct on (session_id, housemaid_id) session_id, housemaid_id, rank from input order by session_id, housemaid_id, n desc
  on conflict (session_id, housemaid_id) do update set rank = excluded.rank
  where shortlists.rank <> excluded.rank`,
};

export function createShortlistRepository(db: Db, pool: Pool) {
  async function addMany(entries: ShortlistEntry[]): Promise<void> {
    await pool.query({
      ...ADD_TO_SHORTLIST,
      values: [entries.map((e) => e.sessionId), entries.map((e) => e.ip), entries.map((e) => e.housemaidId), entries.map((e) => e.rank)],
    });
  }

  /** One entry by itself (a lone one, or each of a refused batch): false when its maid does not exist. */
  async function addOne(entry: ShortlistEntry): Promise<boolean> {
    try {
      await addMany([entry]);
      return true;
    } catch (err) {
      if (isForeignKeyViolation(err)) return false;
      throw err;
    }
  }

  // Additions arriving while a statement is in flight go together in the next one.
  const writer = groupCommit(addMany, addOne, { resultOfBatch: true });

  return {
    /**
     * Creates the session on first sight (keeping the first address seen) and stores the maid with
     * her rank; resolves once it is committed. False when the maid does not exist; nothing is then
     * written, not even the session. Entries arriving together are committed together.
     */
    add: writer.write,

    /** Resolves once every addition made before the call has been committed (or has failed). */
    settled: writer.settled,

    /** Removing what is not there is not an error: the client may release twice. */
    async remove(sessionId: string, housemaidId: number): Promise<void> {
      // An addition still being written must not land after its removal.
      await writer.settled();
      await db
        .delete(shortlists)
        .where(and(eq(shortlists.sessionId, sessionId), eq(shortlists.housemaidId, housemaidId)));
    },
  };
}

export type ShortlistRepository = ReturnType<typeof createShortlistRepository>;
