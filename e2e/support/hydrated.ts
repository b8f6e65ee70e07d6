import type { Page } from 'playwright-core';

/**
 * Waits until React has taken over the server-rendered page (hydration): its root's first element
 * of the page (not a <link> React streams into it) then carries React's own fiber key. A server-rendered page starts its scripts after its first
 * paint (src/server/web/ssr/first-paint.ts), so a test that needs a click handled by the app, not
 * by the plain HTML, waits for this first.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const first = document.querySelector('#root > :not(link, script, style, meta)');
    return first !== null && Object.keys(first).some((key) => key.startsWith('__reactFiber'));
  });
}
