import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRemainingAvailableMaids } from '../../../shared/api/catalogue/contracts.js';
import { getRemainingAvailableMaids as remainingSchemas, housemaidSchema } from '../../../shared/api/catalogue/schemas.js';
import { errorResponseSchema, MAX_IDS_PER_REQUEST } from '../../../shared/api/common.js';
import { housemaids } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { addFixtureCatalogue, type FixtureCatalogue } from '../../test/catalogue.js';

const URL_ = getRemainingAvailableMaids.path;
const remainingAvailableMaidsSchema = remainingSchemas.responses[200];

let t: TestApp;
let fx: FixtureCatalogue;
beforeAll(async () => {
  t = await createTestApp();
  fx = await addFixtureCatalogue(t.database.db);
});
afterAll(() => t.close());

async function remaining(query: Record<string, string>) {
  const params = new URLSearchParams({ sessionId: crypto.randomUUID(), ...query });
  const res = await t.app.inject(`${URL_}?${params.toString()}`);
  expect(res.statusCode).toBe(200);
  const body = remainingAvailableMaidsSchema.parse(res.json());
  return { ids: body.availableMaids.map((m) => m.housemaid.id), body };
}

describe('getremainingavailablemaids', () => {
  it('keeps only offerable maids, in the order asked, with the documented shape', async () => {
    const { ids: f } = fx;
    const asked = [f.b1, f.blocked, f.hired, f.a3, f.reservedNow, f.reservedExpired, f.reservedOpenEnded, f.a1];
    const { ids, body } = await remaining({ housemaidIds: asked.join(',') });
    expect(ids).toEqual([f.b1, f.a3, f.reservedExpired, f.a1]);
    expect(body.messages).toEqual({ someUnavailable: '4 maids you saved are no longer available.' });

    const cora = body.availableMaids[1]!;
    expect(cora.nationalityMatchingType).toEqual({ id: fx.types.a.id });
    expect(housemaidSchema.parse(cora.housemaid)).toEqual({
      id: f.a3,
      name: 'Cora',
      nationality: { id: fx.nationalities.a.id, label: 'Fixture A-lander' },
      nationalityMatchingType: { id: fx.types.a.id, code: 'fx_a', label: 'Fixture A' },
      religion: 'CHRISTIAN',
      numberOfChildren: 2,
      age: 33,
      experienceYears: 7,
      languages: [{ language: { label: 'English' }, level: { label: 'Good' } }, { language: { label: 'Tagalog' } }],
      infoPhrases: ['Cooks Arabic food'],
      rank: 90,
      living: 'live_in',
      isNanny: true,
      videoURL: '/media/videos/clip-01.mp4',
      posterURL: '/media/posters/clip-01.jpg',
      // An old-style poster and a clip without captions: the JPEG alone, no track.
      posterSources: [],
      captionsURL: null,
      dateAdded: '2026-10-01T08:00:00.000Z',
      // A nanny of a group without a list of its own: the seed's general nanny price, 3,500 + 5 % VAT.
      monthlyTotalFils: 367_500,
    });
  });

  it('keeps the order asked rather than rank order, and lists a repeated id once', async () => {
    const { a1, a3, b1 } = fx.ids;
    const { ids, body } = await remaining({ housemaidIds: `${a1},${b1},${a1},${a3},${b1}` });
    expect(ids).toEqual([a1, b1, a3]);
    expect(body.messages).toEqual({});
  });

  it('drops unknown and non-integer ids without a message', async () => {
    const { ids, body } = await remaining({ housemaidIds: `abc,${fx.ids.a1},987654321,1.5,-4,,${fx.ids.b1}` });
    expect(ids).toEqual([fx.ids.a1, fx.ids.b1]);
    expect(body.messages).toEqual({});
  });

  it('honours preferences (matching type ids) and says how many did not match', async () => {
    const { a1, a3, b1, hired } = fx.ids;
    const onlyA = await remaining({ housemaidIds: `${b1},${a1},${hired},${a3}`, preferences: String(fx.types.a.id) });
    expect(onlyA.ids).toEqual([a1, a3]);
    expect(onlyA.body.messages).toEqual({
      someUnavailable: '1 maid you saved is no longer available.',
      notMatchingPreferences: '1 maid you saved does not match the preferences you chose.',
    });

    const both = await remaining({ housemaidIds: `${b1},${a1}`, preferences: `${fx.types.b.id},x,${fx.types.a.id}` });
    expect(both.ids).toEqual([b1, a1]);

    const none = await remaining({ housemaidIds: `${b1},${a1}`, preferences: '' });
    expect(none.ids).toEqual([b1, a1]);
  });

  it('never returns a notAllowed matching type, even when it is preferred', async () => {
    const { ids } = await remaining({ housemaidIds: String(fx.ids.blocked), preferences: String(fx.types.blocked.id) });
    expect(ids).toEqual([]);
  });

  it('says the list is empty when none is left, with nanny labels in nanny mode', async () => {
    const gone = `${fx.ids.hired},${fx.ids.reservedNow}`;
    const maids = await remaining({ housemaidIds: gone });
    expect(maids.body).toEqual({
      availableMaids: [],
      messages: { empty: 'None of the maids in your list are available any more.' },
    });
    const nannies = await remaining({ housemaidIds: gone, maidsMode: 'nannyMode' });
    expect(nannies.body.messages).toEqual({ empty: 'None of the nannies in your list are available any more.' });
    const some = await remaining({ housemaidIds: `${fx.ids.a1},${gone}`, maidsMode: 'nannyMode' });
    expect(some.body.messages).toEqual({ someUnavailable: '2 nannies you saved are no longer available.' });
  });

  it('answers an empty list for no ids', async () => {
    expect((await remaining({})).body).toEqual({ availableMaids: [], messages: {} });
  });

  it('drops a maid once she is hired, and brings her back when a reservation runs out', async () => {
    // Written straight to the database, as staff would; sync() waits for PostgreSQL's notification.
    const write = async (set: Partial<typeof housemaids.$inferInsert>) => {
      await t.database.db.update(housemaids).set(set).where(eq(housemaids.id, id));
      await t.app.catalogue.sync();
    };
    const id = await fx.maid('Jade', fx.nationalities.a.id, { rank: 3 });
    await t.app.catalogue.sync();
    expect((await remaining({ housemaidIds: String(id) })).ids).toEqual([id]);

    await write({ status: 'hired' });
    expect((await remaining({ housemaidIds: String(id) })).ids).toEqual([]);

    await write({ status: 'reserved', reservedUntil: new Date(Date.now() + 60_000) });
    expect((await remaining({ housemaidIds: String(id) })).ids).toEqual([]);

    await write({ reservedUntil: new Date(Date.now() - 1000) });
    expect((await remaining({ housemaidIds: String(id) })).ids).toEqual([id]);
  });

  it('accepts the ids as repeated parameters and ignores an extra pageCode', async () => {
    const res = await t.app.inject(
      `${URL_}?sessionId=${crypto.randomUUID()}&housemaidIds=${fx.ids.a3}&housemaidIds=${fx.ids.a1}&pageCode=hire_maid`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().availableMaids.map((m: { housemaid: { id: number } }) => m.housemaid.id)).toEqual([
      fx.ids.a3,
      fx.ids.a1,
    ]);
  });

  const tooMany = Array.from({ length: MAX_IDS_PER_REQUEST + 1 }, (_, i) => i + 1).join(',');
  it.each([
    ['housemaidIds=1', 'sessionId'],
    ['sessionId=bad!id%3Cx%3E&housemaidIds=1', 'sessionId'],
    [`sessionId=SID&housemaidIds=${tooMany}`, 'housemaidIds'],
    [`sessionId=SID&housemaidIds=1&preferences=${tooMany}`, 'preferences'],
    ['sessionId=SID&housemaidIds=1&maidsMode=nanny%20mode', 'maidsMode'],
  ])('refuses %s with a 400 naming %s', async (query, param) => {
    const res = await t.app.inject(`${URL_}?${query.replace('SID', crypto.randomUUID())}`);
    expect(res.statusCode).toBe(400);
    expect(errorResponseSchema.parse(res.json()).error).toContain(`'${param}'`);
  });
});
