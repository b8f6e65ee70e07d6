import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMaid } from '../../../shared/api/catalogue/contracts.js';
import { getMaidOffer } from '../../../shared/api/offer/contracts.js';
import { applications, housemaids } from '../../db/schema.js';
import { json, TestBrowser } from '../../test/application.js';
import { createTestApp, type TestApp } from '../../test/helper.js';

/** Her page and the hire start screen say where a maid really stands, for the browser asking (issue 34). */
let t: TestApp;
let maidIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_THRESHOLD: '1000' });
  // Maids the site shows (not hidden, of a matching type it offers) and can offer now.
  const rows = await t.database.db.select({ id: housemaids.id }).from(housemaids).where(eq(housemaids.status, 'available')).orderBy(housemaids.id);
  const view = await t.app.catalogue.view();
  maidIds = rows.map((r) => r.id).filter((id) => view.shown(id)).slice(0, 3);
});
afterAll(() => t.close());

async function availabilityOnPage(browser: TestBrowser, id: number) {
  const response = await browser.call(getMaid, { query: { housemaid: id } });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ maid: { availability: string } }>(response).maid.availability;
}
async function availabilityAtStart(browser: TestBrowser, id: number) {
  const response = await browser.call(getMaidOffer, { query: { housemaidId: id } });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ availability: string }>(response).availability;
}
const both = async (browser: TestBrowser, id: number) => [await availabilityOnPage(browser, id), await availabilityAtStart(browser, id)];

describe("a maid's state, on her page and on the hire start screen", () => {
  it('is reserved to other families while one applies, and still there to hire for the family applying', async () => {
    const [maidId] = maidIds;
    const applying = new TestBrowser(t.app);
    const other = new TestBrowser(t.app);
    expect(await both(other, maidId!)).toEqual(['available', 'available']);
    const created = await applying.create(maidId!);
    expect(created.statusCode).toBe(200);
    await t.app.catalogue.sync();
    expect(await both(other, maidId!)).toEqual(['reserved', 'reserved']);
    expect(await both(applying, maidId!)).toEqual(['available', 'available']);
    // The start screen says so before Start: pressing it anyway is still refused.
    expect((await other.create(maidId!)).statusCode).toBe(409);
  });

  it('is "visa in process" once a family submitted and the desk reached the visa, "hired" at the other stages and when staff mark her hired', async () => {
    const maidId = maidIds[1]!;
    const family = new TestBrowser(t.app);
    const appId = json<{ id: string }>(await family.create(maidId)).id;
    await t.database.db.update(applications).set({ status: 'submitted', stage: 'visa_in_process' }).where(eq(applications.id, appId));
    await t.database.db.update(housemaids).set({ reservedUntil: null }).where(eq(housemaids.id, maidId));
    await t.app.catalogue.sync();
    const anyone = new TestBrowser(t.app);
    expect(await both(anyone, maidId)).toEqual(['visa_in_process', 'visa_in_process']);
    // The family that hired her reads the same: their application is no longer in progress.
    expect(await availabilityOnPage(family, maidId)).toBe('visa_in_process');

    await t.database.db.update(applications).set({ stage: 'contract_signed' }).where(eq(applications.id, appId));
    expect(await both(anyone, maidId)).toEqual(['hired', 'hired']);

    await t.database.db.update(housemaids).set({ status: 'hired' }).where(eq(housemaids.id, maidIds[2]!));
    await t.app.catalogue.sync();
    expect(await both(anyone, maidIds[2]!)).toEqual(['hired', 'hired']);
  });
});
