import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMaidFacets, listMaids } from '../../../shared/api/catalogue/contracts.js';
import { listMaidFacets as facetSchemas, listMaids as listSchemas } from '../../../shared/api/catalogue/schemas.js';
import { errorResponseSchema } from '../../../shared/api/common.js';
import { housemaids, nationalities, nationalityMatchingTypes } from '../../db/schema.js';
import { addFixtureCatalogue } from '../../test/catalogue.js';
import { createTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;
let typeId: number;
const ids: Record<string, number> = {};

/** A tab of its own, so the seeded maids never enter the lists asserted here. */
beforeAll(async () => {
  t = await createTestApp();
  const fx = await addFixtureCatalogue(t.database.db);
  const [type] = await t.database.db.insert(nationalityMatchingTypes).values({ code: 'fx_filters', label: 'Filters', sortOrder: 950 }).returning();
  const [nat] = await t.database.db.insert(nationalities).values({ code: 'fx_filters_land', label: 'Filterlander', matchingTypeId: type!.id }).returning();
  typeId = type!.id;
  const en = { language: { label: 'English' }, level: { label: 'Good' } };
  const ar = { language: { label: 'Arabic' }, level: { label: 'Basic' } };
  ids.young = await fx.maid('Young', nat!.id, { rank: 60, age: 25, experienceYears: 2, religion: 'MUSLIM', languages: [en, ar], skills: ['babies'] });
  ids.mid = await fx.maid('Mid', nat!.id, { rank: 50, age: 34, experienceYears: 6, religion: 'CHRISTIAN', languages: [en], skills: ['cooking', 'pets'], living: 'live_out' });
  ids.senior = await fx.maid('Senior', nat!.id, { rank: 40, age: 44, experienceYears: 12, religion: 'MUSLIM', languages: [ar], skills: ['babies', 'cooking'] });
  // Hidden and hired maids never count.
  await fx.maid('Hidden', nat!.id, { rank: 30, age: 30, hidden: true, languages: [ar], skills: ['babies'] });
  await fx.maid('Hired', nat!.id, { rank: 20, age: 30, status: 'hired', languages: [ar], skills: ['babies'] });
  await t.app.catalogue.sync();
});
afterAll(() => t.close());

async function list(query: Record<string, string | number>) {
  const params = new URLSearchParams(Object.entries({ matchingType: typeId, ...query }).map(([k, v]) => [k, String(v)]));
  const res = await t.app.inject(`${listMaids.path}?${params.toString()}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = listSchemas.responses[200].parse(res.json());
  return { ids: body.maids.map((m) => m.id), total: body.total, tab: body.tabs.find((x) => x.matchingType.id === typeId)?.count };
}

async function facets(query: Record<string, string | number> = {}) {
  const params = new URLSearchParams(Object.entries({ matchingType: typeId, ...query }).map(([k, v]) => [k, String(v)]));
  const res = await t.app.inject(`${listMaidFacets.path}?${params.toString()}`);
  expect(res.statusCode, res.body).toBe(200);
  return facetSchemas.responses[200].parse(res.json());
}

describe('listmaids filters beyond the tabs', () => {
  it('without filters lists the tab as before', async () => {
    expect((await list({})).ids).toEqual([ids.young, ids.mid, ids.senior]);
  });

  it('language keeps the maids who speak it, whatever its case', async () => {
    expect((await list({ language: 'arabic' })).ids).toEqual([ids.young, ids.senior]);
  });

  it('religion keeps that religion', async () => {
    expect((await list({ religion: 'CHRISTIAN' })).ids).toEqual([ids.mid]);
  });

  it('age range keeps the ages within it, both ends included', async () => {
    expect((await list({ ageMin: 30, ageMax: 39 })).ids).toEqual([ids.mid]);
    expect((await list({ ageMin: 34 })).ids).toEqual([ids.mid, ids.senior]);
    expect((await list({ ageMax: 34 })).ids).toEqual([ids.young, ids.mid]);
  });

  it('years of experience keeps those with at least that many', async () => {
    expect((await list({ experienceMin: 6 })).ids).toEqual([ids.mid, ids.senior]);
  });

  it('live-in/out still filters', async () => {
    expect((await list({ living: 'live_out' })).ids).toEqual([ids.mid]);
  });

  it('each skill narrows, and several skills mean all of them', async () => {
    expect((await list({ skills: 'babies' })).ids).toEqual([ids.young, ids.senior]);
    expect((await list({ skills: 'cooking' })).ids).toEqual([ids.mid, ids.senior]);
    expect((await list({ skills: 'pets' })).ids).toEqual([ids.mid]);
    expect((await list({ skills: 'cooking,babies' })).ids).toEqual([ids.senior]);
  });

  it('filters combine, and the tab counts follow them', async () => {
    const found = await list({ language: 'Arabic', religion: 'MUSLIM', experienceMin: 10 });
    expect(found.ids).toEqual([ids.senior]);
    expect(found.total).toBe(1);
    expect(found.tab).toBe(1);
  });

  it('answers 400 with a message for a filter value it cannot read', async () => {
    for (const query of ['religion=ATHEIST', 'skills=ironing', 'ageMin=12', 'experienceMin=x', `language=${'a'.repeat(41)}`]) {
      const res = await t.app.inject(`${listMaids.path}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(errorResponseSchema.parse(res.json()).error).toMatch(/religion|skill|ageMin|experienceMin|language/);
    }
  });
});

