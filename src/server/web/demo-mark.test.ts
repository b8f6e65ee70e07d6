import { describe, expect, it } from 'vitest';
import type { Config } from '../config.js';
import { renderDemoMark } from './demo-mark.js';

const mark = (path: string, SEED_DEMO_DATA: boolean) => renderDemoMark(new URL(path, 'http://local'), { SEED_DEMO_DATA } as Config);

describe('renderDemoMark', () => {
  it('says on the public pages that the maids are made up while SEED_DEMO_DATA is on', () => {
    for (const path of ['/', '/hire-maid', '/app']) {
      expect(mark(path, true)).toMatch(/^<aside class="demo-mark" aria-label="Demo data" lang="en" dir="ltr">.*made up.*<\/aside>$/);
    }
  });

  it('says nothing when SEED_DEMO_DATA is off', () => {
    expect(mark('/hire-maid', false)).toBe('');
  });

  it('leaves the back office alone: staff know', () => {
    expect(mark('/admin/staff', true)).toBe('');
  });
});
