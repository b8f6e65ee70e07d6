import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  addApplicationNote,
  assignApplication,
  changeApplicationStage,
  getAdminApplication,
  getApplicationDocument,
  getApplicationSignedPdf,
  listApplicationAssignees,
  listApplications,
  revealApplicationEmiratesId,
  resendSpouseLink,
  revealApplicationIban,
} from '../../../shared/api/admin-applications/contracts.js';
import { notFound } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { deriveKey, loadAppSecret, wrappingKeyOf } from '../../secrets.js';
import { createDocumentService } from '../application/documents.js';
import { openField } from '../application/sealed-values.js';
import { createSpouseLinkResender } from '../application/spouse-link-resend.js';
import { recordAudit } from '../staff/audit.js';
import { csrfCheck, staffGuard } from '../staff/guard.js';
import type { StaffSessions } from '../staff/staff-sessions.js';
import { createSmsOutbox } from '../sms/sms-queue.js';
import { createApplicationDesk, messagesOf } from './application-desk-repository.js';
import { createAssignmentAndNotes } from './assignment-and-notes.js';
import { createStageChanger } from './stage-change.js';

const NO_APPLICATION = 'No application with this id.';
const EXTENSION: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

/** A private file, shown in the browser rather than downloaded, never kept in any cache. */
function sendInline(reply: FastifyReply, bytes: Buffer, type: string, filename: string) {
  void reply
    .headers({
      'content-type': type,
      'cache-control': 'private, no-store',
      'content-disposition': `inline; filename="${filename}"`,
      // An uploaded image never runs as a page; a PDF needs the browser's viewer, which a sandbox blocks.
      ...(type === 'application/pdf' ? {} : { 'content-security-policy': "sandbox; default-src 'none'" }),
    })
    .send(bytes);
}

/** The applications desk: agents and admins (docs/api/admin.md, "Applications desk"). */
export function applicationDeskRoutes({ sessions }: { sessions: StaffSessions }) {
  return async (api: FastifyInstance) => {
    const desk = createApplicationDesk(api.database.db);
    const secret = loadAppSecret(api.config);
    const keys = {
      cookieKey: deriveKey(secret, 'cookie-hash'),
      bankKey: wrappingKeyOf(secret),
      linkKey: deriveKey(secret, 'link-signing'),
      otpKey: deriveKey(secret, 'otp'),
    };
    const documents = createDocumentService({ db: api.database.db, config: api.config, keys }, api.storage);
    const readers = staffGuard(sessions, { roles: ['agent', 'admin'] });
    const audit = (request: FastifyRequest, action: string, id: string, after?: object) =>
      recordAudit(api.database.db, { staffId: request.staff!.staff.id, ip: request.ip, action, subjectType: 'application', subjectId: id, after });

    // Finance reads applications to reconcile payments; it changes none.
    const viewers = staffGuard(sessions, { roles: ['agent', 'finance', 'admin'] });
    await route(api, listApplications, { onRequest: viewers }, (request) => desk.list(request.query, request.staff!.staff.id));

    await route(api, getAdminApplication, { onRequest: viewers }, async (request) => {
      const application = await desk.detail(request.params.id);
      if (!application) throw notFound(NO_APPLICATION);
      await audit(request, 'application.view', application.id);
      return { application };
    });

    await route(api, revealApplicationIban, { onRequest: [readers, csrfCheck(api)] }, async (request) => {
      const found = await desk.sealedIban(request.params.id);
      if (!found) throw notFound(NO_APPLICATION);
      if (!found.sealed) throw notFound('This application has no IBAN.');
      const iban = openField(keys.bankKey, request.params.id, 'iban', found.sealed);
      // The audit row names the reveal, never the number nor any part of it: it outlives an erasure.
      await audit(request, 'application.iban-reveal', request.params.id);
      return { iban };
    });

    await route(api, revealApplicationEmiratesId, { onRequest: [readers, csrfCheck(api)] }, async (request) => {
      const found = await desk.sealedEmiratesId(request.params.id);
      if (!found) throw notFound(NO_APPLICATION);
      if (!found.sealed) throw notFound('This application has no Emirates ID number: it was not given, or it was erased.');
      const emiratesIdNumber = openField(keys.bankKey, request.params.id, 'emiratesIdNumber', found.sealed);
      // As the IBAN's: the row names the reveal, never the number.
      await audit(request, 'application.emirates-id-reveal', request.params.id);
      return { emiratesIdNumber };
    });

    await route(api, getApplicationDocument, { onRequest: readers }, async (request, reply) => {
      const { id, docId } = request.params;
      if (!(await desk.exists(id))) throw notFound(NO_APPLICATION);
      const { doc, bytes } = await documents.open({ applicationId: id, sessionId: '', role: 'owner' }, docId);
      await audit(request, 'application.document-view', id, { documentId: doc.id, kind: doc.kind });
      sendInline(reply, bytes, doc.contentType, `${doc.kind}.${EXTENSION[doc.contentType] ?? 'bin'}`);
    });

    await route(api, getApplicationSignedPdf, { onRequest: readers }, async (request, reply) => {
      const { id } = request.params;
      if (!(await desk.exists(id))) throw notFound(NO_APPLICATION);
      const pdf = await documents.mandate({ applicationId: id, sessionId: '', role: 'owner' });
      await audit(request, 'application.signed-pdf-view', id);
      sendInline(reply, Buffer.from(pdf), 'application/pdf', 'signed-forms.pdf');
    });

    const smsOutbox = createSmsOutbox(api.jobs, api.config);
    const changeStage = createStageChanger(api.database.db, api.config, keys.linkKey, smsOutbox);
    const handling = createAssignmentAndNotes(api.database.db);
    const writers = { onRequest: [readers, csrfCheck(api)] };
    const actor = (request: FastifyRequest) => ({ staffId: request.staff!.staff.id, ip: request.ip });

    await route(api, changeApplicationStage, writers, (request) =>
      changeStage({
        applicationId: request.params.id,
        ...actor(request),
        to: request.body.stage,
        reason: request.body.reason,
        sendSms: request.body.sendSms,
        origin: api.config.PUBLIC_ORIGIN ?? `${request.protocol}://${request.host}`,
      }),
    );

    await route(api, assignApplication, writers, (request) => handling.assign(request.params.id, request.body.staffId, actor(request)));

    await route(api, addApplicationNote, writers, (request) => handling.addNote(request.params.id, request.body.text, actor(request)));

    // Finance reads the names on the desk's and the service desk's timelines too.
    await route(api, listApplicationAssignees, { onRequest: viewers }, async () => ({ staff: await handling.assignees() }));

    // The family's own call does the same from /my-application (application/routes.ts).
    const resendToSpouse = createSpouseLinkResender({ db: api.database.db, config: api.config, keys }, smsOutbox);
    await route(api, resendSpouseLink, writers, async (request) => {
      const { id } = request.params;
      if (!(await desk.exists(id))) throw notFound(NO_APPLICATION);
      const origin = api.config.PUBLIC_ORIGIN ?? `${request.protocol}://${request.host}`;
      const sent = await resendToSpouse(id, origin, (tx) =>
        recordAudit(tx, { ...actor(request), action: 'application.spouse-link-resend', subjectType: 'application', subjectId: id }),
      );
      return { ...sent, messages: await messagesOf(api.database.db, id) };
    });
  };
}
