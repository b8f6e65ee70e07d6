import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as catalogueAdmin from '../../../shared/api/admin-catalogue/contracts.js';
import type { AdminMaid } from '../../../shared/api/admin-catalogue/schemas.js';
import { getMaid, listMaids } from '../../../shared/api/catalogue/contracts.js';
import { errorResponseSchema } from '../../../shared/api/common.js';
import { urlOf } from '../../../shared/api/contract.js';
import { auditLog, housemaids } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { addStaff, StaffBrowser } from '../../test/staff.js';

let t: TestApp;
let editor: StaffBrowser;
let agent: StaffBrowser;
let maidId: number;

beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_DELAY_MS: '0', CAPTCHA_THRESHOLD: '1000' });
  editor = new StaffBrowser(t.app);
  agent = new StaffBrowser(t.app);
  expect((await editor.signIn((await addStaff(t.database.db, 'editor')).email)).statusCode).toBe(200);
  expect((await agent.signIn((await addStaff(t.database.db, 'agent')).email)).statusCode).toBe(200);
  const [row] = await t.database.db
    .select({ id: housemaids.id })
    .from(housemaids)
    .where(sql`${housemaids.status} = 'available' and not ${housemaids.hidden}`)
    .orderBy(sql`${housemaids.rank} desc`)
    .limit(1);
  maidId = row!.id;
});
afterAll(() => t.close());

const maidOf = (res: { body: string }) => (JSON.parse(res.body) as { maid: AdminMaid }).maid;
const auditsOf = (action: string) =>
  t.database.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.subjectId, String(maidId))));

describe('the fields the filters use, in the back office', () => {
  it('staff set her skills and work experience; the public filters and her page follow, audited', async () => {
    const body = { skills: ['pets', 'driving'], workExperience: [{ country: ' Oman ', years: 3 }] };
    const res = await editor.call(catalogueAdmin.updateMaid, { params: { id: String(maidId) }, body });
    expect(res.statusCode, res.body).toBe(200);
    expect(maidOf(res)).toMatchObject({ skills: ['pets', 'driving'], workExperience: [{ country: 'Oman', years: 3 }] });

    await t.app.catalogue.sync();
    const page = (await t.app.inject(urlOf(getMaid, {}, { housemaid: maidId }))).json() as { maid: { skills: string[] } };
    expect(page.maid.skills).toEqual(['pets', 'driving']);
    const withPets = (await t.app.inject(urlOf(listMaids, {}, { skills: 'pets', pageSize: 48 }))).json() as { maids: Array<{ id: number }> };
    expect(withPets.maids.map((m) => m.id)).toContain(maidId);

    const [audit] = await auditsOf('maid.update');
    expect(audit?.after).toMatchObject({ skills: ['pets', 'driving'] });
  });

  it('refuses an unknown skill or a country without years, with a message', async () => {
    for (const body of [{ skills: ['ironing'] }, { workExperience: [{ country: 'Oman' }] }, { skills: ['pets', 'pets'] }]) {
      const res = await editor.call(catalogueAdmin.updateMaid, { params: { id: String(maidId) }, body });
      expect(res.statusCode).toBe(400);
      expect(errorResponseSchema.parse(res.json()).error).toMatch(/skill|years/);
    }
  });

  it('an agent confirms her availability: the time is kept, shown on her page, and audited', async () => {
    const before = Date.now();
    const res = await agent.call(catalogueAdmin.confirmMaidAvailability, { params: { id: String(maidId) } });
    expect(res.statusCode, res.body).toBe(200);
    const at = maidOf(res).availabilityConfirmedAt;
    expect(at).not.toBeNull();
    expect(Date.parse(at!)).toBeGreaterThanOrEqual(before - 60_000);

    await t.app.catalogue.sync();
    const page = (await t.app.inject(urlOf(getMaid, {}, { housemaid: maidId }))).json() as { maid: { availabilityConfirmedAt: string } };
    expect(page.maid.availabilityConfirmedAt).toBe(at);
    expect(await auditsOf('maid.confirm_availability')).toHaveLength(1);
  });

  it('needs the CSRF token and a staff sign-in, and says when the maid does not exist', async () => {
    expect((await agent.call(catalogueAdmin.confirmMaidAvailability, { params: { id: String(maidId) }, csrf: false })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: urlOf(catalogueAdmin.confirmMaidAvailability, { id: String(maidId) }) })).statusCode).toBe(401);
    expect((await agent.call(catalogueAdmin.confirmMaidAvailability, { params: { id: '2000000000' } })).statusCode).toBe(404);
  });
});
