import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { phone } from '../e2e/support/browser.js';
import { attribute, chunkComposition, type Composition } from './lib/chunk-composition.js';
import { firstMaidPage } from './lib/first-maid.js';
import { check, kb, type Row } from './lib/report.js';
import { measureStatementBundle } from './statement-bundle.js';
import { visit, type Asset } from './lib/visit.js';

/** `maid` stands for the page of the catalogue's first listed maid: a link shared on WhatsApp opens it first. */
export const BUNDLE_PAGES = ['/', '/hire-maid', 'maid', '/app'] as const;
const JS_BUDGET_BYTES = 100 * 1024;
const BUDGETED = new Set<string>(['/', '/hire-maid']);
/** Issue 17: in any language, the first-load JS of a budgeted page is at most its English figure + 10 KB gz. */
const OTHER_LANGUAGES = ['ar', 'hi', 'ru', 'fr'] as const;
const LANGUAGE_ALLOWANCE_BYTES = 10 * 1024;

export interface BundleFigure {
  route: string;
  exists: boolean;
  finalPath: string;
  jsGzip: number;
  cssGzip: number;
  files: Array<{ file: string; gzip: number }>;
  /** gzip bytes of the first-load JS per package / source folder (shared out by rendered size). */
  byOwner?: Array<[string, number]>;
}

const fileOf = (a: Asset) => new URL(a.url).pathname;

/** A server-rendered page's stylesheets are inline in its HTML (src/server/web/ssr/first-paint.ts): their gzip bytes. */
async function inlineCssGzip(baseUrl: string, route: string): Promise<number> {
  const html = await (await fetch(baseUrl + route)).text();
  const css = [...html.matchAll(/<style data-href="[^"]+">([^<]*)<\/style>/g)].map((m) => m[1]).join('');
  return css ? gzipSync(css, { level: 9 }).length : 0;
}

/** JS and CSS fetched on a first visit (phone, empty cache), each body gzipped as a server would. */
export async function measureBundles(browser: Browser, baseUrl: string): Promise<{ rows: Row[]; figures: BundleFigure[] }> {
  const rows: Row[] = [];
  const figures: BundleFigure[] = [];
  let composition: Composition | undefined;
  for (const page of BUNDLE_PAGES) {
    const route = page === 'maid' ? await firstMaidPage(baseUrl) : page;
    const v = await visit(browser, baseUrl, route, phone);
    const sum = (kind: Asset['kind']) => v.assets.filter((a) => a.kind === kind).reduce((s, a) => s + a.gzip, 0);
    const files = v.assets.map((a) => ({ file: fileOf(a), gzip: a.gzip })).sort((a, b) => b.gzip - a.gzip);
    const figure: BundleFigure = { route, exists: v.exists, finalPath: v.finalPath, jsGzip: sum('script'), cssGzip: sum('stylesheet'), files };
    figures.push(figure);
    const budgeted = BUDGETED.has(route);
    if (!v.exists) {
      rows.push({
        section: 'bundle',
        measure: `first-load JS ${route}`,
        value: '–',
        budget: budgeted ? '≤ 100 KB gz' : undefined,
        verdict: 'n/a',
        note: `page missing (the app sends ${route} to ${v.finalPath})`,
      });
      continue;
    }
    const verdict = budgeted ? check(figure.jsGzip, { max: JS_BUDGET_BYTES }) : undefined;
    const jsFiles = files.filter((f) => f.file.endsWith('.js'));
    composition ??= await chunkComposition().catch(() => new Map());
    figure.byOwner = attribute(jsFiles, composition);
    const biggest = jsFiles.slice(0, 3).map((f) => `${f.file} ${kb(f.gzip)}`);
    const owners = figure.byOwner.slice(0, 6).map(([owner, bytes]) => `${owner} ${kb(bytes)}`);
    rows.push({
      section: 'bundle',
      measure: `first-load JS ${route} (gzip)`,
      value: `${kb(figure.jsGzip)} in ${files.filter((f) => f.file.endsWith('.js')).length} files`,
      budget: budgeted ? '≤ 100 KB gz' : undefined,
      verdict,
      note: verdict === 'not held' ? `largest files: ${biggest.join(', ')}; by package: ${owners.join(', ')}` : undefined,
    });
    // What the phone downloaded: the build's brotli files, headers included.
    const wire = v.transfers.filter((t) => t.type === 'Script').reduce((s, t) => s + t.bytes, 0);
    rows.push({ section: 'bundle', measure: `first-load JS ${route} on the wire (brotli, with headers)`, value: kb(wire) });
    const inline = await inlineCssGzip(baseUrl, route);
    rows.push({
      section: 'bundle',
      measure: `first-load CSS ${route} (gzip)`,
      value: kb(figure.cssGzip + inline),
      note: inline ? `${kb(inline)} of it inline in the server-rendered HTML` : undefined,
    });
  }
  for (const route of BUDGETED) {
    const english = figures.find((f) => f.route === route);
    if (!english?.exists) continue;
    for (const lang of OTHER_LANGUAGES) {
      const v = await visit(browser, baseUrl, `${route}?lang=${lang}`, phone);
      const js = v.assets.filter((a) => a.kind === 'script').reduce((s, a) => s + a.gzip, 0);
      const max = english.jsGzip + LANGUAGE_ALLOWANCE_BYTES;
      rows.push({
        section: 'bundle',
        measure: `first-load JS ${route}?lang=${lang} (gzip)`,
        value: `${kb(js)} (+${kb(js - english.jsGzip)})`,
        budget: '≤ English + 10 KB',
        verdict: check(js, { max }),
      });
    }
  }
  for (const lang of ['en', 'ar'] as const) rows.push(await measureStatementBundle(browser, baseUrl, lang));
  return { rows, figures };
}
