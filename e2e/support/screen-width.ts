import type { Page } from 'playwright-core';

/**
 * The page's width and scroll width, and the first elements past the right edge of the screen
 * (tag, id and classes): what "nothing wider than the screen" checks.
 */
export function elementsPastScreen(page: Page): Promise<{ width: number; scrollWidth: number; past: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // Inside a box that scrolls or clips sideways (a row of tabs) is not past the screen.
    const clipped = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    const past = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && getComputedStyle(el).position !== 'fixed' && !clipped(el))
      .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].join('.')}`);
    return { width, scrollWidth: document.documentElement.scrollWidth, past: past.slice(0, 5) };
  });
}
