import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as admin from '../../../shared/api/admin-testimonials/contracts.js';
import type { StaffTestimonial } from '../../../shared/api/admin-testimonials/schemas.js';
import { errorResponseSchema } from '../../../shared/api/common.js';
import { urlOf } from '../../../shared/api/contract.js';
import { getTestimonials } from '../../../shared/api/public/contracts.js';
import { testimonialListSchema } from '../../../shared/api/public/schemas.js';
import { LANG_COOKIE } from '../../../shared/i18n/language-choice.js';
import type { Language } from '../../../shared/tracking.js';
import { auditLog } from '../../db/schema.js';
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
const testimonialOf = (body: string) => (JSON.parse(body) as { testimonial: StaffTestimonial }).testimonial;

/** What the landing page gets for a family whose page is in `lang` (the lang cookie the page sets). */
async function landing(lang?: Language) {
  const res = await t.app.inject({ ...{ url: urlOf(getTestimonials) }, cookies: lang ? { [LANG_COOKIE]: lang } : {} });
  expect(res.statusCode, res.body).toBe(200);
  return testimonialListSchema.parse(res.json());
}

const FIELDS = {
  quote: { en: 'The nanny reads to our girls every night.', ar: 'المربية تقرأ لبناتنا كل ليلة.', fr: 'La nounou lit une histoire à nos filles chaque soir.' },
  place: { en: 'Al Ain', ar: 'العين' },
  name: 'Noura H.',
  rating: 5,
  published: true,
};

