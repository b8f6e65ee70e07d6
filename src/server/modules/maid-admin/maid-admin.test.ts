import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as catalogueAdmin from '../../../shared/api/admin-catalogue/contracts.js';
import type { AdminMaid, MaidFields } from '../../../shared/api/admin-catalogue/schemas.js';
import { getMaid, getRemainingAvailableMaids, listMaids } from '../../../shared/api/catalogue/contracts.js';
import { errorResponseSchema } from '../../../shared/api/common.js';
import { urlOf } from '../../../shared/api/contract.js';
import { auditLog, housemaids, nationalities } from '../../db/schema.js';
import { TestBrowser } from '../../test/application.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { addStaff, StaffBrowser } from '../../test/staff.js';

let t: TestApp;
let editor: StaffBrowser;
let agent: StaffBrowser;
let nationalityId: number;

beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_DELAY_MS: '0', CAPTCHA_THRESHOLD: '1000' });
  editor = new StaffBrowser(t.app);
  agent = new StaffBrowser(t.app);
  expect((await editor.signIn((await addStaff(t.database.db, 'editor')).email)).statusCode).toBe(200);
  expect((await agent.signIn((await addStaff(t.database.db, 'agent')).email)).statusCode).toBe(200);
  [{ id: nationalityId }] = (await t.database.db.select({ id: nationalities.id }).from(nationalities).limit(1)) as [{ id: number }];
});
afterAll(() => t.close());

const errorOf = (body: string) => errorResponseSchema.parse(JSON.parse(body)).error;
const fields = (over: Partial<MaidFields> = {}): MaidFields => ({
  name: 'Grace Tumusiime',
  nationalityId,
  religion: 'CHRISTIAN',
  age: 31,
  numberOfChildren: 1,
  experienceYears: 6,
  languages: [{ language: { label: 'English' }, level: { label: 'Good' } }],
  infoPhrases: [{ en: 'Cooks Indian food' }],
  living: 'live_in',
  isNanny: false,
  rank: 10,
  ...over,
});
const maidOf = (res: { body: string }) => (JSON.parse(res.body) as { maid: AdminMaid }).maid;

/** The public site's first page of maids, as a family sees it now. */
async function publicIds(): Promise<number[]> {
  await t.app.catalogue.sync();
  const res = await t.app.inject(urlOf(listMaids, {}, { page: 1, pageSize: 48 }));
  return (res.json() as { maids: Array<{ id: number }> }).maids.map((m) => m.id);
}

/** A seeded maid with a video, on the site, available (the `nth` best ranked, from 0). */
async function seededMaid(nth = 0): Promise<number> {
  const [row] = await t.database.db
    .select({ id: housemaids.id })
    .from(housemaids)
    .where(sql`${housemaids.status} = 'available' and not ${housemaids.hidden}`)
    .orderBy(sql`${housemaids.rank} desc`, housemaids.id)
    .offset(nth)
    .limit(1);
  return row!.id;
}

describe('adding a maid', () => {
  it('keeps her hidden until her video is uploaded, and audits it', async () => {
    const res = await editor.call(catalogueAdmin.createMaid, { body: fields() });
    expect(res.statusCode, res.body).toBe(200);
    const maid = maidOf(res);
    expect(maid).toMatchObject({ name: 'Grace Tumusiime', hidden: true, status: 'available', videoURL: null, posterURL: null });
    expect(await publicIds()).not.toContain(maid.id);
    const shown = await editor.call(catalogueAdmin.updateMaid, { params: { id: String(maid.id) }, body: { hidden: false } });
    expect(shown.statusCode).toBe(409);
    expect(errorOf(shown.body)).toBe('Upload her video before showing her on the site.');
    const [entry] = await t.database.db.select().from(auditLog).where(sql`${auditLog.subjectType} = 'maid' and ${auditLog.subjectId} = ${String(maid.id)}`);
    expect(entry).toMatchObject({ action: 'maid.create', after: { name: 'Grace Tumusiime' } });
  });

  it.each([
    [{ age: 12 }, 'Her age is a whole number from 18 to 65.'],
    [{ name: '   ' }, 'Write her name.'],
    [{ religion: 'PASTAFARIAN' }, 'Choose her religion'],
    [{ nationalityId: 987654 }, 'nationalityId names no nationality'],
    [{ infoPhrases: ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((en) => ({ en })) }, 'At most 6 info phrases.'],
    [{ infoPhrases: [{ en: '  ', ar: 'تحب القطط' }] }, 'An info phrase: write it in English at least'],
    [{ infoPhrases: [{ en: 'Loves cats', fr: 'x'.repeat(81) }] }, 'An info phrase (fr): at most 80 characters'],
  ])('refuses %j with a 400 saying %s', async (over, message) => {
    const res = await editor.call(catalogueAdmin.createMaid, { body: { ...fields(), ...over } });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.body)).toContain(message);
  });

  it('names every wrong field in words staff act on, one message per field, for the form to show beside each', async () => {
    const res = await editor.call(catalogueAdmin.createMaid, {
      body: { ...fields(), name: '', nationalityId: 0, age: 70, workExperience: [{ country: 'Kuwait', years: null }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ issues: unknown }>().issues).toEqual([
      { field: 'name', message: 'Write her name.' },
      { field: 'nationalityId', message: 'Choose her nationality.' },
      { field: 'age', message: 'Her age is a whole number from 18 to 65.' },
      { field: 'workExperience.0.years', message: 'After the comma, the years: a whole number from 1 to 40.' },
    ]);
  });
});

