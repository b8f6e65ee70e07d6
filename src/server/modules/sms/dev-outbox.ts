import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { uaeMobileSchema } from '../../../shared/application/phone.js';
import type { Config } from '../../config.js';
import { smsOutbox } from '../../db/schema.js';

/** The messages shown for one number. */
const LATEST = 20;

export const devOutboxEnabled = (config: Config) => config.NODE_ENV === 'development' || config.DEV_OUTBOX;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The text with its links made clickable, everything escaped. */
function bodyHtml(body: string): string {
  return body
    .split(/(https?:\/\/[^\s<>"']+)/)
    .map((part, i) => (i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');
}

function page(phone: string, rows: Array<typeof smsOutbox.$inferSelect> | null, problem?: string): string {
  const list =
    rows === null
      ? ''
      : rows.length === 0
        ? '<p>No message to this number yet.</p>'
        : `<table><thead><tr><th>When (UTC)</th><th>Kind</th><th>Status</th><th>Text</th></tr></thead><tbody>${rows
            .map(
              (r) =>
                `<tr><td>${escapeHtml(r.createdAt.toISOString().replace('T', ' ').slice(0, 19))}</td><td>${escapeHtml(r.kind)}</td><td>${escapeHtml(r.status)}</td><td>${bodyHtml(r.body)}</td></tr>`,
            )
            .join('')}</tbody></table>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Development outbox</title></head><body><main><h1>Development outbox</h1><p>The latest ${LATEST} text messages to a phone number, with their links. Development only: never turn this page on in production.</p><form method="get" action="/dev/outbox"><label for="phone">Mobile number</label> <input id="phone" name="phone" type="tel" value="${escapeHtml(phone)}" autocomplete="off"> <button type="submit">Show</button></form>${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ''}${list}</main></body></html>`;
}

/**
 * /dev/outbox?phone=…: the SMS a tester's phone would have received, so that the links in them can
 * be followed without a database client. Off (404) unless NODE_ENV=development or DEV_OUTBOX=true.
 * Served by the server as plain HTML, outside the public website's bundle.
 */
export async function devOutboxRoutes(app: FastifyInstance) {
  app.get('/dev/outbox', { schema: { hide: true } }, async (request, reply) => {
    if (!devOutboxEnabled(app.config)) return reply.callNotFound();
    const given = (request.query as { phone?: unknown }).phone;
    const phone = typeof given === 'string' ? given.slice(0, 40) : '';
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!phone) return page('', null);
    const parsed = uaeMobileSchema.safeParse(phone);
    if (!parsed.success) return page(phone, null, 'Enter a UAE mobile number, e.g. 050 123 4567.');
    const rows = await app.database.db.select().from(smsOutbox).where(eq(smsOutbox.toPhone, parsed.data)).orderBy(desc(smsOutbox.id)).limit(LATEST);
    return page(phone, rows);
  });
}
