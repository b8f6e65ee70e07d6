import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/helper.js';
import { connect, type Database } from './client.js';
import { createRateCounters } from './rate-counters.js';

let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
let one: Database;
let two: Database;
beforeAll(async () => {
  testDb = await createTestDatabase();
  // Two pools stand for two server instances on one database.
  one = connect(testDb.url, 4);
  two = connect(testDb.url, 4);
});
afterAll(async () => {
  await one.close();
  await two.close();
  await testDb.drop();
});

const rows = async (like: string) =>
  (await one.pool.query<{ key: string; count: number }>(`select key, count from rate_counters where key like $1 order by key`, [like]))
    .rows;
const expire = (key: string) => one.pool.query(`update rate_counters set reset_at = now() - interval '1 second' where key = $1`, [key]);

describe('rate counters in PostgreSQL', () => {
  it('count per key within its scope, answering in the order asked', async () => {
    const counters = createRateCounters(one.db, { scope: 'count', windowMs: 60_000 });
    expect(await counters.hit(['b', 'a'])).toEqual([1, 1]);
    expect(await counters.hit(['a'])).toEqual([2]);
    // A key named twice counts once: it is one call.
    expect(await counters.hit(['b', 'a', 'b'])).toEqual([2, 3, 2]);
    expect(await counters.hit([])).toEqual([]);
    // Another scope never shares a row, even with the same key.
    expect(await createRateCounters(one.db, { scope: 'count2', windowMs: 60_000 }).hit(['a'])).toEqual([1]);
    expect(await rows('count:%')).toEqual([
      { key: 'count:a', count: 3 },
      { key: 'count:b', count: 2 },
    ]);
  });

  it('peek at counts without counting, and see 0 for a window whose time is up', async () => {
    const counters = createRateCounters(one.db, { scope: 'peek', windowMs: 60_000 });
    await counters.hit(['a', 'b']);
    await counters.hit(['a']);
    expect(await counters.peek(['a', 'b', 'never'])).toEqual([2, 1, 0]);
    expect(await counters.peek(['a'])).toEqual([2]);
    await expire('peek:a');
    expect(await counters.peek(['a', 'b'])).toEqual([0, 1]);
  });

  it('start a window afresh once its time is up, and forget keys on reset', async () => {
    const counters = createRateCounters(one.db, { scope: 'window', windowMs: 60_000 });
    await counters.hit(['a', 'b']);
    await counters.hit(['a', 'b']);
    await expire('window:a');
    expect(await counters.hit(['a', 'b'])).toEqual([1, 3]);
    await counters.reset(['b', 'unknown']);
    expect(await counters.hit(['a', 'b'])).toEqual([2, 1]);
  });

  it('count together across instances, each concurrent call once', async () => {
    const a = createRateCounters(one.db, { scope: 'shared', windowMs: 60_000 });
    const b = createRateCounters(two.db, { scope: 'shared', windowMs: 60_000 });
    // Keys in both orders: concurrent hits must neither deadlock nor lose a count.
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? a.hit(['ip', 'session']) : b.hit(['session', 'ip']))),
    );
    const ipCounts = results.map(([first, second], i) => (i % 2 ? first : second)!);
    expect(ipCounts.sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(await rows('shared:%')).toEqual([
      { key: 'shared:ip', count: 40 },
      { key: 'shared:session', count: 40 },
    ]);
  });

  it('delete expired windows now and then, not on every call, and keep the live ones', async () => {
    let now = 0;
    const counters = createRateCounters(one.db, { scope: 'purge', windowMs: 60_000, purgeEveryMs: 1000, now: () => now });
    await counters.hit(['live', 'old-1']);
    await expire('purge:old-1');
    now = 999; // not due yet: the expired row stays
    await counters.hit(['live']);
    expect((await rows('purge:%')).map((r) => r.key)).toEqual(['purge:live', 'purge:old-1']);
    now = 1000;
    await counters.hit(['live']);
    expect(await rows('purge:%')).toEqual([{ key: 'purge:live', count: 3 }]);

    await counters.hit(['old-2']);
    await expire('purge:old-2');
    expect(await counters.purgeExpired()).toBeGreaterThanOrEqual(1);
    expect((await rows('purge:%')).map((r) => r.key)).toEqual(['purge:live']);
  });
});
