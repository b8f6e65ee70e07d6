/**
 * `npm run screens`: screenshots of every public page of the route table at 360, 390, 768 and
 * 1366 px into docs/screens/, so a reviewer can see the site without running it. The real server
 * with its demo data (embedded PostgreSQL in a temporary DATA_DIR) on free ports, driven by Debian's
 * Chromium. Options: --only=home,hireMaid (route ids), --out=DIR.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';
import { freePort, projectRoot, startSite } from '../bench/lib/processes.js';
import { chromiumPath, CHROMIUM_FLAGS } from '../e2e/support/browser.js';
import { ensureWebBuilt } from '../src/server/web/ensure-built.js';
import { listMaids } from '../src/shared/api/catalogue/contracts.js';
import { urlOf } from '../src/shared/api/contract.js';
import { routeList, type Route } from '../src/shared/routes.js';

export const WIDTHS = [360, 390, 768, 1366] as const;
/** Full pages up to this height; a catalogue of many cards stops sooner, so the set stays small. */
const MAX_HEIGHT = 8000;
const CATALOGUE_HEIGHT = 3000;
const CATALOGUES = new Set(['hireMaid', 'hireNanny']);
/** Pages shown in Arabic too (right to left), beside English. */
const ARABIC = new Set(['home', 'hireMaid', 'maid', 'compare', 'application']);

/**
 * The pages that only redirect (to WhatsApp, a phone number, a review site or the url parameter):
 * there is nothing of ours to see.
 */
const REDIRECTS = new Set(['url', 'confirm', 'counterReviews', 'nearestLocations']);

