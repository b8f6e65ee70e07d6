import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listContactNumbers, listSiteParameters, updateContactNumber, updateSiteParameter } from '../../../shared/api/admin-content/contracts.js';
import { CONTACT_NUMBER_CODES, SITE_PARAMETER_CODES, type ContactNumber } from '../../../shared/api/admin-content/schemas.js';
import { contactNumbers, siteParameters } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { recordAudit } from '../staff/audit.js';
import { csrfCheck, staffGuard } from '../staff/guard.js';
import type { StaffSessions } from '../staff/staff-sessions.js';
import { checkedParameter } from './parameter-rules.js';

/**
 * Site content in the back office: the site parameters and the contact lines (editors and
 * admins). The site reads both per request, so a change shows at once.
 */
export function contentAdminRoutes({ sessions }: { sessions: StaffSessions }) {
  return async (api: FastifyInstance) => {
    const db = api.database.db;
    const readers = staffGuard(sessions, { roles: ['editor', 'admin'] });
    const editors = [readers, csrfCheck(api)];
    const actor = (request: FastifyRequest) => ({ staffId: request.staff!.staff.id, ip: request.ip });

    await route(api, listSiteParameters, { onRequest: readers }, async () => {
      const rows = await db.select().from(siteParameters).where(inArray(siteParameters.code, SITE_PARAMETER_CODES));
      const byCode = new Map(rows.map((r) => [r.code, r.value]));
      // Every parameter staff may set, in a fixed order; one never set reads as empty.
      return { parameters: SITE_PARAMETER_CODES.map((code) => ({ code, value: byCode.get(code) ?? '' })) };
    });

    await route(api, updateSiteParameter, { onRequest: editors }, async (request) => {
      const { code } = request.params;
      const value = checkedParameter(code, request.body.value);
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(siteParameters).where(eq(siteParameters.code, code)).for('update');
        await tx.insert(siteParameters).values({ code, value }).onConflictDoUpdate({ target: siteParameters.code, set: { value } });
        await recordAudit(tx, { ...actor(request), action: 'content.parameter', subjectType: 'parameter', subjectId: code, before: before ? { value: before.value } : null, after: { value } });
      });
      return { parameter: { code, value } };
    });

    await route(api, listContactNumbers, { onRequest: readers }, async () => {
      const rows = await db.select().from(contactNumbers).where(inArray(contactNumbers.code, [...CONTACT_NUMBER_CODES]));
      const order = (code: string) => CONTACT_NUMBER_CODES.indexOf(code as ContactNumber['code']);
      return { numbers: rows.sort((a, b) => order(a.code) - order(b.code)) as ContactNumber[] };
    });

    await route(api, updateContactNumber, { onRequest: editors }, async (request) => {
      const { code } = request.params;
      const number = { code, phone: request.body.phone, whatsapp: request.body.whatsapp.replace(/\D/g, ''), label: request.body.label };
      const saved = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(contactNumbers).where(eq(contactNumbers.code, code)).for('update');
        if (!before) return false;
        await tx.update(contactNumbers).set(number).where(eq(contactNumbers.code, code));
        await recordAudit(tx, { ...actor(request), action: 'content.contact-number', subjectType: 'contact-number', subjectId: code, before, after: number });
        return true;
      });
      if (!saved) throw notFound(`The contact line ${code} is not set up in this database.`);
      return { number };
    });
  };
}
