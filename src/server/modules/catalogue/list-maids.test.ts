import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMaids } from '../../../shared/api/catalogue/contracts.js';
import { LIST_MAIDS_MAX_PAGE_SIZE, listMaids as listMaidsSchemas } from '../../../shared/api/catalogue/schemas.js';
import { errorResponseSchema } from '../../../shared/api/common.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { addFixtureCatalogue, type FixtureCatalogue } from '../../test/catalogue.js';

const URL_ = listMaids.path;
const listMaidsResponseSchema = listMaidsSchemas.responses[200];

let t: TestApp;
let fx: FixtureCatalogue;
beforeAll(async () => {
  t = await createTestApp();
  fx = await addFixtureCatalogue(t.database.db);
});
afterAll(() => t.close());

async function list(query: Record<string, string | number | boolean> = {}) {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await t.app.inject(`${URL_}?${params.toString()}`);
  expect(res.statusCode).toBe(200);
  const body = listMaidsResponseSchema.parse(res.json());
  const tab = (id: number) => body.tabs.find((x) => x.matchingType.id === id);
  return { body, ids: body.maids.map((m) => m.id), tab };
}

describe('listmaids', () => {
  it('lists offerable maids of a matching type by rank, then id; expired reservations count', async () => {
    const { a1, a2, a3, reservedExpired } = fx.ids;
    const { body, ids } = await list({ matchingType: fx.types.a.id });
    expect(ids).toEqual([a3, a1, a2, reservedExpired]);
    expect(body).toMatchObject({ total: 4, page: 1, pageSize: 24 });
    expect(body.maids[0]).toMatchObject({ name: 'Cora', videoURL: '/media/videos/clip-01.mp4', rank: 90 });
  });

  it('pages without overlap and answers an empty page past the end', async () => {
    const { a1, a2, a3, reservedExpired } = fx.ids;
    const q = { matchingType: fx.types.a.id, pageSize: 2 };
    expect((await list({ ...q, page: 1 })).ids).toEqual([a3, a1]);
    const second = await list({ ...q, page: 2 });
    expect(second.ids).toEqual([a2, reservedExpired]);
    expect(second.body).toMatchObject({ total: 4, page: 2, pageSize: 2 });
    const third = await list({ ...q, page: 3 });
    expect(third.ids).toEqual([]);
    expect(third.body.total).toBe(4);
  });

  it('filters by living and nanny, and counts the tabs under the same filters', async () => {
    const { a1, a2, a3, reservedExpired, b1 } = fx.ids;
    const liveIn = await list({ matchingType: fx.types.a.id, living: 'live_in' });
    expect(liveIn.ids).toEqual([a3, a1, reservedExpired]);
    expect(liveIn.tab(fx.types.a.id)?.count).toBe(3);
    expect(liveIn.tab(fx.types.b.id)?.count).toBe(0);

    const liveOut = await list({ living: 'live_out', matchingType: fx.types.b.id });
    expect(liveOut.ids).toEqual([b1]);
    expect(liveOut.tab(fx.types.a.id)?.count).toBe(1);

    expect((await list({ matchingType: fx.types.a.id, nanny: true })).ids).toEqual([a3, a2]);
    expect((await list({ matchingType: fx.types.a.id, nanny: false })).ids).toEqual([a1, reservedExpired]);
    const nannyTabs = await list({ nanny: true, living: 'live_in' });
    expect(nannyTabs.tab(fx.types.a.id)?.count).toBe(1);
  });

  it('never lists or counts a notAllowed matching type', async () => {
    const all = await list({ pageSize: LIST_MAIDS_MAX_PAGE_SIZE });
    expect(all.tab(fx.types.blocked.id)).toBeUndefined();
    expect(all.body.tabs.every((x) => !x.matchingType.notAllowed)).toBe(true);
    const blocked = await list({ matchingType: fx.types.blocked.id });
    expect(blocked.body).toMatchObject({ maids: [], total: 0 });
    expect(blocked.ids).not.toContain(fx.ids.blocked);
  });

  it('totals every allowed tab without a matching type, matching a direct count of the rows', async () => {
    const { body } = await list({ living: 'live_in' });
    expect(body.total).toBe(body.tabs.reduce((sum, x) => sum + x.count, 0));
    const direct = await t.database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from housemaids h
      join nationalities n on n.id = h.nationality_id
      join nationality_matching_types mt on mt.id = n.matching_type_id
      where not mt.not_allowed and h.living = 'live_in'
        and (h.status = 'available' or (h.status = 'reserved' and h.reserved_until < now()))`);
    expect(body.total).toBe(direct.rows[0]!.n);
    const ranks = body.maids.map((m) => m.rank);
    expect(ranks).toEqual([...ranks].sort((x, y) => y - x));
  });

  it('answers an empty list, not an error, for a matching type that does not exist', async () => {
    expect((await list({ matchingType: 987654 })).body).toMatchObject({ maids: [], total: 0 });
  });

  it.each([
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['page=1001', 'page'],
    ['pageSize=0', 'pageSize'],
    ['pageSize=1000', 'pageSize'],
    ['pageSize=2.5', 'pageSize'],
    ['living=sideways', 'living'],
    ['nanny=maybe', 'nanny'],
    ['matchingType=abc', 'matchingType'],
    ['matchingType=0', 'matchingType'],
  ])('refuses %s with a 400 naming %s', async (query, param) => {
    const res = await t.app.inject(`${URL_}?${query}`);
    expect(res.statusCode).toBe(400);
    expect(errorResponseSchema.parse(res.json()).error).toContain(`'${param}'`);
  });
});
