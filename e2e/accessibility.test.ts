import AxeBuilder from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listMaids } from '../src/shared/api/catalogue/contracts.js';
import { urlOf } from '../src/shared/api/contract.js';
import { routeList } from '../src/shared/routes.js';
import { desktop, launchBrowser, phone } from './support/browser.js';
import { bookViaApi, openSlotsForDay } from './support/interviews.js';
import { elementsPastScreen } from './support/screen-width.js';
import { startServer, type RunningServer } from './support/server.js';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the tags axe-core files those rules under. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

// Read at run time, so a route added to the table is checked without touching this file; and
// the maid page's not-found state, which answers 404. Signed out, every back-office page is the
// same sign-in form: '/admin' checks it; the back-office e2e files check each page signed in.
const publicPaths = [...routeList.filter((r) => !r.backOffice || r.id === 'admin').map((r) => r.path), '/maid/2000000000'];
// Phones at the narrowest width the site supports: every page is also checked to fit it.
const sizes = { phone: { ...phone, viewport: { width: 360, height: 780 } }, desktop };
type Size = keyof typeof sizes;

let server: RunningServer;
let browser: Browser;
const contexts = {} as Record<Size, BrowserContext>;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const first = (await (await fetch(`${server.baseUrl}${urlOf(listMaids, {}, { pageSize: 1 })}`)).json()) as { maids: Array<{ id: number }> };
  shownMaidId = first.maids[0]!.id;
  // An interview call's page needs a real call: one booked at a time staff opened.
  const [slot] = await openSlotsForDay(server);
  interviewToken = await bookViaApi(server, shownMaidId, slot!.id);
  const origin = new URL(server.baseUrl).origin;
  for (const size of Object.keys(sizes) as Size[]) {
    contexts[size] = await browser.newContext(sizes[size]);
    // Redirect pages send the visitor to WhatsApp, maps or reviews: stay off the internet, with a
    // blank page rather than an aborted load, which can leave a navigation (and axe) hanging.
    await contexts[size].route(
      (url) => url.origin !== origin,
      (r) => r.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>off site</title>' }),
    );
  }
});

/** A concrete path for a route pattern ('/welcome-to-:product' → '/welcome-to-maidvisa', '/maid/:id' → a maid shown, '/interview/:token' → a booked call). */
function concrete(path: string): string {
  return path
    .replace(/:product\b/, server.config.PRODUCT_SLUG)
    .replace(/^\/maid\/:id$/, `/maid/${shownMaidId}`)
    .replace(/^\/interview\/:token$/, `/interview/${interviewToken}`)
    .replace(/:[A-Za-z]+/g, 'sample');
}
let shownMaidId = 0;
let interviewToken = '';
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** One line per failing element: where, which rule, what to fix. */
function describeViolation(route: string, size: Size, v: Result): string[] {
  return v.nodes.map((node) => {
    const html = node.html.replace(/\s+/g, ' ').slice(0, 160);
    const fix = (node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240);
    return `${route} [${size}] ${v.id} (${v.impact}): ${v.help}\n    at ${node.target.join(' ')}: ${html}\n    ${fix}`;
  });
}

// Both sizes of a page at once: the browser checks one while the other loads.
it.for(publicPaths)('%s has no serious or critical WCAG 2.2 A/AA violation, at phone and desktop size', async (route, ctx) => {
  await Promise.all((Object.keys(sizes) as Size[]).map((size) => checkPage(route, size, ctx.skip)));
});

async function checkPage(route: string, size: Size, skip: (note: string) => never): Promise<void> {
  const page = await contexts[size].newPage();
  const path = concrete(route);
  // Hydration (issue 33): a server-rendered page that the browser's first render does not match
  // is reported by React (src/web/main.tsx) and fails the page, whatever else it passes.
  const hydration: string[] = [];
  const HYDRATION = /hydrat|Minified React error #(418|419|421|422|423|425)/i;
  page.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && HYDRATION.test(m.text())) hydration.push(m.text().slice(0, 400));
  });
  page.on('pageerror', (e) => {
    if (HYDRATION.test(String(e))) hydration.push(String(e).slice(0, 400));
  });
  // The page is held where it is from the start: its own navigation goes through, every later one
  // in the main frame is answered 204 (the browser stays on the page) and noted. A page that asks
  // to leave while loading is a redirect; one that leaves later by itself (/counter-reviews after
  // 1 s) stays checkable, with nothing pulled from under axe at any moment.
  let own = true;
  let left: string | undefined;
  await page.route('**/*', (r, request) => {
    if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return r.fallback();
    if (own) {
      own = false;
      return r.fallback();
    }
    left ??= request.url();
    return r.fulfill({ status: 204 });
  });
  try {
    await page.goto(server.baseUrl + path, { waitUntil: 'load' }).catch(() => {});
    // Pages load their code and data on demand; videos may keep the network busy, so bounded.
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
    const landed = new URL(page.url());
    const landedPath = landed.pathname.replace(/\/+$/, '') || '/';
    if (left || landedPath !== path) {
      skip(`${path} sends the visitor to ${left ?? landed.href} (a redirect, or no page of its own yet)`);
    }
    // Only the router can still move the page (a history entry, no navigation to hold).
    // The first thing shown: a server-rendered page's root may open with the resource hints React
    // streams (a <link rel="preload">), which are never shown.
    const root = page.locator('#root > :not(link, script, style, meta)').first();
    await root.waitFor({ state: 'visible', timeout: 0 });
    if (new URL(page.url()).pathname !== landed.pathname) skip(`${path} moved on to ${page.url()} while being checked`);

    expect(hydration, `${path} [${size}] hydration`).toEqual([]);
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
    expect(blocking.flatMap((v) => describeViolation(path, size, v))).toEqual([]);
    if (size === 'phone') {
      // Nothing wider than the screen: no sideways scrolling, no element past its edge.
      const wider = await elementsPastScreen(page);
      expect(wider, `${path} at 360 px`).toMatchObject({ scrollWidth: wider.width, past: [] });
    }
  } finally {
    await page.close();
  }
}
