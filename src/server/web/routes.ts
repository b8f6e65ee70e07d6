import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { resolveWebPath } from '../modules/redirects/resolve-web-path.js';
import { dataPreloadTags, maidPreloadTag } from './data-preloads.js';
import { renderDemoMark } from './demo-mark.js';
import { readPageChunks } from './page-chunks.js';
import { maidHead, maidNotFoundHead, maidOfPath } from './maid-head.js';
import { hreflangTags, pageLanguage, withHtmlLanguage } from './page-language.js';
import { renderHead, type PageHead } from './render-head.js';
import { createBannerRepository } from '../modules/notification-banner/banner-repository.js';
import { findRoute } from '../../shared/routes.js';
import { firstPaintHead } from './ssr/first-paint.js';
import { pageRenderer, serverRendered } from './ssr/page-renderer.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's renderer of the public pages' first screen, and its cache. */
    pageRenderer: ReturnType<typeof pageRenderer>;
  }
}

const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><!--app-head--></head><body><main><h1>The web app is not built yet</h1><p>Run <code>npm run build</code>, or <code>npm start</code> which builds it when needed.</p></main></body></html>`;

/** Serves the built website: hashed assets cached for a year, every page with its own head tags. */
export async function webRoutes(app: FastifyInstance) {
  const dist = app.config.webDistDir;
  const indexFile = path.join(dist, 'index.html');
  const template = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : PLACEHOLDER;

  if (fs.existsSync(dist)) {
    await app.register(fastifyStatic, {
      root: path.join(dist, 'assets'),
      prefix: '/assets/',
      immutable: true,
      maxAge: '365d',
      index: false,
      wildcard: true,
      decorateReply: false,
      // The build writes each asset's brotli (quality 11) and gzip (level 9) beside it (vite.config.ts):
      // sent as they are, they are smaller than compressing on the fly, and cost no CPU per request.
      preCompressed: true,
      // A cache between us and the phone keeps one copy per encoding.
      setHeaders: (res) => res.setHeader('vary', 'accept-encoding'),
    });
  }

  // Pages are a real GET route (not the not-found handler) so that hooks such as compression
  // apply to them; /api, /media and /assets have more specific routes of their own.
  const publicFiles = listPublicFiles(dist);
  // Each page's lazy chunk, and the data its first screen waits for, are named in the head, so
  // they download beside the entry script rather than after it has run (docs/performance.md).
  const pageChunks = readPageChunks(dist);
  const banners = createBannerRepository(app.database.db);
  const renderer = pageRenderer(app);
  app.decorate('pageRenderer', renderer);
  // A server-rendered page paints from its HTML alone: styles inlined, scripts run after the paint.
  const firstPaint = firstPaintHead(dist);
  // What the app reads from the head's meta tags as it renders (src/web/lib/site-meta.ts).
  const meta = { 'site-name': app.config.SITE_NAME, 'whatsapp-host': app.config.WHATSAPP_HOST, 'product-slug': app.config.PRODUCT_SLUG, 'card-payments': app.config.STRIPE_SECRET_KEY ? 'hosted' : undefined };
  app.get('/*', async (request, reply) => {
    const url = new URL(request.url, 'http://local');
    const publicFile = publicFiles.get(url.pathname);
    if (publicFile) return sendPlain(reply.header('cache-control', 'public, max-age=3600'), publicFile);
    if (await resolveWebPath(app, request, reply)) return reply;
    const route = findRoute(url.pathname);
    const backOffice = route?.backOffice ?? false;
    const language = pageLanguage(url, request.headers.cookie, backOffice);
    // The staff's banner, when one is live: its version in the head, so pages without one load no banner code.
    const banner = backOffice ? null : await banners.live(language.lang).catch(() => null);
    if (language.setCookie) reply.header('set-cookie', language.setCookie);
    // The data the page waits for, in the page's language (its URL names it).
    const dataPreloads = [dataPreloadTags(url.pathname, language.lang)];
    // A maid's page previews as her (title, description, poster); one not shown is a 404 page.
    let page: PageHead | undefined;
    // Without the catalogue (database down) the page still loads and says what it can.
    const view = route?.id === 'maid' ? await app.catalogue.view().catch(() => undefined) : undefined;
    if (view) {
      const maid = maidOfPath(view, url.pathname);
      page = maid ? maidHead(view, maid, app.config.PUBLIC_ORIGIN ?? `${request.protocol}://${request.host}`, language.lang) : maidNotFoundHead(language.lang);
      if (maid) dataPreloads.push(maidPreloadTag(maid.id));
      else void reply.status(404);
    }
    let head = renderHead(url, app.config, banner?.version, page, language.lang);
    if (!backOffice) {
      head += `\n    ${hreflangTags(url, app.config.PUBLIC_ORIGIN ?? `${request.protocol}://${request.host}`)}`;
      // The same URL answers in the language the cookie keeps.
      reply.header('vary', 'cookie');
    }
    // The first screen as HTML (a maid not shown has her 404 page rendered by the browser).
    const rendered = serverRendered(route) && reply.statusCode === 200 ? await renderer.render(url, language.lang, meta) : undefined;
    const preloads = [rendered ? firstPaint(pageChunks(url.pathname)) : pageChunks(url.pathname)];
    let html = withHtmlLanguage(rendered ? firstPaint(template) : template, language.lang).replace('<!--app-head-->', head);
    if (rendered) {
      html = html.replace('<div id="root"></div>', () => rendered.html);
      reply.header('x-page-cache', rendered.cached ? 'hit' : 'miss');
    } else {
      // The data a page rendered here read is in its HTML: preloading it would fetch it for nothing.
      preloads.push(...dataPreloads);
    }
    const demoMark = renderDemoMark(url, app.config, language.lang);
    // Before the app's root: nothing above it ever changes, so it never shifts (after the root it
    // would be pushed down as the page renders).
    if (demoMark) html = html.replace('<body>', `<body>\n    ${demoMark}`);
    // After the entry's own stylesheet, where Vite's loader would have put the page's.
    const preloadTags = preloads.filter(Boolean).join('\n    ');
    if (preloadTags) html = html.replace('</head>', `  ${preloadTags}\n  </head>`);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ error: `Not found: ${request.method} ${request.url.split('?')[0]}` }),
  );
}

/**
 * The files the build copied from src/web/public (favicon, robots.txt…), by URL path: read once at
 * start so a page request does no file-system check. index.html and assets/ are served otherwise;
 * the build manifest (.vite/) is not served.
 */
function listPublicFiles(dist: string): Map<string, string> {
  const files = new Map<string, string>();
  if (!fs.existsSync(dist)) return files;
  for (const entry of fs.readdirSync(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const urlPath = `/${path.relative(dist, file).split(path.sep).join('/')}`;
    if (urlPath === '/index.html' || urlPath.startsWith('/assets/') || urlPath.startsWith('/.vite/')) continue;
    files.set(urlPath, file);
  }
  return files;
}

function sendPlain(reply: import('fastify').FastifyReply, file: string) {
  return reply.type(guessType(file)).send(fs.createReadStream(file));
}

function guessType(file: string): string {
  const ext = path.extname(file).toLowerCase();
  const types: Record<string, string> = {
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.ico': 'image/x-icon',
    '.webmanifest': 'application/manifest+json',
    '.txt': 'text/plain; charset=utf-8',
    '.json': 'application/json',
    '.js': 'text/javascript',
    '.mjs': 'text/javascript',
    '.css': 'text/css',
  };
  return types[ext] ?? 'application/octet-stream';
}