describe('her card phrases in every language (issue 31)', () => {
  /** Her card's phrases as a family whose page is in `lang` reads them (the lang cookie the switch sets). */
  async function phrasesIn(lang: string, id: number) {
    await t.app.catalogue.sync();
    const headers = { cookie: `lang=${lang}` };
    const list = await t.app.inject({ url: urlOf(listMaids, {}, { page: 1, pageSize: 48 }), headers });
    const card = (list.json() as { maids: Array<{ id: number; infoPhrases: string[] }> }).maids.find((m) => m.id === id);
    const page = await t.app.inject({ url: urlOf(getMaid, {}, { housemaid: id }), headers });
    expect(page.statusCode, page.body).toBe(200);
    return { card: card?.infoPhrases, page: (page.json() as { maid: { infoPhrases: string[] } }).maid.infoPhrases };
  }

  it('keeps each language staff write and drops the empty ones; a family reads its language, the English where it is empty', async () => {
    // Not the maid the other tests change (their audit entries are hers alone).
    const id = await seededMaid(1);
    const infoPhrases = [
      { en: 'Loves cats', ar: ' تحب القطط ', hi: '', ru: 'Любит кошек', fr: '   ' },
      { en: 'Bakes bread', ar: '' },
    ];
    const res = await editor.call(catalogueAdmin.updateMaid, { params: { id: String(id) }, body: { infoPhrases } });
    expect(res.statusCode, res.body).toBe(200);
    const kept = [{ en: 'Loves cats', ar: 'تحب القطط', ru: 'Любит кошек' }, { en: 'Bakes bread' }];
    expect(maidOf(res).infoPhrases).toEqual(kept);
    const [stored] = await t.database.db.select({ infoPhrases: housemaids.infoPhrases }).from(housemaids).where(sql`${housemaids.id} = ${id}`);
    expect(stored!.infoPhrases).toEqual(kept);
    // The whole text for staff; one language for the family, the same in the list and on her page.
    const staffView = await agent.call(catalogueAdmin.getAdminMaid, { params: { id: String(id) } });
    expect(maidOf(staffView).infoPhrases).toEqual(kept);
    expect(await phrasesIn('ar', id)).toEqual({ card: ['تحب القطط', 'Bakes bread'], page: ['تحب القطط', 'Bakes bread'] });
    expect(await phrasesIn('ru', id)).toEqual({ card: ['Любит кошек', 'Bakes bread'], page: ['Любит кошек', 'Bakes bread'] });
    // Hindi was left empty: the English. And an answer remembered in one language is never given in another.
    expect(await phrasesIn('hi', id)).toEqual({ card: ['Loves cats', 'Bakes bread'], page: ['Loves cats', 'Bakes bread'] });
    expect(await phrasesIn('en', id)).toEqual({ card: ['Loves cats', 'Bakes bread'], page: ['Loves cats', 'Bakes bread'] });
    expect((await phrasesIn('ar', id)).card).toEqual(['تحب القطط', 'Bakes bread']);
  });
});