describe('testimonials written by staff in every language', () => {
  it('the landing page answers the Arabic quote and city to an Arabic page, the English to an English one', async () => {
    const created = await editor.call(admin.createTestimonial, { body: FIELDS });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = testimonialOf(created.body);

    const arabic = (await landing('ar')).testimonials.find((x) => x.id === id);
    expect(arabic).toEqual({ id, quote: 'المربية تقرأ لبناتنا كل ليلة.', place: 'العين', name: 'Noura H.', rating: 5 });
    const english = (await landing('en')).testimonials.find((x) => x.id === id);
    expect(english).toMatchObject({ quote: 'The nanny reads to our girls every night.', place: 'Al Ain' });
    expect((await landing()).testimonials.find((x) => x.id === id)).toEqual(english);
  });

  it('a language staff left empty shows the English (French quote, English city on a French page; all English in Hindi)', async () => {
    const { id } = testimonialOf((await editor.call(admin.createTestimonial, { body: FIELDS })).body);
    expect((await landing('fr')).testimonials.find((x) => x.id === id)).toMatchObject({ quote: 'La nounou lit une histoire à nos filles chaque soir.', place: 'Al Ain' });
    expect((await landing('hi')).testimonials.find((x) => x.id === id)).toMatchObject({ quote: FIELDS.quote.en, place: 'Al Ain' });
  });

  it('a save keeps each language as written (trimmed, empty ones dropped), and the list gives staff every language', async () => {
    const created = testimonialOf((await editor.call(admin.createTestimonial, { body: { ...FIELDS, published: false } })).body);
    const edited = await editor.call(admin.updateTestimonial, {
      params: { id: created.id },
      body: { ...FIELDS, quote: { ...FIELDS.quote, ru: '  Няня читает нашим девочкам каждый вечер.  ', hi: '   ' }, place: { en: 'Al Ain', ar: 'العين', ru: 'Эль-Айн' } },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const expected = {
      quote: { en: FIELDS.quote.en, ar: FIELDS.quote.ar, fr: FIELDS.quote.fr, ru: 'Няня читает нашим девочкам каждый вечер.' },
      place: { en: 'Al Ain', ar: 'العين', ru: 'Эль-Айн' },
    };
    expect(testimonialOf(edited.body)).toMatchObject(expected);
    const list = (await editor.call(admin.listTestimonials)).json() as { testimonials: StaffTestimonial[] };
    expect(list.testimonials.find((x) => x.id === created.id)).toMatchObject({ ...expected, name: 'Noura H.', published: true, demo: false });
    expect((await landing('ru')).testimonials.find((x) => x.id === created.id)).toMatchObject({ quote: expected.quote.ru, place: 'Эль-Айн' });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'content.testimonial.update'), eq(auditLog.subjectId, created.id)));
    expect(entry).toMatchObject({ before: { quote: FIELDS.quote, published: false }, after: { quote: expected.quote, published: true } });
  });

  it('only published ones show, in the order staff put them; a deleted one is gone', async () => {
    const before = (await editor.call(admin.listTestimonials)).json() as { testimonials: StaffTestimonial[] };
    const hidden = testimonialOf((await editor.call(admin.createTestimonial, { body: { ...FIELDS, name: 'Hidden Z.', published: false } })).body);
    expect((await landing()).testimonials.some((x) => x.id === hidden.id)).toBe(false);

    const ids = [hidden.id, ...before.testimonials.map((x) => x.id)].reverse();
    const ordered = await editor.call(admin.orderTestimonials, { body: { ids } });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect((ordered.json() as { testimonials: StaffTestimonial[] }).testimonials.map((x) => x.id)).toEqual(ids);
    const published = new Set(before.testimonials.filter((x) => x.published).map((x) => x.id));
    expect((await landing()).testimonials.map((x) => x.id)).toEqual(ids.filter((id) => published.has(id)));

    // A list that changed meanwhile (one added since) is refused, and the order stays.
    const stale = await editor.call(admin.orderTestimonials, { body: { ids: ids.slice(1) } });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale.body)).toMatch(/reload the list/);

    const first = ids.find((id) => published.has(id))!;
    expect((await editor.call(admin.deleteTestimonial, { params: { id: first } })).statusCode).toBe(200);
    expect((await landing()).testimonials.some((x) => x.id === first)).toBe(false);
    const again = await editor.call(admin.deleteTestimonial, { params: { id: first } });
    expect(again.statusCode).toBe(404);
    expect(errorOf(again.body)).toMatch(/no testimonial/);
  });

  it('refuses bad input with a 400 that names the field', async () => {
    const noEnglish = await editor.call(admin.createTestimonial, { body: { ...FIELDS, quote: { en: '  ', ar: 'نص عربي فقط' } } });
    expect(noEnglish.statusCode).toBe(400);
    expect(errorOf(noEnglish.body)).toMatch(/quote.*English/);
    const tooLong = await editor.call(admin.createTestimonial, { body: { ...FIELDS, place: { en: 'Dubai', ar: 'د'.repeat(81) } } });
    expect(tooLong.statusCode).toBe(400);
    expect(errorOf(tooLong.body)).toMatch(/place \(ar\): at most 80 characters/);
    const stars = await editor.call(admin.createTestimonial, { body: { ...FIELDS, rating: 6 } });
    expect(stars.statusCode).toBe(400);
    expect(errorOf(stars.body)).toMatch(/rating/);
    const noName = await editor.call(admin.createTestimonial, { body: { ...FIELDS, name: ' ' } });
    expect(noName.statusCode).toBe(400);
    expect(errorOf(noName.body)).toMatch(/name/);
    const badId = await editor.call(admin.updateTestimonial, { params: { id: 'seven' }, body: FIELDS });
    expect(badId.statusCode).toBe(400);
    expect(errorOf(badId.body)).toMatch(/id/);
  });

  it('agents and finance are refused (403), a change without the CSRF token too, and nothing is written', async () => {
    for (const role of ['agent', 'finance'] as const) {
      const other = new StaffBrowser(t.app);
      expect((await other.signIn((await addStaff(t.database.db, role)).email)).statusCode).toBe(200);
      expect((await other.call(admin.listTestimonials)).statusCode).toBe(403);
      expect((await other.call(admin.createTestimonial, { body: FIELDS })).statusCode).toBe(403);
    }
    const count = async () => ((await editor.call(admin.listTestimonials)).json() as { testimonials: unknown[] }).testimonials.length;
    const n = await count();
    const forged = await editor.call(admin.createTestimonial, { body: FIELDS, csrf: false });
    expect(forged.statusCode).toBe(403);
    expect(await count()).toBe(n);
    const stranger = await new StaffBrowser(t.app).call(admin.createTestimonial, { body: FIELDS });
    expect(stranger.statusCode).toBe(401);
  });
});
