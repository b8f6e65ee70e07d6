import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '../../../shared/api/contract.js';
import { getTestimonials } from '../../../shared/api/public/contracts.js';
import { testimonialListSchema } from '../../../shared/api/public/schemas.js';
import { LANG_COOKIE } from '../../../shared/i18n/language-choice.js';
import { testimonials } from '../../db/schema.js';
import { recordAudit } from '../staff/audit.js';
import { DEMO_TESTIMONIALS, ensureDemoTestimonials } from '../../seed/testimonials.js';
import { createTestApp, type TestApp } from '../../test/helper.js';

let demo: TestApp;
let real: TestApp;
beforeAll(async () => {
  demo = await createTestApp({ SEED_DEMO_DATA: 'true' });
  real = await createTestApp({ SEED_DEMO_DATA: 'false' });
});
afterAll(async () => {
  await demo?.close();
  await real?.close();
});

const ask = async (t: TestApp, lang?: string) => {
  const res = await t.app.inject({ url: urlOf(getTestimonials), cookies: lang ? { [LANG_COOKIE]: lang } : {} });
  expect(res.statusCode).toBe(200);
  return testimonialListSchema.parse(res.json());
};

describe('testimonials', () => {
  it('serves the seeded demo reviews, marked as demo, while the site runs on demo data', async () => {
    const list = await ask(demo);
    expect(list.demo).toBe(true);
    expect(list.testimonials.map((x) => x.quote)).toEqual(DEMO_TESTIMONIALS.map((x) => x.quote.en));
  });

  it('the demo reviews are written in all five languages: an Arabic page gets them in Arabic', async () => {
    for (const lang of ['ar', 'hi', 'ru', 'fr'] as const) {
      const list = await ask(demo, lang);
      expect(list.testimonials.map((x) => [x.quote, x.place])).toEqual(DEMO_TESTIMONIALS.map((x) => [x.quote[lang], x.place[lang]]));
    }
    expect((await ask(demo, 'ar')).testimonials[0]).toMatchObject({ place: 'دبي', name: 'Mariam K.' });
  });

  it('serves no demo review without demo data: no invented review reaches a real site', async () => {
    expect(await ask(real)).toEqual({ demo: false, testimonials: [] });
  });

  it('a database from before the table gets the demo ones at start, but not once staff changed any', async () => {
    const db = real.database.db;
    await db.delete(testimonials);
    expect(await ensureDemoTestimonials(db)).toBe(3);
    expect(await ensureDemoTestimonials(db)).toBe(0);
    expect((await db.select().from(testimonials).where(eq(testimonials.demo, true))).length).toBe(3);
    // Staff deleted them: they stay deleted.
    await db.delete(testimonials);
    await recordAudit(db, { staffId: null, action: 'content.testimonial.delete', subjectType: 'testimonial' });
    expect(await ensureDemoTestimonials(db)).toBe(0);
  });
});
