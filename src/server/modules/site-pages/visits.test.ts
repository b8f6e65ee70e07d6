import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISA_WAITS } from '../../../shared/application/visa-waits.js';
import type { ContentPageTexts } from '../../../shared/api/site-pages/schemas.js';
import { NEXT_STEP } from '../../../web/features/my-application/stage-texts.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { createPagesRepository } from './pages-repository.js';

let t: TestApp;
let pages: Record<'services' | 'welcome' | 'welcomeProduct', ContentPageTexts>;
beforeAll(async () => {
  t = await createTestApp();
  // The pages as the migration wrote them (staff may reword them later; this checks the words the site ships with).
  const repository = createPagesRepository(t.database.db);
  const page = async (code: string) => (await repository.page(code, 'en'))!;
  pages = { services: await page('services'), welcome: await page('welcome'), welcomeProduct: await page('welcome_product') };
});
afterAll(() => t.close());

const textsOf = (page: ContentPageTexts) => [page.title, page.intro, ...page.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...s.items])];

/**
 * Issue 34: the Services page said "no office visits" while the landing page's visa stages named
 * "the visit to our centre". Both are true once it is said who goes (docs/decisions/2026-11-28-office-visits.md):
 * the family applies from its phone and visits no office; the maid goes to her medical test and to
 * the centre for her fingerprints.
 */
describe('who visits what', () => {
  const everywhere = () => [...Object.values(pages).flatMap(textsOf), ...VISA_WAITS.map((w) => w.title), ...Object.values(NEXT_STEP)];

  it('names the maid as the one who goes to the centre, wherever a visit to it is mentioned', () => {
    const centre = everywhere().filter((text) => /\bour centre\b/i.test(text));
    expect(centre.length).toBeGreaterThan(0);
    for (const text of centre) expect(text).toMatch(/\bher (visit|fingerprints)\b|\bher fingerprints at our centre\b|\bonce to our centre for her fingerprints\b/);
  });

  it('says the family visits no office, without claiming no visit at all', () => {
    expect(everywhere().filter((text) => /no office visits/i.test(text))).toEqual([]);
    const visa = pages.services.sections.find((s) => s.heading === 'Maid visa')!.paragraphs.join(' ');
    expect(visa).toMatch(/You apply from your phone and never visit an office/);
    expect(visa).toMatch(/she goes to her medical test and once to our centre for her fingerprints/);
  });
});