describe('changing a maid', () => {
  it('hides and shows her on the public site at once, and audits before and after', async () => {
    const id = await seededMaid();
    expect(await publicIds()).toContain(id);
    const hidden = await editor.call(catalogueAdmin.updateMaid, { params: { id: String(id) }, body: { hidden: true } });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await publicIds()).not.toContain(id);
    const remaining = await t.app.inject(urlOf(getRemainingAvailableMaids, {}, { housemaidIds: String(id), sessionId: 'test-session-1', preferences: '' }));
    expect(JSON.stringify(remaining.json())).not.toContain(`"id":${id}`);
    // A family cannot start an application for her either.
    const started = await new TestBrowser(t.app).create(id);
    expect(started.statusCode).toBe(409);

    expect((await editor.call(catalogueAdmin.updateMaid, { params: { id: String(id) }, body: { hidden: false } })).statusCode).toBe(200);
    expect(await publicIds()).toContain(id);
    const entries = await t.database.db.select().from(auditLog).where(sql`${auditLog.subjectId} = ${String(id)} and ${auditLog.action} = 'maid.update'`).orderBy(auditLog.id);
    expect(entries.map((e) => [e.before, e.after])).toEqual([
      [{ hidden: false }, { hidden: true }],
      [{ hidden: true }, { hidden: false }],
    ]);
  });

  it('moves her rank: the public order follows', async () => {
    const id = await seededMaid();
    const res = await editor.call(catalogueAdmin.updateMaid, { params: { id: String(id) }, body: { rank: 0 } });
    expect(maidOf(res).rank).toBe(0);
    const ids = await publicIds();
    expect(ids.indexOf(id)).toBe(-1); // now below the first page of 48, or last
    await editor.call(catalogueAdmin.updateMaid, { params: { id: String(id) }, body: { rank: 999_999 } });
    expect((await publicIds())[0]).toBe(id);
  });

  it('marks her hired, and available again, ending a reservation', async () => {
    const id = await seededMaid();
    const browser = new TestBrowser(t.app);
    expect((await browser.create(id)).statusCode).toBe(200);
    expect(maidOf(await agent.call(catalogueAdmin.getAdminMaid, { params: { id: String(id) } }))).toMatchObject({ status: 'reserved', reservedUntil: expect.any(String) });
    const hired = maidOf(await editor.call(catalogueAdmin.updateMaid, { params: { id: String(id) }, body: { status: 'hired' } }));
    expect(hired).toMatchObject({ status: 'hired', reservedUntil: null });
    expect(await publicIds()).not.toContain(id);
    const back = maidOf(await editor.call(catalogueAdmin.updateMaid, { params: { id: String(id) }, body: { status: 'available' } }));
    expect(back.status).toBe('available');
    expect(await publicIds()).toContain(id);
    const reserved = await editor.call(catalogueAdmin.updateMaid, { params: { id: String(id) }, body: { status: 'reserved' } });
    expect(reserved.statusCode).toBe(400);
  });

  it('answers 404 for a maid that does not exist', async () => {
    expect((await editor.call(catalogueAdmin.updateMaid, { params: { id: '987654' }, body: { rank: 1 } })).statusCode).toBe(404);
    expect((await agent.call(catalogueAdmin.getAdminMaid, { params: { id: '987654' } })).statusCode).toBe(404);
  });
});

describe('the list for staff', () => {
  it('searches by name or id and filters by nationality, status, living and hidden, 50 a page', async () => {
    const created = maidOf(await editor.call(catalogueAdmin.createMaid, { body: fields({ name: 'Zinnia Quartermaine', living: 'live_out' }) }));
    const list = async (query: Record<string, string | number | boolean>) => {
      const res = await agent.call(catalogueAdmin.listAdminMaids, { query });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { maids: AdminMaid[]; total: number; pageSize: number };
    };
    expect((await list({ q: 'zinnia quarter' })).maids.map((m) => m.id)).toEqual([created.id]);
    expect((await list({ q: String(created.id) })).maids.map((m) => m.id)).toContain(created.id);
    expect((await list({ q: '%' })).total).toBe(0);
    const hiddenOnes = await list({ hidden: true });
    expect(hiddenOnes.maids.every((m) => m.hidden)).toBe(true);
    expect(hiddenOnes.maids.map((m) => m.id)).toContain(created.id);
    expect((await list({ living: 'live_out', q: 'Zinnia' })).total).toBe(1);
    expect((await list({ living: 'live_in', q: 'Zinnia' })).total).toBe(0);
    const byNationality = await list({ nationality: nationalityId });
    expect(byNationality.maids.every((m) => m.nationalityId === nationalityId)).toBe(true);
    const all = await list({});
    const [{ n }] = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(housemaids)) as [{ n: number }];
    expect(all.total).toBe(n);
    expect(all.maids).toHaveLength(Math.min(50, n));
    const second = await list({ page: 2 });
    expect(second.maids[0]?.id).not.toBe(all.maids[0]?.id);
    expect(second.total).toBe(n);
    // Past the last page: no maid, and still the count.
    expect(await list({ page: 99 })).toMatchObject({ maids: [], total: n });
    expect((await list({ status: 'hired' })).maids.every((m) => m.status === 'hired')).toBe(true);
  });

  it('is readable by agents but not changeable', async () => {
    const res = await agent.call(catalogueAdmin.createMaid, { body: fields() });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res.body)).toBe('Only editor or admin staff can do this; you are signed in as agent.');
    expect((await agent.call(catalogueAdmin.listAdminNationalities)).statusCode).toBe(200);
  });
});

describe('without a staff session', () => {
  it('every catalogue call answers 401', async () => {
    for (const contract of Object.values(catalogueAdmin)) {
      const res = await new StaffBrowser(t.app).call(contract, { params: { id: '1' }, body: {} });
      expect(res.statusCode, contract.path).toBe(401);
    }
  });
});