describe('listmaidfacets', () => {
  it('counts each option with the other filters kept and its own left out', async () => {
    const f = await facets({ religion: 'MUSLIM' });
    expect(f.total).toBe(2);
    // Religion ignores its own filter: every religion of the tab is counted.
    expect(f.religion.find((r) => r.value === 'CHRISTIAN')?.count).toBe(1);
    expect(f.religion.find((r) => r.value === 'MUSLIM')?.count).toBe(2);
    expect(f.language).toEqual([
      { value: 'Arabic', count: 2 },
      { value: 'English', count: 1 },
    ]);
    expect(f.age.map((a) => a.count)).toEqual([1, 0, 1]);
    expect(f.experience.map((e) => e.count)).toEqual([2, 1, 1, 1]);
    expect(f.skills).toEqual([
      { value: 'babies', count: 2 },
      { value: 'cooking', count: 1 },
      { value: 'pets', count: 0 },
    ]);
    expect(f.living).toEqual([
      { value: 'live_in', count: 2 },
      { value: 'live_out', count: 0 },
    ]);
  });

  // The answer's text is kept per filter set (catalogue-json.ts): a change must reach the next one.
  it('counts again once the catalogue changes', async () => {
    const before = await facets({ language: 'English' });
    expect(before.total).toBe(2);
    expect(before.religion.find((r) => r.value === 'CHRISTIAN')?.count).toBe(1);
    await t.database.db.update(housemaids).set({ hidden: true }).where(eq(housemaids.id, ids.mid!));
    await t.app.catalogue.sync();
    try {
      const after = await facets({ language: 'English' });
      expect(after.total).toBe(1);
      expect(after.religion.find((r) => r.value === 'CHRISTIAN')?.count).toBe(0);
    } finally {
      await t.database.db.update(housemaids).set({ hidden: false }).where(eq(housemaids.id, ids.mid!));
      await t.app.catalogue.sync();
    }
    expect((await facets({ language: 'English' })).total).toBe(2);
  });

  it('every count is the total of the list that option gives', async () => {
    const base = { language: 'English' };
    const f = await facets(base);
    for (const { value, count } of f.religion) expect((await list({ ...base, religion: value })).total, value).toBe(count);
    for (const { value, count } of f.language) expect((await list({ language: value })).total, value).toBe(count);
    for (const { min, max, count } of f.age) expect((await list({ ...base, ageMin: min, ageMax: max })).total).toBe(count);
    for (const { min, count } of f.experience) expect((await list({ ...base, experienceMin: min })).total).toBe(count);
    for (const { value, count } of f.skills) expect((await list({ ...base, skills: value })).total, value).toBe(count);
    for (const { value, count } of f.living) expect((await list({ ...base, living: value })).total, value).toBe(count);
    expect((await list(base)).total).toBe(f.total);
  });
});
