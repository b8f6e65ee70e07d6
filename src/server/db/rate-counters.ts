import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

/**
 * Fixed-window call counts kept in PostgreSQL's rate_counters table (migration 0004), so that a
 * limit holds across every server instance: the captcha threshold and the staff's sign-in attempts.
 */
export interface RateCounters {
  /**
   * Counts one call for each key and returns each key's calls in its current window, this one
   * included, in the order of `keys`. A window whose time is up starts again at 1.
   */
  hit(keys: readonly string[]): Promise<number[]>;
  /** Each key's calls in its current window without counting one (0 for none or a window whose time is up). */
  peek(keys: readonly string[]): Promise<number[]>;
  /** Forgets the keys' windows: their next call counts 1. */
  reset(keys: readonly string[]): Promise<void>;
  /** Deletes up to `PURGE_BATCH` windows whose time is up; returns how many went. */
  purgeExpired(): Promise<number>;
}

export interface RateCountersOptions {
  /** Prefixes every key (`captcha:…`, `sign-in:…`), so that uses with different windows never share a row. */
  scope: string;
  windowMs: number;
  /** How often a hit also deletes expired windows (by this process's clock); a minute by default. */
  purgeEveryMs?: number;
  now?: () => number;
}

/** Bounds one purge, so that it never holds many row locks or runs long under load. */
export const PURGE_BATCH = 1000;

export function createRateCounters(db: Db, { scope, windowMs, purgeEveryMs = 60_000, now = Date.now }: RateCountersOptions): RateCounters {
  const scoped = (keys: readonly string[]) => keys.map((key) => `${scope}:${key}`);
  // Expired rows are harmless (a hit restarts them), so they are cleared now and then, not on every call.
  let nextPurge = now();

  async function purgeExpired(): Promise<number> {
    const result = await db.execute(sql`
      delete from rate_counters where key in (
        select key from rate_counters where reset_at <= now() limit ${PURGE_BATCH} for update skip locked)`);
    return result.rowCount ?? 0;
  }

  return {
    async hit(keys) {
      if (keys.length === 0) return [];
      if (now() >= nextPurge) {
        nextPurge = now() + purgeEveryMs;
        // A failed purge must not fail the call it rides on; the next one tries again.
        await purgeExpired().catch(() => 0);
      }
      // Sorted and distinct: one statement may touch a row only once, and two concurrent hits on
      // the same keys lock them in the same order, so they cannot deadlock.
      const unique = [...new Set(scoped(keys))].sort();
      // One atomic upsert: the row lock orders concurrent hits on a key, and the clock is
      // PostgreSQL's, so instances whose clocks disagree still share one window. The keys go as
      // one array parameter (sql.param): interpolated bare, drizzle would spread them into a list.
      const result = await db.execute<{ key: string; count: number }>(sql`
        insert into rate_counters as c (key, count, reset_at)
        select key, 1, now() + ${windowMs} * interval '1 millisecond' from unnest(${sql.param(unique)}::text[]) as key
        on conflict (key) do update set
          count = case when c.reset_at <= now() then 1 else c.count + 1 end,
          reset_at = case when c.reset_at <= now() then excluded.reset_at else c.reset_at end
        returning key, count`);
      const counts = new Map(result.rows.map((row) => [row.key, Number(row.count)]));
      return scoped(keys).map((key) => counts.get(key) ?? 0);
    },

    async peek(keys) {
      if (keys.length === 0) return [];
      const result = await db.execute<{ key: string; count: number }>(sql`
        select key, count from rate_counters where key = any(${sql.param(scoped(keys))}::text[]) and reset_at > now()`);
      const counts = new Map(result.rows.map((row) => [row.key, Number(row.count)]));
      return scoped(keys).map((key) => counts.get(key) ?? 0);
    },

    async reset(keys) {
      if (keys.length === 0) return;
      await db.execute(sql`delete from rate_counters where key = any(${sql.param(scoped(keys))}::text[])`);
    },

    purgeExpired,
  };
}
