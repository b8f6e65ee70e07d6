import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** WCAG 2.2 A and AA, the level every page is held to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** axe's violations on the page as it is now, one line each (rule: selectors). */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  // The selector alone can be a generated id: the element's HTML says which one it is.
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')}`);
}

export async function expectAxeClean(page: Page): Promise<void> {
  // One string, so a failure prints every violation in full.
  expect((await axeViolations(page)).join('\n')).toBe('');
}
