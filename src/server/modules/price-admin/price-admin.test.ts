import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as prices from '../../../shared/api/admin-prices/contracts.js';
import type { AdminPriceList, PriceGroup } from '../../../shared/api/admin-prices/schemas.js';
import { listMaids } from '../../../shared/api/catalogue/contracts.js';
import { getMaidOffer } from '../../../shared/api/offer/contracts.js';
import type { MaidOffer } from '../../../shared/api/offer/schemas.js';
import { listMaids as listMaidsSchemas } from '../../../shared/api/catalogue/schemas.js';
import { errorResponseSchema } from '../../../shared/api/common.js';
import { urlOf } from '../../../shared/api/contract.js';
import type { PriceItem } from '../../../shared/pricing/price-list.js';
import { applications, auditLog, housemaids, nationalities, priceLists } from '../../db/schema.js';
import { json, TestBrowser } from '../../test/application.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { addStaff, StaffBrowser } from '../../test/staff.js';

let t: TestApp;
let editor: StaffBrowser;
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_DELAY_MS: '0' });
  editor = new StaffBrowser(t.app);
  expect((await editor.signIn((await addStaff(t.database.db, 'editor')).email)).statusCode).toBe(200);
});
afterAll(() => t.close());

const errorOf = (body: string) => errorResponseSchema.parse(JSON.parse(body)).error;
const listOf = (body: string) => (JSON.parse(body) as { priceList: AdminPriceList }).priceList;

async function all() {
  const res = await editor.call(prices.listPriceLists);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { priceLists: AdminPriceList[]; matchingTypes: PriceGroup[] };
}
async function listFor(service: AdminPriceList['service'], group: string | null) {
  const found = (await all()).priceLists.find((l) => l.service === service && l.matchingTypeLabel === group);
  expect(found, `${service} ${group}`).toBeDefined();
  return found!;
}
/** The public maid cards, as a family's browser reads them, after the catalogue's reread. */
async function cards() {
  await t.app.catalogue.sync();
  const res = await t.app.inject(urlOf(listMaids, {}, { pageSize: 48 }));
  return listMaidsSchemas.responses[200].parse(res.json()).maids;
}
const liveInOf = (group: string) => async () =>
  (await cards()).find((m) => m.nationalityMatchingType.label === group && m.living === 'live_in' && !m.isNanny);
const auditOf = (action: string, id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.subjectId, String(id))));
const storedLists = async () => (await t.database.db.select().from(priceLists).orderBy(priceLists.id)).map(({ updatedAt: _, ...row }) => row);

const OFFER: PriceItem = { code: 'spring-offer', label: { en: 'Spring offer: AED 500 off the first month' }, kind: 'first_month', amountFils: -50_000, vat: true };

