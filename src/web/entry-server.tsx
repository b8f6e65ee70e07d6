/**
 * The server's renderer of the public pages' first screen (docs/decisions/2026-11-29-server-rendered-first-screen.md).
 * Built by Vite's SSR build from the same config as the client (so CSS Modules' class names
 * agree) and loaded once by the server (src/server/web/ssr/page-renderer.ts). Each request gets
 * its own router, QueryClient and scope (language, meta tags, in-process API); the page renders
 * with React's streaming renderer once the data it reads is in, and that data is dehydrated into
 * the page so the browser hydrates the same tree without asking for it again.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { dehydrate, QueryClient, type DehydratedState, type Query } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { pageRoutes } from './app/page-routes';
import { Providers } from './app/providers';
import { RootLayout } from './app/root-layout';
import { AREA_LOADERS } from './lib/i18n/area-loaders';
import { loadMainPart, type CataloguePart } from './lib/i18n/catalogue-loaders';
import { createMemoryRouter, RouterProvider } from './lib/router';
import { setServerScope, type ServerScope } from './lib/server-scope';
import type { Language } from '../shared/tracking';

const scopes = new AsyncLocalStorage<ServerScope>();
setServerScope(() => scopes.getStore());

const catalogues = new Map<Language, Promise<CataloguePart | undefined>>();

/** A language's whole catalogue (every part: the server renders any page), loaded once. */
export function catalogueOf(lang: Language): Promise<CataloguePart | undefined> {
  if (lang === 'en') return Promise.resolve(undefined);
  let load = catalogues.get(lang);
  if (!load) {
    load = Promise.all([loadMainPart(lang), ...Object.values(AREA_LOADERS).map((area) => area[lang]().then((m) => m.default))]).then((parts) =>
      Object.assign({}, ...parts),
    );
    catalogues.set(lang, load);
  }
  return load;
}

export interface RenderRequest {
  /** The page's path and query. */
  url: string;
  lang: Language;
  meta: ServerScope['meta'];
  api: ServerScope['api'];
}

export interface RenderedPage {
  /** The app's HTML, for inside #root. */
  html: string;
  /** The data it was rendered with. */
  state: DehydratedState;
}

/** How many times a page is rendered to find the data it reads (the list's key needs the site info first). */
const MAX_DATA_ROUNDS = 3;

const enabled = (query: Query) => {
  const option = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof option === 'function' ? option(query) : option !== false;
};

/**
 * Renders a page: its route's modules and loaders first (as the browser's router does), then the
 * page once to see which queries it reads, their data from the server's services, and again until
 * nothing new is asked for. A query the server cannot answer is left pending, as the browser's
 * first render also has it: it fetches after hydration.
 */
export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  const scope: ServerScope = { lang: request.lang, catalogue: await catalogueOf(request.lang), meta: request.meta, api: request.api };
  return scopes.run(scope, async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, gcTime: Infinity, retry: false } } });
    const router = createMemoryRouter([{ element: <RootLayout />, children: pageRoutes(client) }], { initialEntries: [request.url] });
    await router.ready;
    const app = (
      <StrictMode>
        <Providers client={client}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>
    );
    const tried = new Set<string>();
    for (let round = 0; round < MAX_DATA_ROUNDS; round += 1) {
      renderToString(app);
      const wanted = client
        .getQueryCache()
        .getAll()
        .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && !tried.has(q.queryHash) && enabled(q));
      if (wanted.length === 0) break;
      for (const q of wanted) tried.add(q.queryHash);
      await Promise.all(wanted.map((q) => q.fetch().catch(() => undefined)));
      // Not answered here: pending again, as the browser will first render it.
      for (const q of client.getQueryCache().getAll()) if (q.state.status === 'error') client.getQueryCache().remove(q);
    }
    const html = await renderToText(app);
    router.dispose();
    return { html, state: dehydrate(client) };
  });
}

/** The streaming renderer's whole output, once every boundary has resolved. */
function renderToText(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
    });
    let failed: unknown;
    const stream = renderToPipeableStream(app, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      // A part that failed renders on the client instead (React leaves its fallback); the page is not kept.
      onError: (error) => {
        failed ??= error;
      },
    });
    sink.on('finish', () => {
      if (failed) reject(failed instanceof Error ? failed : new Error(String(failed)));
      else resolve(Buffer.concat(chunks).toString('utf8'));
    });
  });
}
