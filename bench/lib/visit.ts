import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

export interface Transfer {
  url: string;
  /** CDP resource type: Document, Script, Stylesheet, Image, Media, Fetch, XHR, Font… */
  type: string;
  status: number;
  /** Bytes on the wire, headers included, as Chromium counted them. */
  bytes: number;
}

export interface Asset {
  url: string;
  kind: 'script' | 'stylesheet';
  /** Decoded size, and the same bytes gzipped (level 9). */
  raw: number;
  gzip: number;
}

export interface Visit {
  requested: string;
  finalPath: string;
  /** False when the app sent us elsewhere: the route has no page yet (or /app sends us away). */
  exists: boolean;
  transfers: Transfer[];
  assets: Asset[];
  lcpMs: number | undefined;
}

/** Lets the page settle: the load event, then network quiet (bounded, since videos may stream). */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  await page.waitForTimeout(300);
}

/**
 * Opens one page in a fresh context (empty cache, no storage) and records everything Chromium
 * fetched before any interaction. `inspect` runs on the settled page before it is closed;
 * `prepare` on the new context before the page opens (to answer some calls in the browser).
 */
export async function visit<T = undefined>(
  browser: Browser,
  baseUrl: string,
  route: string,
  options: BrowserContextOptions,
  inspect?: (page: Page, transfers: Transfer[]) => Promise<T>,
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<Visit & { inspected?: T }> {
  const context = await browser.newContext(options);
  try {
    await prepare?.(context);
    const page = await context.newPage();
    // tsx (esbuild keepNames) wraps named functions in __name(); functions passed to the page need it.
    await page.addInitScript({ content: 'window.__name = (f) => f;' });
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp?: number };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    const byId = new Map<string, Transfer & { streamed: number }>();
    cdp.on('Network.requestWillBeSent', (e) => {
      byId.set(e.requestId, { url: e.request.url, type: e.type ?? 'Other', status: 0, bytes: 0, streamed: 0 });
    });
    cdp.on('Network.responseReceived', (e) => {
      const t = byId.get(e.requestId);
      if (t) Object.assign(t, { status: e.response.status, type: e.type });
    });
    cdp.on('Network.dataReceived', (e) => {
      const t = byId.get(e.requestId);
      if (t) t.streamed += e.encodedDataLength;
    });
    cdp.on('Network.loadingFinished', (e) => {
      const t = byId.get(e.requestId);
      if (t) t.bytes = e.encodedDataLength;
    });
    await cdp.send('Network.enable');

    const bodies: Array<Promise<Asset | undefined>> = [];
    page.on('response', (response) => {
      const kind = response.request().resourceType();
      if (kind !== 'script' && kind !== 'stylesheet') return;
      bodies.push(
        response
          .body()
          .then((body) => ({ url: response.url(), kind, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }) as Asset)
          .catch(() => undefined),
      );
    });

    await page.goto(baseUrl + route, { waitUntil: 'load', timeout: 60_000 });
    await settle(page);
    const finalPath = new URL(page.url()).pathname.replace(/\/+$/, '') || '/';
    const lcpMs = await page.evaluate(() => (window as unknown as { __lcp?: number }).__lcp);
    const transfers = [...byId.values()].map(({ streamed, ...t }) => ({ ...t, bytes: Math.max(t.bytes, streamed) }));
    const inspected = inspect ? await inspect(page, transfers) : undefined;
    const assets = (await Promise.all(bodies)).filter((a): a is Asset => a !== undefined);
    return { requested: route, finalPath, exists: finalPath === route, transfers, assets, lcpMs, inspected };
  } finally {
    await context.close();
  }
}
