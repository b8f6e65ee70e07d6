import type { FastifyInstance, FastifyReply } from 'fastify';
import { eraseClientData, exportClientData } from '../../../shared/api/admin-applications/contracts.js';
import { badRequest, notFound } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { deriveKey, loadAppSecret, wrappingKeyOf } from '../../secrets.js';
import { referenceOf } from '../application-desk/inbox-query.js';
import { createDocumentService } from '../application/documents.js';
import { recordAudit } from '../staff/audit.js';
import { csrfCheck, staffGuard } from '../staff/guard.js';
import type { StaffSessions } from '../staff/staff-sessions.js';
import { eraseClient } from './client-erase.js';
import { clientExport, clientZip } from './client-export.js';
import { clientScopeOf } from './client-scope.js';

const NO_APPLICATION = 'No application with this id.';

/** The client's data rights from the applications desk: export and erase (agent, admin; docs/api/admin.md). */
export function dataRightsRoutes({ sessions }: { sessions: StaffSessions }) {
  return async (api: FastifyInstance) => {
    const db = api.database.db;
    const secret = loadAppSecret(api.config);
    const bankKey = wrappingKeyOf(secret);
    const keys = { cookieKey: deriveKey(secret, 'cookie-hash'), bankKey, linkKey: deriveKey(secret, 'link-signing'), otpKey: deriveKey(secret, 'otp') };
    const documents = createDocumentService({ db, config: api.config, keys }, api.storage);
    const agents = staffGuard(sessions, { roles: ['agent', 'admin'] });

    // A ZIP is compressed already.
    await route(api, exportClientData, { onRequest: agents, compress: false }, async (request, reply) => {
      const { id } = request.params;
      const scope = await clientScopeOf(db, id);
      if (!scope) throw notFound(NO_APPLICATION);
      const { json, files } = await clientExport({ db, store: api.storage, bankKey, documents }, scope);
      // Recorded before the first byte leaves: who took whose data, by reference only.
      await recordAudit(db, {
        staffId: request.staff!.staff.id,
        ip: request.ip,
        action: 'application.export',
        subjectType: 'application',
        subjectId: id,
        after: { references: scope.applications.map((a) => a.reference), files: files.length },
      });
      const reference = scope.applications.find((a) => a.id === id)!.reference;
      // A file, not the contract's JSON: sent through the untyped reply, as the desk sends documents.
      void (reply as FastifyReply)
        .headers({
          'content-type': 'application/zip',
          'cache-control': 'private, no-store',
          'content-disposition': `attachment; filename="client-data-${reference}.zip"`,
        })
        .send(clientZip(json, files, request.log));
    });

    await route(api, eraseClientData, { onRequest: [agents, csrfCheck(api)] }, async (request) => {
      const confirm = (reference: string) => {
        if (referenceOf(request.body.reference) !== reference) {
          throw badRequest(`reference: type this application's reference, ${reference}, to confirm the erasure.`);
        }
      };
      const erased = await eraseClient(db, api.storage, { applicationId: request.params.id, confirm }, { staffId: request.staff!.staff.id, ip: request.ip }, request.log);
      if (!erased) throw notFound(NO_APPLICATION);
      return erased;
    });
  };
}
