import type { Page } from 'playwright-core';

export interface PastOptions {
  /** The boxes to stay within, as a CSS selector (the back office's panels: 'main section'); the screen when absent. */
  within?: string;
  /** Also count what a box that scrolls or clips sideways holds (by default a row of tabs that scrolls is not past). */
  countClipped?: boolean;
  /** Also count fixed elements (by default not: a drawer or a toast may wait off screen). */
  countFixed?: boolean;
}

/**
 * The first shown elements (not empty, not hidden) that reach past the left or right edge of the
 * screen, or of their box: tag, id, classes, where they reach and the start of their text. What
 * "nothing wider than the screen" checks, in either direction of reading.
 */
export function elementsPast(page: Page, options: PastOptions = {}): Promise<string[]> {
  return page.evaluate(({ within, countClipped, countFixed }) => {
    const screen = { left: 0, right: document.documentElement.clientWidth };
    const boxes: Array<Element | undefined> = within ? [...document.querySelectorAll(within)] : [undefined];
    const clippedBelow = (el: Element, box: Element) => {
      for (let up = el.parentElement; up && up !== box; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    return boxes.flatMap((box) => {
      const edges = box ? box.getBoundingClientRect() : screen;
      const past: string[] = [];
      for (const el of (box ?? document.body).querySelectorAll('*')) {
        const r = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        if (r.width === 0 || r.height === 0 || style.visibility === 'hidden') continue;
        if (r.right <= edges.right + 0.5 && r.left >= edges.left - 0.5) continue;
        if ((!countFixed && style.position === 'fixed') || (!countClipped && clippedBelow(el, box ?? document.body))) continue;
        const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].join('.')}`;
        const where = box ? ` in ${box.getAttribute('aria-labelledby') ?? box.tagName.toLowerCase()}` : '';
        past.push(`${name} [${Math.round(r.left)}, ${Math.round(r.right)}]${where} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
      }
      return past.slice(0, 5);
    });
  }, options);
}

/** The page's width and scroll width, and the first elements past the screen (elementsPast). */
export async function elementsPastScreen(page: Page, options: Omit<PastOptions, 'within'> = {}): Promise<{ width: number; scrollWidth: number; past: string[] }> {
  const [past, { width, scrollWidth }] = await Promise.all([
    elementsPast(page, options),
    page.evaluate(() => ({ width: document.documentElement.clientWidth, scrollWidth: document.documentElement.scrollWidth })),
  ]);
  return { width, scrollWidth, past };
}
