import { safeRedirectTarget, URL_ALLOWLIST } from '../../../shared/safe-redirect.js';
import type { LinkFields } from '../../../shared/api/admin-links/schemas.js';
import { badRequest } from '../../http/errors.js';

const TARGET_RULES = `a page of this site (starting with /), a tel: link, or an https address on one of these hosts: ${URL_ALLOWLIST.join(', ')}`;

/**
 * A link as it may be stored: the same rules as /url for where it sends people (never to any
 * other site), a WhatsApp number as digits with its country code. Throws a 400 naming the field.
 */
export function checkedLink(fields: LinkFields, origin: string): LinkFields {
  const message = fields.message?.trim() ? fields.message : null;
  if (fields.kind === 'whatsapp') {
    const digits = fields.targetUrl.replace(/[\s()+-]/g, '');
    if (!/^\d{8,15}$/.test(digits)) throw badRequest('targetUrl of a WhatsApp link is the phone number with its country code, e.g. 971501234567.');
    return { ...fields, targetUrl: digits, desktopUrl: null, message };
  }
  const target = safeRedirectTarget(fields.targetUrl, { origin });
  if (!target || (fields.kind === 'document' && !target.startsWith('/'))) {
    throw badRequest(fields.kind === 'document' ? 'targetUrl of a document link is a page of this site, starting with /.' : `targetUrl must be ${TARGET_RULES}.`);
  }
  const desktop = fields.desktopUrl?.trim() ? safeRedirectTarget(fields.desktopUrl, { origin }) : null;
  if (desktop === undefined) throw badRequest(`desktopUrl must be ${TARGET_RULES}, or empty.`);
  return { ...fields, targetUrl: target, desktopUrl: desktop, message: null };
}
