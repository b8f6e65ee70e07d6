import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToShortlist, releaseMaid } from '../../../shared/api/catalogue/contracts.js';
import { errorResponseSchema, successSchema } from '../../../shared/api/common.js';
import { housemaids, sessions, shortlists } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { createShortlistRepository } from './shortlist-repository.js';
import { addFixtureCatalogue, type FixtureCatalogue } from '../../test/catalogue.js';

const ADD = addToShortlist.path;
const RELEASE = releaseMaid.path;

let t: TestApp;
let fx: FixtureCatalogue;
beforeAll(async () => {
  t = await createTestApp();
  fx = await addFixtureCatalogue(t.database.db);
});
afterAll(() => t.close());

const sid = () => crypto.randomUUID();

async function storedList(sessionId: string) {
  return t.database.db
    .select({ housemaidId: shortlists.housemaidId, rank: shortlists.rank })
    .from(shortlists)
    .where(eq(shortlists.sessionId, sessionId))
    .orderBy(shortlists.rank);
}

describe('addtoshortlist', () => {
  it('stores the maid with her rank and creates the session with the caller address', async () => {
    const sessionId = sid();
    const res = await t.app.inject({
      url: `${ADD}?sessionId=${sessionId}&housemaid=${fx.ids.a1}&rank=1&pageCode=hire_maid`,
      remoteAddress: '198.51.100.23',
    });
    expect(res.statusCode).toBe(200);
    expect(successSchema.parse(res.json())).toEqual({ success: true });
    expect(await storedList(sessionId)).toEqual([{ housemaidId: fx.ids.a1, rank: 1 }]);
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(session?.ip).toBe('198.51.100.23');
  });

  it('updates the rank when the same maid is added again, keeping one row', async () => {
    const sessionId = sid();
    await t.app.inject(`${ADD}?sessionId=${sessionId}&housemaid=${fx.ids.a1}&rank=1`);
    await t.app.inject(`${ADD}?sessionId=${sessionId}&housemaid=${fx.ids.a2}&rank=1`);
    const again = await t.app.inject(`${ADD}?sessionId=${sessionId}&housemaid=${fx.ids.a1}&rank=2`);
    expect(again.statusCode).toBe(200);
    expect(await storedList(sessionId)).toEqual([
      { housemaidId: fx.ids.a2, rank: 1 },
      { housemaidId: fx.ids.a1, rank: 2 },
    ]);
  });

  it('rewrites a row only when something changes: a new rank, or a session last seen over a minute ago', async () => {
    const sessionId = sid();
    const add = async (rank: number) => {
      await t.app.inject(`${ADD}?sessionId=${sessionId}&housemaid=${fx.ids.a1}&rank=${rank}`);
      };
    const versions = async () =>
      (
        await t.database.db.execute<{ shortlist: string; session: string; seen: Date }>(sql`
          select l.xmin::text as shortlist, s.xmin::text as session, s.last_seen_at as seen
          from shortlists l join sessions s on s.id = l.session_id where l.session_id = ${sessionId}`)
      ).rows[0]!;
    await add(1);
    const first = await versions();
    await add(1);
    expect(await versions()).toEqual(first);
    await add(2);
    expect((await versions()).shortlist).not.toBe(first.shortlist);
    expect(await storedList(sessionId)).toEqual([{ housemaidId: fx.ids.a1, rank: 2 }]);
    await t.database.db.execute(sql`update sessions set last_seen_at = now() - interval '2 minutes' where id = ${sessionId}`);
    await add(2);
    expect(new Date((await versions()).seen).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers 404 naming an unknown maid and writes nothing, not even the session', async () => {
    const sessionId = sid();
    const res = await t.app.inject(`${ADD}?sessionId=${sessionId}&housemaid=987654321&rank=1`);
    expect(res.statusCode).toBe(404);
    expect(errorResponseSchema.parse(res.json()).error).toBe('No maid with id 987654321');
    expect(await t.database.db.select().from(sessions).where(eq(sessions.id, sessionId))).toEqual([]);
  });

  it('stores additions arriving together (committed as one batch), each with the last rank asked', async () => {
    const sessionIds = Array.from({ length: 12 }, sid);
    const calls = sessionIds.flatMap((sessionId, i) => [
      `${ADD}?sessionId=${sessionId}&housemaid=${fx.ids.a1}&rank=1`,
      `${ADD}?sessionId=${sessionId}&housemaid=${i % 2 ? fx.ids.a2 : fx.ids.a3}&rank=2`,
      `${ADD}?sessionId=${sessionId}&housemaid=${fx.ids.a1}&rank=3`,
    ]);
    const answers = await Promise.all(calls.map((url) => t.app.inject(url)));
    expect(answers.map((r) => r.statusCode)).toEqual(calls.map(() => 200));
    for (const [i, sessionId] of sessionIds.entries()) {
      expect(await storedList(sessionId)).toEqual([
        { housemaidId: i % 2 ? fx.ids.a2 : fx.ids.a3, rank: 2 },
        { housemaidId: fx.ids.a1, rank: 3 },
      ]);
    }
  });

  it('answers 404 for a maid deleted from the catalogue, once the server knows', async () => {
    const gone = await fx.maid('Zoe', fx.nationalities.a.id);
    await t.app.catalogue.sync();
    await t.database.db.delete(housemaids).where(eq(housemaids.id, gone));
    await t.app.catalogue.sync();
    const sessionId = sid();
    const res = await t.app.inject(`${ADD}?sessionId=${sessionId}&housemaid=${gone}&rank=1`);
    expect(res.statusCode).toBe(404);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.id, sessionId))).toEqual([]);
  });

  it('answers only once the row is committed: while the table is locked, no answer comes', async () => {
    const other = await createTestApp();
    // Holds the writes back: the first addition waits on the lock and the others queue behind it.
    const locker = new pg.Client({ connectionString: other.config.DATABASE_URL });
    await locker.connect();
    try {
      await locker.query('begin; lock table shortlists in share row exclusive mode');
      const sessionIds = Array.from({ length: 8 }, sid);
      let answered = 0;
      const answers = Promise.all(
        sessionIds.map((s) => other.app.inject(`${ADD}?sessionId=${s}&housemaid=1&rank=1`).then((r) => ((answered += 1), r))),
      );
      await new Promise((r) => setTimeout(r, 300));
      expect(answered).toBe(0);
      await locker.query('commit');
      expect((await answers).map((r) => r.statusCode)).toEqual(sessionIds.map(() => 200));
      const rows = await locker.query('select 1 from shortlists where session_id = any($1)', [sessionIds]);
      expect(rows.rowCount).toBe(8);
    } finally {
      await locker.end();
      await other.close();
    }
  });

  it('answers 404 for a maid deleted in the database before the server knows, and writes nothing', async () => {
    const gone = await fx.maid('Xenia', fx.nationalities.a.id);
    await t.app.catalogue.sync();
    await t.database.db.delete(housemaids).where(eq(housemaids.id, gone));
    const sessionId = sid();
    const res = await t.app.inject(`${ADD}?sessionId=${sessionId}&housemaid=${gone}&rank=1`);
    expect(res.statusCode).toBe(404);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.id, sessionId))).toEqual([]);
  });

  it('stores the rest of a batch when one of its maids was deleted in the meantime, and nothing for her', async () => {
    const gone = await fx.maid('Yara', fx.nationalities.a.id);
    await t.database.db.delete(housemaids).where(eq(housemaids.id, gone));
    const repository = createShortlistRepository(t.database.db, t.database.pool);
    const sessionIds = Array.from({ length: 5 }, sid);
    const stored = await Promise.all(
      sessionIds.map((sessionId, i) => repository.add({ sessionId, housemaidId: i === 2 ? gone : fx.ids.a1, rank: 1, ip: '198.51.100.7' })),
    );
    expect(stored).toEqual([true, true, false, true, true]);
    expect(await storedList(sessionIds[2]!)).toEqual([]);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.id, sessionIds[2]!))).toEqual([]);
    for (const i of [0, 1, 3, 4]) expect(await storedList(sessionIds[i]!)).toEqual([{ housemaidId: fx.ids.a1, rank: 1 }]);
  });

  it.each([
    ['', 'sessionId'],
    [`sessionId=abc<script>x&housemaid=1&rank=1`, 'sessionId'],
    [`sessionId=short&housemaid=1&rank=1`, 'sessionId'],
    [`sessionId=SID&rank=1`, 'housemaid'],
    [`sessionId=SID&housemaid=abc&rank=1`, 'housemaid'],
    [`sessionId=SID&housemaid=-3&rank=1`, 'housemaid'],
    [`sessionId=SID&housemaid=1.5&rank=1`, 'housemaid'],
    [`sessionId=SID&housemaid=99999999999&rank=1`, 'housemaid'],
    [`sessionId=SID&housemaid=1`, 'rank'],
    [`sessionId=SID&housemaid=1&rank=-1`, 'rank'],
    [`sessionId=SID&housemaid=1&rank=0`, 'rank'],
    [`sessionId=SID&housemaid=1&rank=two`, 'rank'],
    [`sessionId=SID&housemaid=1&rank=100000`, 'rank'],
  ])('refuses %s with a 400 naming %s', async (query, param) => {
    const res = await t.app.inject(`${ADD}?${query.replace('SID', sid())}`);
    expect(res.statusCode).toBe(400);
    expect(errorResponseSchema.parse(res.json()).error).toContain(`'${param}'`);
  });
});

