import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { dynamicTarget, HOME_UTM_SOURCE, isMobileUserAgent, redirectLocation, SLUG_PATTERN } from '../../../shared/campaign.js';
import { findRoute } from '../../../shared/routes.js';
import { hitRedirect } from './redirect-repository.js';

/**
 * Decides what a page request that matched no server route gets, before the website's
 * index.html: known client routes get the page (returns false), /dynamic and /home and the
 * campaign/QR/external slugs of redirect_links get a 302, and any other path a 302 to the root.
 */
export async function resolveWebPath(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const url = new URL(request.url, 'http://local');
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  if (findRoute(pathname)) {
    // welcome-to-{product} exists only for the configured product.
    const otherProduct = pathname.startsWith('/welcome-to-') && pathname !== `/welcome-to-${app.config.PRODUCT_SLUG}`;
    return otherProduct ? redirect(reply, '/') : false;
  }
  // A missing file under a file prefix is a 404, never a page or a redirect.
  if (/^\/(media|assets|api)(\/|$)/.test(pathname)) {
    void reply.status(404).send({ error: `Not found: ${pathname}` });
    return true;
  }

  if (pathname === '/dynamic') return redirect(reply, dynamicTarget(url.searchParams));
  if (pathname === '/home') {
    const search = new URLSearchParams(url.searchParams);
    search.set('utm_source', HOME_UTM_SOURCE);
    return redirect(reply, `/?${search.toString()}`);
  }

  const slug = pathname.slice(1);
  if (SLUG_PATTERN.test(slug)) {
    const row = await hitRedirect(app.database.pool, slug, {
      userAgent: request.headers['user-agent'],
      referer: request.headers.referer,
    });
    if (row) {
      const location = redirectLocation(row, {
        whatsappHost: app.config.WHATSAPP_HOST,
        mobile: isMobileUserAgent(request.headers['user-agent']),
      });
      return redirect(reply, location);
    }
  }
  return redirect(reply, '/');
}

function redirect(reply: FastifyReply, location: string): true {
  // Campaign targets change in the back office; a cached 302 would keep sending people to the old one.
  void reply.header('cache-control', 'no-store').redirect(location, 302);
  return true;
}
