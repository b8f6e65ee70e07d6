import type { FastifyInstance, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { createLink, exportLinkHits, getLink, getLinkQr, listLinks, updateLink } from '../../../shared/api/admin-links/contracts.js';
import { notFound } from '../../http/errors.js';
import { download } from '../../http/download.js';
import { route } from '../../http/route.js';
import { csrfCheck, staffGuard } from '../staff/guard.js';
import type { StaffSessions } from '../staff/staff-sessions.js';
import { createLinkAdmin } from './link-admin-repository.js';
import { checkedLink } from './link-rules.js';

const NO_LINK = 'No link with this slug.';

/** Redirect links and QR/campaign slugs in the back office: editors and admins (docs/api/admin.md). */
export function linkAdminRoutes({ sessions }: { sessions: StaffSessions }) {
  return async (api: FastifyInstance) => {
    const links = createLinkAdmin(api.database.db, api.database.pool);
    const readers = staffGuard(sessions, { roles: ['editor', 'admin'] });
    const editors = [readers, csrfCheck(api)];
    const origin = (request: FastifyRequest) => api.config.PUBLIC_ORIGIN ?? `${request.protocol}://${request.host}`;
    const actor = (request: FastifyRequest) => ({ staffId: request.staff!.staff.id, ip: request.ip });

    await route(api, listLinks, { onRequest: readers }, async (request) => ({ links: await links.list(request.query) }));

    await route(api, getLink, { onRequest: readers }, async (request) => {
      const link = await links.bySlug(request.params.slug);
      if (!link) throw notFound(NO_LINK);
      return { link };
    });

    await route(api, createLink, { onRequest: editors }, async (request) => {
      const { slug, ...fields } = request.body;
      return { link: await links.create(slug, checkedLink(fields, origin(request)), actor(request)) };
    });

    await route(api, updateLink, { onRequest: editors }, async (request) => {
      const current = await links.bySlug(request.params.slug);
      if (!current) throw notFound(NO_LINK);
      const merged = { kind: current.kind, targetUrl: current.targetUrl, desktopUrl: current.desktopUrl, message: current.message, disabled: current.disabled, ...request.body };
      const link = await links.update(current.slug, checkedLink(merged, origin(request)), actor(request));
      if (!link) throw notFound(NO_LINK);
      return { link };
    });

    await route(api, getLinkQr, { onRequest: readers }, async (request, reply) => {
      const link = await links.bySlug(request.params.slug);
      if (!link) throw notFound(NO_LINK);
      // What the code opens: the slug on the site, which counts the scan and redirects.
      const url = `${origin(request)}/${link.slug}`;
      const options = { margin: 2, errorCorrectionLevel: 'M' as const };
      const file = `qr-${link.slug}.${request.query.format}`;
      if (request.query.format === 'svg') return download(reply, 'image/svg+xml', file, await QRCode.toString(url, { ...options, type: 'svg' }));
      return download(reply, 'image/png', file, await QRCode.toBuffer(url, { ...options, type: 'png', width: 1200 }));
    });

    await route(api, exportLinkHits, { onRequest: readers }, async (request, reply) => {
      const days = request.query.days ?? 30;
      const file = `hits-${request.query.slug ?? 'all'}-${days}d.csv`;
      return download(reply, 'text/csv; charset=utf-8', file, await links.hitsCsv({ slug: request.query.slug, days }));
    });
  };
}
