import { describe, expect, it } from 'vitest';
import { VISA_WAITS } from '../../../../shared/application/stages';
import { NEXT_STEP } from '../../my-application/stage-texts';
import type { PageContent } from './types';
import { services, welcome, welcomeProduct } from './welcome-pages';

const textsOf = (page: PageContent) => [page.title, page.intro, ...page.sections.flatMap((s) => [s.heading, ...(s.paragraphs ?? []), ...(s.items ?? [])])];

/**
 * Issue 34: the Services page said "no office visits" while the landing page's visa stages named
 * "the visit to our centre". Both are true once it is said who goes (docs/decisions/2026-11-28-office-visits.md):
 * the family applies from its phone and visits no office; the maid goes to her medical test and to
 * the centre for her fingerprints.
 */
describe('who visits what', () => {
  const pages = [services, welcome, welcomeProduct].flatMap(textsOf);
  const everywhere = [...pages, ...VISA_WAITS.map((w) => w.title), ...Object.values(NEXT_STEP)];

  it('names the maid as the one who goes to the centre, wherever a visit to it is mentioned', () => {
    const centre = everywhere.filter((text) => /\bour centre\b/i.test(text));
    expect(centre.length).toBeGreaterThan(0);
    for (const text of centre) expect(text).toMatch(/\bher (visit|fingerprints)\b|\bher fingerprints at our centre\b|\bonce to our centre for her fingerprints\b/);
  });

  it('says the family visits no office, without claiming no visit at all', () => {
    expect(everywhere.filter((text) => /no office visits/i.test(text))).toEqual([]);
    const visa = services.sections.find((s) => s.heading === 'Maid visa')!.paragraphs!.join(' ');
    expect(visa).toMatch(/You apply from your phone and never visit an office/);
    expect(visa).toMatch(/she goes to her medical test and once to our centre for her fingerprints/);
  });
});
