import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMaid } from '../../../shared/api/catalogue/contracts.js';
import { getMaid as getMaidSchemas } from '../../../shared/api/catalogue/schemas.js';
import { errorResponseSchema } from '../../../shared/api/common.js';
import { housemaids } from '../../db/schema.js';
import { addFixtureCatalogue, type FixtureCatalogue } from '../../test/catalogue.js';
import { createTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;
let fx: FixtureCatalogue;
let hidden: number;
const confirmedAt = new Date('2026-11-20T09:30:00Z');
beforeAll(async () => {
  t = await createTestApp();
  fx = await addFixtureCatalogue(t.database.db);
  await t.database.db
    .update(housemaids)
    .set({ skills: ['babies', 'cooking'], workExperience: [{ country: 'Kuwait', years: 4 }], availabilityConfirmedAt: confirmedAt })
    .where(eq(housemaids.id, fx.ids.a1));
  hidden = await fx.maid('Hidden', fx.nationalities.a.id, { hidden: true });
  await t.app.catalogue.sync();
});
afterAll(() => t.close());

const ask = (id: string | number) => t.app.inject(`${getMaid.path}?housemaid=${id}`);

describe('getmaid', () => {
  it("answers a shown maid's page: her card, skills, work experience, availability and price", async () => {
    const res = await ask(fx.ids.a1);
    expect(res.statusCode).toBe(200);
    const { maid } = getMaidSchemas.responses[200].parse(res.json());
    expect(maid).toMatchObject({
      id: fx.ids.a1,
      name: 'Ana',
      skills: ['babies', 'cooking'],
      workExperience: [{ country: 'Kuwait', years: 4 }],
      availabilityConfirmedAt: confirmedAt.toISOString(),
      availability: 'available',
      posterURL: '/media/posters/clip-01.jpg',
    });
  });

  it('says a reserved or hired maid is not available now', async () => {
    const reserved = getMaidSchemas.responses[200].parse((await ask(fx.ids.reservedNow)).json());
    expect(reserved.maid.availability).toBe('reserved');
    const hired = getMaidSchemas.responses[200].parse((await ask(fx.ids.hired)).json());
    expect(hired.maid.availability).toBe('hired');
  });

  it('answers 404 for a hidden maid, one of a matching type not offered, and an unknown id', async () => {
    for (const id of [hidden, fx.ids.blocked, 2_000_000_000]) {
      const res = await ask(id);
      expect(res.statusCode, String(id)).toBe(404);
      expect(errorResponseSchema.parse(res.json()).error).toMatch(/no maid/i);
    }
  });

  it('answers 400 for an id that is not a maid id', async () => {
    for (const id of ['abc', '-1', '1.5', '99999999999']) {
      const res = await ask(id);
      expect(res.statusCode, id).toBe(400);
      expect(errorResponseSchema.parse(res.json()).error).toMatch(/housemaid/);
    }
  });
});