function argument(name: string): string | undefined {
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

const log = (message: string) => process.stdout.write(`[screens] ${message}\n`);

/** The address a route's screenshot opens: a pattern route gets the configured product, a maid's page the first maid listed. */
function urlPath(route: Route): string {
  const path = route.path.replace(':product', 'maidvisa').replace(':id', String(maidIds[0]));
  // Compare shows the first three maids side by side, as a family comparing from My List sees it;
  // the application its start screen for the first maid (her price, before anything is signed).
  if (route.id === 'compare') return `${path}?ids=${maidIds.join(',')}`;
  return route.id === 'application' ? `${path}?maidId=${maidIds[0]}` : path;
}

/** The first three maids of the catalogue, for the maid page's and compare's shots; set once the site runs. */
let maidIds: number[] = [];

async function firstMaidIds(baseUrl: string): Promise<number[]> {
  const response = await fetch(`${baseUrl}${urlOf(listMaids, {}, { page: 1, pageSize: 3 })}`);
  const body = (await response.json()) as { maids: Array<{ id: number }> };
  return body.maids.map((m) => m.id);
}

/** The shortlist page shows My List: three maids saved from the catalogue, as a family would. */
async function saveSomeMaids(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/hire-maid`, { waitUntil: 'networkidle' });
  const add = page.getByRole('button', { name: /^Add .+ to My List$/ });
  for (let i = 0; i < 3; i++) await add.first().click();
}

/**
 * The shot in 128 colours (ffmpeg's palettegen/paletteuse, the project's FFMPEG_PATH): a third of
 * the size, still sharp text, so the committed set stays a few MB. Without ffmpeg it stays as taken.
 */
async function shrink(file: string): Promise<void> {
  const small = `${file}.small.png`;
  try {
    await promisify(execFile)(process.env.FFMPEG_PATH || 'ffmpeg', [
      '-v', 'error', '-y', '-i', file,
      '-vf', 'split[a][b];[a]palettegen=max_colors=128:stats_mode=full[p];[b][p]paletteuse=dither=none',
      small,
    ]);
    await fs.rename(small, file);
  } catch {
    await fs.rm(small, { force: true });
  }
}

async function shoot(browser: Browser, baseUrl: string, route: Route, width: number, lang: 'en' | 'ar', file: string): Promise<number | undefined> {
  const phone = width < 768;
  const context = await browser.newContext({
    viewport: { width, height: phone ? 780 : 900 },
    deviceScaleFactor: 1,
    isMobile: phone,
    hasTouch: phone,
    reducedMotion: 'reduce',
  });
  try {
    const page = await context.newPage();
    // Nothing leaves the machine (fonts, maps, WhatsApp): an outside address fails at once.
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort());
    if (route.id === 'shortlistedMaids') await saveSomeMaids(page, baseUrl);
    const url = new URL(`${baseUrl}${urlPath(route)}`);
    if (lang === 'ar') url.searchParams.set('lang', 'ar');
    await page.goto(url.href, { waitUntil: 'networkidle', timeout: 30_000 }).catch(() => undefined);
    if (!page.url().startsWith(baseUrl)) return undefined;
    // Walk down the page so lazy posters load, then back to the top for the shot.
    const cap = CATALOGUES.has(route.id) ? CATALOGUE_HEIGHT : MAX_HEIGHT;
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < Math.min(height, cap); y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(60);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    // Off-screen cards skip their rendering (content-visibility: auto) and a full-page shot would
    // show them blank; scrolled to, they render: the shot shows them as a family sees them.
    await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.evaluate(() => document.fonts.ready);
    const full = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.screenshot({ path: file, fullPage: true, clip: { x: 0, y: 0, width, height: Math.min(full, cap) }, animations: 'disabled' });
    await shrink(file);
    return (await fs.stat(file)).size;
  } finally {
    await context.close();
  }
}

async function main() {
  const out = path.resolve(argument('out') ?? path.join(projectRoot, 'docs/screens'));
  const only = argument('only')?.split(',');
  const pages = routeList.filter((r) => !r.backOffice && !REDIRECTS.has(r.id) && (!only || only.includes(r.id)));

  log('production build of the website (when its sources changed)');
  await ensureWebBuilt(projectRoot, log);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'maids-screens-'));
  log('starting the site with demo data');
  const site = await startSite({
    DATABASE_URL: undefined,
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(await freePort()),
    SEED_DEMO_DATA: 'true',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    maidIds = await firstMaidIds(site.baseUrl);
    // A full run replaces the set, so no shot of a page that is gone stays behind.
    if (!only) await fs.rm(out, { recursive: true, force: true });
    const rows: string[] = [];
    let total = 0;
    for (const route of pages) {
      for (const lang of ARABIC.has(route.id) ? (['en', 'ar'] as const) : (['en'] as const)) {
        const cells: string[] = [];
        for (const width of WIDTHS) {
          const name = `${route.id}${lang === 'ar' ? '.ar' : ''}.png`;
          const dir = path.join(out, String(width));
          await fs.mkdir(dir, { recursive: true });
          const size = await shoot(browser, site.baseUrl, route, width, lang, path.join(dir, name));
          if (size === undefined) {
            cells.push('redirects');
            continue;
          }
          total += size;
          cells.push(`[${width}](${width}/${name})`);
        }
        const shown = urlPath(route);
        rows.push(`| ${shown}${lang === 'ar' ? `${shown.includes('?') ? '&' : '?'}lang=ar` : ''} | ${cells.join(' | ')} |`);
        log(`${shown} ${lang}`);
      }
    }
    if (!only) {
      await fs.writeFile(
        path.join(out, 'README.md'),
        [
          '# Screens of the public site',
          '',
          'Written by `npm run screens` (scripts/screens.ts): each public page of the route table with the demo data,',
          `full page up to ${MAX_HEIGHT} px (the catalogues' first ${CATALOGUE_HEIGHT} px), at each width. Pages that only redirect elsewhere are left out.`,
          '',
          `| page | ${WIDTHS.map((w) => `${w} px`).join(' | ')} |`,
          `|---|${WIDTHS.map(() => '---').join('|')}|`,
          ...rows,
          '',
        ].join('\n'),
      );
    }
    log(`${(total / 1024 / 1024).toFixed(2)} MB of screenshots in ${path.relative(projectRoot, out)}`);
  } finally {
    await browser.close();
    await site.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`[screens] ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exitCode = 1;
});