describe('price lists', () => {
  it('lists every list by service, general list first, with its group and what a family is shown; the seeded ones marked as demo values', async () => {
    const { priceLists: lists, matchingTypes } = await all();
    expect(lists.map((l) => l.service)).toEqual([...lists.map((l) => l.service)].sort((a, b) => ['live_in', 'live_out', 'nanny'].indexOf(a) - ['live_in', 'live_out', 'nanny'].indexOf(b)));
    expect(lists[0]).toMatchObject({ service: 'live_in', matchingTypeId: null, matchingTypeLabel: null, monthlyFeeFils: 300_000, vatBasisPoints: 500, demo: true });
    expect(lists[0]!.quote).toMatchObject({ monthlyTotalFils: 315_000, firstPaymentFils: 315_000 });
    const filipina = lists.find((l) => l.service === 'live_in' && l.matchingTypeLabel !== null && l.items.some((i) => i.code === 'filipina-offer'))!;
    // AED 3,300 + 5 % = 3,465 a month; the first month AED 200 (+ VAT) less: 3,255.
    expect(filipina.quote).toMatchObject({ monthlyTotalFils: 346_500, firstMonthTotalFils: 325_500, firstPaymentFils: 325_500 });
    expect(matchingTypes.map((g) => g.label)).toContain(filipina.matchingTypeLabel);
  });

  it("a fee and an offer changed through the API are what the family's card shows at once; audited with before and after", async () => {
    const filipina = (await all()).priceLists.find((l) => l.service === 'live_in' && l.items.some((i) => i.code === 'filipina-offer'))!;
    const group = filipina.matchingTypeLabel!;
    expect((await liveInOf(group)())?.monthlyTotalFils).toBe(346_500);
    const items = [...filipina.items.filter((i) => i.kind === 'once'), OFFER];
    const res = await editor.call(prices.updatePriceList, { params: { id: String(filipina.id) }, body: { monthlyFeeFils: 360_000, vatBasisPoints: 500, items } });
    expect(res.statusCode, res.body).toBe(200);
    expect(listOf(res.body)).toMatchObject({ monthlyFeeFils: 360_000, demo: false, quote: { monthlyTotalFils: 378_000, firstMonthTotalFils: 325_500 } });
    expect((await liveInOf(group)())?.monthlyTotalFils).toBe(378_000);
    const [entry] = await auditOf('prices.price-list.update', filipina.id);
    expect(entry).toMatchObject({
      subjectType: 'price-list',
      before: { monthlyFeeFils: 330_000, items: expect.arrayContaining([expect.objectContaining({ code: 'filipina-offer' })]) },
      after: { monthlyFeeFils: 360_000, vatBasisPoints: 500, items: expect.arrayContaining([OFFER]) },
    });
  });

  it("a group's new list starts as the general one (no change for families), then prices the group alone; deleted, the group falls back", async () => {
    const { matchingTypes, priceLists: lists } = await all();
    const priced = new Set(lists.filter((l) => l.service === 'live_in').map((l) => l.matchingTypeId));
    const group = matchingTypes.find((g) => !priced.has(g.id) && g.label === 'Asian') ?? matchingTypes.find((g) => !priced.has(g.id))!;
    const card = liveInOf(group.label);
    const generalTotal = (await listFor('live_in', null)).quote.monthlyTotalFils;
    expect((await card())?.monthlyTotalFils).toBe(generalTotal);

    const created = await editor.call(prices.createPriceList, { body: { service: 'live_in', matchingTypeId: group.id } });
    expect(created.statusCode, created.body).toBe(200);
    const list = listOf(created.body);
    expect(list).toMatchObject({ service: 'live_in', matchingTypeId: group.id, matchingTypeLabel: group.label, quote: { monthlyTotalFils: generalTotal } });
    expect((await auditOf('prices.price-list.create', list.id))[0]).toMatchObject({ before: null, after: { service: 'live_in', matchingTypeId: group.id } });

    const edited = await editor.call(prices.updatePriceList, { params: { id: String(list.id) }, body: { monthlyFeeFils: 250_000, vatBasisPoints: 500, items: [] } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await card())?.monthlyTotalFils).toBe(262_500);

    const deleted = await editor.call(prices.deletePriceList, { params: { id: String(list.id) } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ deleted: list.id });
    expect((await card())?.monthlyTotalFils).toBe(generalTotal);
    expect((await auditOf('prices.price-list.delete', list.id))[0]).toMatchObject({ before: { monthlyFeeFils: 250_000 }, after: null });
    expect((await editor.call(prices.deletePriceList, { params: { id: String(list.id) } })).statusCode).toBe(404);
  });

  it("says whom a change reaches: the maids it prices, and the applications in progress, which keep the price they were shown", async () => {
    const db = t.database.db;
    // A maid priced by the live-in general list: her group has no live-in list of its own.
    const grouped = new Set((await all()).priceLists.filter((l) => l.service === 'live_in' && l.matchingTypeId !== null).map((l) => l.matchingTypeId));
    const maids = await db
      .select({ id: housemaids.id, groupId: nationalities.matchingTypeId })
      .from(housemaids)
      .innerJoin(nationalities, eq(nationalities.id, housemaids.nationalityId))
      .where(and(eq(housemaids.living, 'live_in'), eq(housemaids.isNanny, false), eq(housemaids.status, 'available'), eq(housemaids.hidden, false)));
    const general = maids.filter((m) => !grouped.has(m.groupId));
    expect(general.length).toBeGreaterThan(0);
    const list = await listFor('live_in', null);
    const reach = async () => {
      const res = await editor.call(prices.getPriceListReach, { params: { id: String(list.id) } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { maids: number; applicationsInProgress: number; withoutKeptPrice: number };
    };
    const before = await reach();
    expect(before.maids).toBe(general.length);

    const created = await new TestBrowser(t.app).create(general[0]!.id);
    expect(created.statusCode, created.body).toBe(200);
    const appId = json<{ id: string }>(created).id;
    // Reserved by the application, she is still on the site; the application keeps its quote.
    expect(await reach()).toEqual({ maids: before.maids, applicationsInProgress: before.applicationsInProgress + 1, withoutKeptPrice: before.withoutKeptPrice });
    await db.update(applications).set({ data: sql`${applications.data} #- '{values,quote}'` }).where(eq(applications.id, appId));
    expect((await reach()).withoutKeptPrice).toBe(before.withoutKeptPrice + 1);

    expect((await editor.call(prices.getPriceListReach, { params: { id: '987654' } })).statusCode).toBe(404);
    const agent = new StaffBrowser(t.app);
    await agent.signIn((await addStaff(db, 'agent')).email);
    expect((await agent.call(prices.getPriceListReach, { params: { id: String(list.id) } })).statusCode).toBe(403);
  });

  it('the same service and group twice is a 409 naming the list to change instead', async () => {
    const filipina = (await all()).priceLists.find((l) => l.service === 'live_in' && l.items.some((i) => i.kind === 'first_month'))!;
    const group = await editor.call(prices.createPriceList, { body: { service: 'live_in', matchingTypeId: filipina.matchingTypeId } });
    expect(group.statusCode, group.body).toBe(409);
    expect(errorOf(group.body)).toBe(`The live-in list for ${filipina.matchingTypeLabel} exists already (#${filipina.id}): change that one instead.`);
    const general = await editor.call(prices.createPriceList, { body: { service: 'live_out', matchingTypeId: null, monthlyFeeFils: 1 } });
    expect(general.statusCode, general.body).toBe(409);
    expect(errorOf(general.body)).toMatch(/^The general live-out list exists already \(#\d+\)/);
  });

  it("a service's general list goes only once its group lists are gone (409 naming them); then its maids show no price until a new one is made", async () => {
    const general = await listFor('nanny', null);
    const refused = await editor.call(prices.deletePriceList, { params: { id: String(general.id) } });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(errorOf(refused.body)).toMatch(/^The general nanny list prices every nationality group without a list of its own\. Delete the group lists first \(.+\), or change its prices instead\.$/);
    expect((await all()).priceLists.some((l) => l.id === general.id)).toBe(true);

    for (const list of (await all()).priceLists.filter((l) => l.service === 'nanny' && l.matchingTypeId !== null)) {
      expect((await editor.call(prices.deletePriceList, { params: { id: String(list.id) } })).statusCode).toBe(200);
    }
    expect((await editor.call(prices.deletePriceList, { params: { id: String(general.id) } })).statusCode).toBe(200);
    const nannies = (await cards()).filter((m) => m.isNanny);
    expect(nannies.every((m) => m.monthlyTotalFils === null)).toBe(true);

    const withoutFee = await editor.call(prices.createPriceList, { body: { service: 'nanny', matchingTypeId: null } });
    expect(withoutFee.statusCode).toBe(400);
    expect(errorOf(withoutFee.body)).toBe('monthlyFeeFils is required: there is no general nanny list to start from.');
    const made = await editor.call(prices.createPriceList, { body: { service: 'nanny', matchingTypeId: null, monthlyFeeFils: 400_000 } });
    expect(made.statusCode, made.body).toBe(200);
    expect(listOf(made.body)).toMatchObject({ vatBasisPoints: 500, items: [], demo: false, quote: { monthlyTotalFils: 420_000 } });
    if (nannies.length > 0) expect((await cards()).filter((m) => m.isNanny).every((m) => m.monthlyTotalFils === 420_000)).toBe(true);
  });

  const item = (over: Partial<PriceItem>): PriceItem => ({ code: 'extra', label: { en: 'Extra' }, kind: 'once', amountFils: 10_000, vat: true, ...over });
  it.each([
    ['a negative fee', { monthlyFeeFils: -1 }, "Invalid field 'monthlyFeeFils': monthlyFeeFils cannot be negative"],
    ['a fee over AED 100,000', { monthlyFeeFils: 10_000_001 }, 'monthlyFeeFils is at most 10000000 (AED 100,000)'],
    ['a fee in AED with fils', { monthlyFeeFils: 3000.5 }, 'monthlyFeeFils is a whole number of fils'],
    ['a fee as text', { monthlyFeeFils: '3000' }, 'monthlyFeeFils is the monthly fee before VAT, in fils'],
    ['VAT over 20 %', { vatBasisPoints: 2001 }, 'vatBasisPoints is at most 2000 (20 %): 500 is 5 %'],
    ['a negative VAT', { vatBasisPoints: -5 }, 'vatBasisPoints cannot be negative'],
    ['21 items', { items: Array.from({ length: 21 }, (_, i) => item({ code: `item-${i}` })) }, 'at most 20 items in a list'],
    ['a code that is no slug', { items: [item({ code: 'Spring Offer' })] }, "an item's code is lower-case letters and digits joined by hyphens"],
    ['an empty label', { items: [item({ label: { en: '  ' } })] }, "an item's label: write it in English at least"],
    ['a label over 120 characters', { items: [item({ label: { en: 'ok', ar: 'x'.repeat(121) } })] }, "an item's label (ar): at most 120 characters"],
    ['an unknown kind', { items: [item({ kind: 'monthly' as PriceItem['kind'] })] }, "an item's kind is once (a one-off charge) or first_month"],
    ['an amount in AED with fils', { items: [item({ amountFils: 12.5 })] }, "an item's amountFils is a whole number of fils"],
    ['no VAT answer', { items: [{ ...item({}), vat: undefined }] }, "an item's vat is true (VAT is added) or false"],
    ['a negative one-off charge', { items: [item({ amountFils: -100 })] }, 'Row 1 (Extra): a one-off charge cannot be negative'],
    ['a first-month surcharge', { items: [item({ kind: 'first_month', amountFils: 100 })] }, 'Row 1 (Extra): a first-month change is an offer, 0 or less'],
    ['an offer over the fee', { monthlyFeeFils: 100_000, items: [item({ kind: 'first_month', amountFils: -100_001 })] }, 'Row 1 (Extra): an offer takes at most the monthly fee off the first month'],
    [
      'offers together over the fee',
      { monthlyFeeFils: 100_000, items: [item({ code: 'a', kind: 'first_month', amountFils: -60_000 }), item({ code: 'b', kind: 'first_month', amountFils: -60_000 })] },
      'The first-month offers together take more than the monthly fee off',
    ],
    ['two items with one code', { items: [item({ label: { en: 'One' } }), item({ label: { en: 'Two' } })] }, "Row 2 (Two): its code 'extra' is also row 1's; each item needs its own."],
  ])('refuses %s with a 400 saying what is wrong, and stores nothing', async (_, change, message) => {
    const list = await listFor('live_out', null);
    const before = await storedLists();
    const body = { monthlyFeeFils: list.monthlyFeeFils, vatBasisPoints: list.vatBasisPoints, items: list.items, ...change };
    const res = await editor.call(prices.updatePriceList, { params: { id: String(list.id) }, body });
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res.body)).toContain(message);
    expect(await storedLists()).toEqual(before);
  });

  it.each([
    ['an unknown group', { service: 'live_out', matchingTypeId: 987_654 }, 'There is no nationality group with the id 987654: choose one of the groups the page lists.'],
    ['an unknown service', { service: 'driver', matchingTypeId: null }, 'service is one of live_in, live_out, nanny'],
    ['a group id in words', { service: 'live_out', matchingTypeId: 'filipina' }, 'matchingTypeId is a nationality group id, or null for the general list'],
    ['no group at all', { service: 'live_out' }, 'matchingTypeId is a nationality group id, or null for the general list'],
    ['an offer over the fee given', { service: 'live_out', matchingTypeId: null, monthlyFeeFils: 100, items: [item({ kind: 'first_month', amountFils: -200 })] }, 'Row 1 (Extra): an offer takes at most the monthly fee off'],
  ])('refuses to create a list for %s with a 400, storing nothing', async (_, body, message) => {
    const before = await storedLists();
    const res = await editor.call(prices.createPriceList, { body });
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res.body)).toContain(message);
    expect(await storedLists()).toEqual(before);
  });

  it("a group list given a fee below the general list's offers is refused: the copied offer would exceed it", async () => {
    const { matchingTypes, priceLists: lists } = await all();
    const priced = new Set(lists.filter((l) => l.service === 'live_out').map((l) => l.matchingTypeId));
    const group = matchingTypes.find((g) => !priced.has(g.id))!;
    const general = await listFor('live_out', null);
    const withOffer = { monthlyFeeFils: general.monthlyFeeFils, vatBasisPoints: 500, items: [OFFER] };
    expect((await editor.call(prices.updatePriceList, { params: { id: String(general.id) }, body: withOffer })).statusCode).toBe(200);
    const res = await editor.call(prices.createPriceList, { body: { service: 'live_out', matchingTypeId: group.id, monthlyFeeFils: 40_000 } });
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res.body)).toContain('an offer takes at most the monthly fee off the first month');
  });

  it('an unknown id is a 404 for an edit; a bad id is a 400', async () => {
    const missing = await editor.call(prices.updatePriceList, { params: { id: '987654' }, body: { monthlyFeeFils: 1, vatBasisPoints: 500, items: [] } });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing.body)).toContain('There is no price list #987654');
    const bad = await editor.call(prices.deletePriceList, { params: { id: 'abc' } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('who may', () => {
  const body = { monthlyFeeFils: 1, vatBasisPoints: 500, items: [] };
  it('strangers get 401 on every call; agents and finance read the lists but get 403 on changes, and nothing changes', async () => {
    const stranger = new StaffBrowser(t.app);
    const agent = new StaffBrowser(t.app);
    await agent.signIn((await addStaff(t.database.db, 'agent')).email);
    const finance = new StaffBrowser(t.app);
    await finance.signIn((await addStaff(t.database.db, 'finance')).email);
    const some = (await all()).priceLists[0]!;
    const before = await storedLists();
    expect((await stranger.call(prices.listPriceLists)).statusCode).toBe(401);
    expect((await agent.call(prices.listPriceLists)).statusCode).toBe(200);
    expect((await finance.call(prices.listPriceLists)).statusCode).toBe(200);
    for (const browser of [stranger, agent, finance]) {
      const status = browser === stranger ? 401 : 403;
      expect((await browser.call(prices.createPriceList, { body: { service: 'live_in', matchingTypeId: null } })).statusCode).toBe(status);
      expect((await browser.call(prices.updatePriceList, { params: { id: String(some.id) }, body })).statusCode).toBe(status);
      expect((await browser.call(prices.deletePriceList, { params: { id: String(some.id) } })).statusCode).toBe(status);
    }
    expect(errorOf((await agent.call(prices.updatePriceList, { params: { id: String(some.id) }, body })).body)).toBe(
      'Only editor or admin staff can do this; you are signed in as agent.',
    );
    expect(await storedLists()).toEqual(before);
  });

  it('a change without the CSRF token is refused (403) and changes nothing', async () => {
    const some = (await all()).priceLists[0]!;
    const before = await storedLists();
    const update = await editor.call(prices.updatePriceList, { params: { id: String(some.id) }, body, csrf: false });
    expect(update.statusCode).toBe(403);
    expect(errorOf(update.body)).toContain('This page is out of date');
    expect((await editor.call(prices.createPriceList, { body: { service: 'live_in', matchingTypeId: null, monthlyFeeFils: 1 }, csrf: false })).statusCode).toBe(403);
    expect((await editor.call(prices.deletePriceList, { params: { id: String(some.id) }, csrf: false })).statusCode).toBe(403);
    expect(await storedLists()).toEqual(before);
  });
});

describe('labels in every language (issue 31)', () => {
  it('the demo lists carry each label in the five languages', async () => {
    const demo = (await all()).priceLists.filter((l) => l.demo);
    expect(demo.length).toBeGreaterThan(0);
    for (const list of demo) {
      for (const item of list.items) expect(Object.keys(item.label).sort(), item.code).toEqual(['ar', 'en', 'fr', 'hi', 'ru']);
    }
  });

  it("keeps each language staff write and drops the empty ones; a family's price answer carries its language, the English where it is empty", async () => {
    const card = (await cards()).find((m) => !m.isNanny && m.monthlyTotalFils !== null)!;
    const lists = (await all()).priceLists;
    const list =
      lists.find((l) => l.service === card.living && l.matchingTypeId === card.nationalityMatchingType.id) ?? lists.find((l) => l.service === card.living && l.matchingTypeId === null)!;
    const items: unknown[] = [
      { code: 'visa', label: { en: 'Visa', ar: ' التأشيرة ', hi: '', ru: 'Виза', fr: '  ' }, kind: 'once', amountFils: 0, vat: false },
      { code: 'medical', label: { en: 'Medical test', ar: '' }, kind: 'once', amountFils: 25_000, vat: false },
      { code: 'spring-offer', label: { en: 'Spring offer', ar: 'عرض الربيع' }, kind: 'first_month', amountFils: -10_000, vat: true },
    ];
    const res = await editor.call(prices.updatePriceList, { params: { id: String(list.id) }, body: { monthlyFeeFils: list.monthlyFeeFils, vatBasisPoints: 500, items } });
    expect(res.statusCode, res.body).toBe(200);
    const kept = [{ en: 'Visa', ar: 'التأشيرة', ru: 'Виза' }, { en: 'Medical test' }, { en: 'Spring offer', ar: 'عرض الربيع' }];
    expect(listOf(res.body).items.map((i) => i.label)).toEqual(kept);
    const [stored] = await t.database.db.select({ items: priceLists.items }).from(priceLists).where(eq(priceLists.id, list.id));
    expect(stored!.items.map((i) => i.label)).toEqual(kept);

    const offerIn = async (lang: string) => {
      const answer = await t.app.inject({ url: urlOf(getMaidOffer, {}, { housemaidId: card.id }), headers: { cookie: `lang=${lang}` } });
      expect(answer.statusCode, answer.body).toBe(200);
      const { quote } = answer.json() as MaidOffer;
      return { included: quote.included, charges: quote.oneOffCharges.map((l) => l.label), offers: quote.firstMonthChanges.map((l) => l.label) };
    };
    expect(await offerIn('ar')).toEqual({ included: ['التأشيرة'], charges: ['Medical test'], offers: ['عرض الربيع'] });
    expect(await offerIn('ru')).toEqual({ included: ['Виза'], charges: ['Medical test'], offers: ['Spring offer'] });
    expect(await offerIn('hi')).toEqual({ included: ['Visa'], charges: ['Medical test'], offers: ['Spring offer'] });
  });
});
