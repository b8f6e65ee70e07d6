import { describe, expect, it } from 'vitest';
import type { Config } from '../config.js';
import { renderDemoMark } from './demo-mark.js';
import ar from '../../shared/i18n/catalogues/server/ar.json' with { type: 'json' };

const mark = (path: string, SEED_DEMO_DATA: boolean, lang: 'en' | 'ar' = 'en') =>
  renderDemoMark(new URL(path, 'http://local'), { SEED_DEMO_DATA } as Config, lang);

describe('renderDemoMark', () => {
  it('says on the public pages that the maids are made up while SEED_DEMO_DATA is on', () => {
    for (const path of ['/', '/hire-maid', '/app']) {
      expect(mark(path, true)).toMatch(/^<aside class="demo-mark" aria-label="Demo data" lang="en" dir="ltr">.*made up.*<\/aside>$/);
    }
  });

  it('says it in the page’s language, right to left in Arabic (issue 31)', () => {
    const html = mark('/hire-maid', true, 'ar');
    expect(html).toContain(`aria-label="${ar['Demo data']}" lang="ar" dir="rtl"`);
    expect(html).toContain(`<strong>${ar['Demo data']}</strong> ${ar['Maids, names and videos are made up.']}`);
    expect(html).not.toMatch(/made up|Demo data/);
  });

  it('says nothing when SEED_DEMO_DATA is off', () => {
    expect(mark('/hire-maid', false)).toBe('');
  });

  it('leaves the back office alone: staff know', () => {
    expect(mark('/admin/staff', true)).toBe('');
  });
});
