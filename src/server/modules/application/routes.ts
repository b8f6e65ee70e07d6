import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import {
  createApplication,
  getApplication,
  getApplicationStatus,
  getApplicationsBySessionId,
  getAppInfo,
  getDirectDebitMandate,
  getDocumentFile,
  getPhoneLinkQr,
  redeemLink,
  removeDocument,
  requestExistingClientCode,
  saveDraft,
  sendSms,
  sendSpouseLinkAgain,
  setPaymentMethod,
  submitStep,
  uploadDocument,
  verifyExistingClient,
} from '../../../shared/api/application/contracts.js';
import { MAX_DOCUMENT_BYTES } from '../../../shared/application/constants.js';
import { badRequest, HttpError } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { tRefusal } from '../../i18n/refusal-text.js';
import { requestLanguage } from '../../i18n/request-language.js';
import { callerOf, cookieHashOf, ensureAccessCookie, readAccessCookie, resolveCaller } from './access.js';
import type { ApplicationQueries } from './application-queries.js';
import type { createApplicationStatus } from './application-status.js';
import type { ApplicationService } from './application-service.js';
import type { DocumentService } from './documents.js';
import type { createExistingClientService } from './existing-client-service.js';
import type { ServiceDeps } from './service-deps.js';
import type { createSmsLinkService } from './sms-link-service.js';
import type { SpouseLinkResender } from './spouse-link-resend.js';
import { msg } from '../../i18n/t.js';

interface Deps extends ServiceDeps {
  service: ApplicationService;
  queries: ApplicationQueries;
  documents: DocumentService;
  links: ReturnType<typeof createSmsLinkService>;
  existingClient: ReturnType<typeof createExistingClientService>;
  status: ReturnType<typeof createApplicationStatus>;
  resendToSpouse: SpouseLinkResender;
  /** The captcha gate for a sensitive action, when the captcha module is present. */
  gate: (action: string) => preHandlerAsyncHookHandler[];
}

const EXTENSION: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };
const tooLarge = () =>
  tRefusal(413, 'This file is larger than {mb} MB. Please choose a smaller file or take a new photo.', { mb: MAX_DOCUMENT_BYTES / 1024 / 1024 });

const CUT_SHORT = msg('The file did not arrive whole. Please choose it and send it again.');

/**
 * A multipart body that ends early or is malformed makes the parser fail without a status
 * ('Premature close', 'Unexpected end of form', 'Malformed part header'): the sender's body, not
 * our fault. Refusals that carry their status (too many parts, too large) keep it.
 */
function uploadRefusal(err: unknown): unknown {
  const { code, statusCode } = err as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) return err;
  return new HttpError(400, CUT_SHORT);
}

/** The bytes of the one file of a multipart upload; a file over the limit is refused, not cut short. */
async function uploadedBytes(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data in the field "file".');
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  let bytes: Buffer;
  try {
    file = await request.file({ limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 4 } });
    if (!file) throw badRequest(msg('Choose a file to upload.'));
    bytes = await file.toBuffer();
  } catch (err) {
    throw uploadRefusal(err);
  }
  if (file.file.truncated) throw tooLarge();
  return bytes;
}

/**
 * Sends a private file. Its contract describes it by its types (`file`), not by a JSON schema, so
 * it goes out through the plain reply rather than the contract's typed one.
 */
function sendFile(reply: FastifyReply, bytes: Buffer, headers: Record<string, string>): void {
  void reply.headers({ 'cache-control': 'private, no-store', ...headers }).send(bytes);
}

/**
 * The hire application: {sales}/application/… and the two getters of {sales}/ccserviceapplication.
 * A route about one application resolves its caller first (access.ts); the services take the
 * caller and the checked input. Cookies and the request's files are read here.
 */
