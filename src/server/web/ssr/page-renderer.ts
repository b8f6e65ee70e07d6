import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Route } from '../../../shared/routes.js';
import type { Language } from '../../../shared/tracking.js';
import { SSR_ENTRY, ssrDirOf } from '../ensure-built.js';
import { createPageCache } from './page-cache.js';
import { pageData } from './page-data.js';

/** What src/web/entry-server.tsx exports (its build is plain JavaScript: no types cross over). */
interface Renderer {
  renderPage(request: {
    url: string;
    lang: Language;
    meta: Record<string, string | undefined>;
    api: (method: string, url: string) => Promise<unknown>;
  }): Promise<{ html: string; state: unknown }>;
}

/**
 * The public pages whose first screen the server renders: the landing, the catalogue, a maid's
 * page, the FAQ and the content pages. The others (the application, My List, payments, the back
 * office) depend on the visitor or are behind a click from these: the browser renders them.
 */
export const serverRendered = (route: Route | undefined): boolean =>
  route !== undefined && (['home', 'hireMaid', 'hireNanny', 'maid', 'faq'].includes(route.id) || route.page === 'content-page');

/**
 * The query parameters a kept page may have: the language and the worker label (nanny mode). A
 * page with any other (a campaign's, a filter, a shared list) is rendered for that request alone.
 */
const KEPT_PARAMS = new Set(['lang', 'switch_m']);

/** The id of the script with the page's data (src/web/app/providers.tsx reads it). */
const PAGE_DATA_ID = 'page-data';

/** JSON inside a <script>: nothing in it can close the element or start a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * Renders the first screen of the public pages on the server (docs/decisions/2026-11-29-server-rendered-first-screen.md):
 * the web's own renderer (dist/web-ssr, loaded once after the server starts, so a restart does
 * not wait for it), the data from the same service functions as the API, the result kept per
 * page, language and mode. A page that cannot be rendered is sent empty, as before: the browser
 * renders it.
 */
export function pageRenderer(app: FastifyInstance) {
  const entry = path.join(ssrDirOf(app.config.webDistDir), SSR_ENTRY);
  let renderer: Renderer | undefined;
  if (fs.existsSync(entry)) {
    app.addHook('onReady', () => {
      // Not awaited: the pages asked for meanwhile are sent for the browser to render.
      void import(pathToFileURL(entry).href).then(
        (m: Renderer) => (renderer = m),
        (error: unknown) => app.log.error({ err: error }, 'the server renderer of the pages did not load; pages render in the browser'),
      );
    });
  }
  const cache = createPageCache();
  const answers = pageData(app);
  // Anything staff change (prices, texts, testimonials, maids) may show on a kept page. A
  // callback hook, not an async one: it runs after every answer, and a read pays no promise for it.
  app.addHook('onResponse', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.url.startsWith('/api/admin') && reply.statusCode < 400) cache.clear();
    done();
  });

  return {
    cache,
    /** Whether the renderer has loaded (tests wait for it). */
    ready: () => renderer !== undefined,
    /**
     * The page's root element with the app's HTML in it, and the script of its data after it, or
     * undefined when the browser is to render it.
     * `meta` is what the page's head says (site name, product slug…), read by the app as it renders.
     */
    async render(url: URL, lang: Language, meta: Record<string, string | undefined>): Promise<{ html: string; cached: boolean } | undefined> {
      if (!renderer) return undefined;
      const view = await app.catalogue.view().catch(() => undefined);
      if (!view) return undefined;
      const kept = [...url.searchParams.keys()].every((k) => KEPT_PARAMS.has(k));
      const search = new URLSearchParams(url.searchParams);
      search.delete('lang');
      search.sort();
      const key = `${lang} ${url.pathname.replace(/\/+$/, '') || '/'}?${search}`;
      const hit = kept ? cache.get(key, view) : undefined;
      if (hit) return { html: hit.html, cached: true };
      try {
        const page = await renderer.renderPage({ url: url.pathname + url.search, lang, meta, api: answers(view, lang) });
        const html = `<div id="root">${page.html}</div>\n    <script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(page.state)}</script>`;
        if (kept) cache.set(key, html, view);
        return { html, cached: false };
      } catch (error) {
        app.log.warn({ err: error, url: url.pathname }, 'server rendering failed; the page renders in the browser');
        return undefined;
      }
    },
  };
}
