import type { Page } from 'playwright-core';

/**
 * Full-page screenshots at each width into `folder` (from an environment variable: none, none
 * taken), to look at by eye; the viewport is left at the first width.
 */
export async function screenshotsAt(page: Page, folder: string | undefined, name: string, widths: readonly number[]): Promise<void> {
  if (!folder) return;
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: widths[0]!, height: 900 });
}