export function applicationRoutes(deps: Deps) {
  const { service, queries, documents, links, existingClient, status, resendToSpouse, gate, db, keys, config } = deps;
  const caller = resolveCaller(db, keys);
  // The spouse's signing link signs; the client's documents are not theirs to see or reuse.
  const clientCaller = (spouseRefused: string) => resolveCaller(db, keys, { spouseRefused });

  return async (api: FastifyInstance) => {
    await route(api, createApplication, { preHandler: gate('create-application') }, (request, reply) =>
      service.create(request.body, cookieHashOf(keys, ensureAccessCookie(request, reply)), requestLanguage(request)),
    );

    await route(api, getApplication, { preHandler: caller }, (request) => service.state(callerOf(request)));

    await route(api, getApplicationStatus, { preHandler: clientCaller('No such application.') }, (request) => status(callerOf(request)));

    await route(api, submitStep, { preHandler: caller }, (request) => service.submit(callerOf(request), request.params.step, request.body));

    await route(api, setPaymentMethod, { preHandler: caller }, (request) => service.setPaymentMethod(callerOf(request), request.body));

    await route(
      api,
      requestExistingClientCode,
      { preHandler: [...gate('send-sms'), clientCaller('No such application.')] },
      (request) => existingClient.requestCode(callerOf(request), request.body.phone),
    );

    await route(api, verifyExistingClient, { preHandler: clientCaller('No such application.') }, (request) =>
      existingClient.verify(callerOf(request), request.body.otp),
    );

    await route(api, saveDraft, { preHandler: caller }, (request) => service.saveDraft(callerOf(request), request.params.step, request.body));

    await route(api, uploadDocument, { preHandler: [...gate('upload'), clientCaller('No such document.')] }, async (request) =>
      documents.upload(callerOf(request), request.params.kind, await uploadedBytes(request)),
    );

    await route(api, removeDocument, { preHandler: clientCaller('No such document.') }, (request) =>
      documents.remove(callerOf(request), request.params.kind),
    );

    await route(api, getDocumentFile, { preHandler: clientCaller('No such document.') }, async (request, reply) => {
      const { doc, bytes } = await documents.open(callerOf(request), request.params.docId);
      const disposition = doc.contentType === 'application/pdf' ? 'attachment' : 'inline';
      sendFile(reply, bytes, {
        'content-type': doc.contentType,
        // Uploaded bytes never run as a page: sandboxed, and PDFs are downloaded rather than shown inline.
        'content-security-policy': "sandbox; default-src 'none'",
        'content-disposition': `${disposition}; filename="${doc.kind}.${EXTENSION[doc.contentType] ?? 'bin'}"`,
      });
    });

    await route(api, getDirectDebitMandate, { preHandler: caller }, async (request, reply) => {
      const pdf = await documents.mandate(callerOf(request));
      sendFile(reply, Buffer.from(pdf), { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="direct-debit-mandate.pdf"' });
    });

    await route(api, sendSms, { preHandler: [...gate('send-sms'), caller] }, (request) =>
      links.send(callerOf(request), request.body, config.PUBLIC_ORIGIN ?? `${request.protocol}://${request.host}`),
    );

    // Staff do the same from the desk (application-desk/routes.ts).
    await route(api, sendSpouseLinkAgain, { preHandler: [...gate('send-sms'), clientCaller('No such application.')] }, (request) =>
      resendToSpouse(callerOf(request).applicationId, config.PUBLIC_ORIGIN ?? `${request.protocol}://${request.host}`),
    );

    await route(api, getPhoneLinkQr, { preHandler: caller }, (request) =>
      links.phoneLinkQr(callerOf(request), request.body, config.PUBLIC_ORIGIN ?? `${request.protocol}://${request.host}`),
    );

    await route(api, redeemLink, {}, (request, reply) => {
      // A forged or expired link is refused before the browser is given a cookie.
      const claims = links.claimsOf(request.body.token);
      return links.redeem(claims, request.body.sessionId, cookieHashOf(keys, ensureAccessCookie(request, reply)));
    });

    await route(api, getAppInfo, { preHandler: resolveCaller(db, keys, { sessionOptional: true }) }, (request) => queries.appInfo(callerOf(request)));

    await route(api, getApplicationsBySessionId, {}, (request) => {
      const cookie = readAccessCookie(request);
      return queries.listBySession(request.query.sessionId, cookie ? cookieHashOf(keys, cookie) : null, request.query.affiliateEvent);
    });
  };
}