describe('releasemaid', () => {
  it('removes only that maid from only that session, and again is still a success', async () => {
    const mine = sid();
    const other = sid();
    await t.app.inject(`${ADD}?sessionId=${mine}&housemaid=${fx.ids.a1}&rank=1`);
    await t.app.inject(`${ADD}?sessionId=${mine}&housemaid=${fx.ids.a3}&rank=2`);
    await t.app.inject(`${ADD}?sessionId=${other}&housemaid=${fx.ids.a1}&rank=1`);

    const res = await t.app.inject(`${RELEASE}?sessionId=${mine}&housemaid=${fx.ids.a1}`);
    expect(res.statusCode).toBe(200);
    expect(successSchema.parse(res.json())).toEqual({ success: true });
    expect(await storedList(mine)).toEqual([{ housemaidId: fx.ids.a3, rank: 2 }]);
    expect(await storedList(other)).toEqual([{ housemaidId: fx.ids.a1, rank: 1 }]);

    const again = await t.app.inject(`${RELEASE}?sessionId=${mine}&housemaid=${fx.ids.a1}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true });
  });

  it('is a success for a session the server has never seen', async () => {
    const res = await t.app.inject(`${RELEASE}?sessionId=${sid()}&housemaid=${fx.ids.a1}`);
    expect(res.statusCode).toBe(200);
  });

  it('answers 404 naming an unknown maid', async () => {
    const res = await t.app.inject(`${RELEASE}?sessionId=${sid()}&housemaid=987654321`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'No maid with id 987654321' });
  });

  it.each([
    ['housemaid=1', 'sessionId'],
    ['sessionId=has%20spaces%20in%20it&housemaid=1', 'sessionId'],
    ['sessionId=SID', 'housemaid'],
    ['sessionId=SID&housemaid=abc', 'housemaid'],
    ['sessionId=SID&housemaid=0', 'housemaid'],
  ])('refuses %s with a 400 naming %s', async (query, param) => {
    const res = await t.app.inject(`${RELEASE}?${query.replace('SID', sid())}`);
    expect(res.statusCode).toBe(400);
    expect(errorResponseSchema.parse(res.json()).error).toContain(`'${param}'`);
  });
});

