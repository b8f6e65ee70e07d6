import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bookInterview, cancelInterview, getInterview, getInterviewCalendar, listFreeInterviewSlots, moveInterview } from '../../../shared/api/interviews/contracts.js';
import { INTERVIEW_TIME_ZONE } from '../../../shared/interviews/states.js';
import { download } from '../../http/download.js';
import { route } from '../../http/route.js';
import { requestLanguage } from '../../i18n/request-language.js';
import { refusalIn } from '../../i18n/refusal-text.js';
import { deriveKey, loadAppSecret } from '../../secrets.js';
import { captchaGate } from '../captcha/captcha-gate.js';
import { createSmsOutbox } from '../sms/sms-queue.js';
import { calendarFile } from './calendar-file.js';
import { familyLinkUrl } from './family-link.js';
import { createInterviewService, SlotTaken } from './interview-service.js';

/** The family's calls about interview calls (issue 32): no account, the link's token is the key. */
export async function interviewRoutes(api: FastifyInstance) {
  const deps = { db: api.database.db, config: api.config, sms: createSmsOutbox(api.jobs, api.config), linkKey: deriveKey(loadAppSecret(api.config), 'interview-link') };
  const calls = createInterviewService(deps);
  const origin = (request: FastifyRequest) => api.config.PUBLIC_ORIGIN ?? `${request.protocol}://${request.host}`;
  /** A slot taken meanwhile: 409 with the nearest free times, the message in the family's language. */
  const slotTaken = async <T>(request: FastifyRequest, reply: FastifyReply, work: () => Promise<T>) => {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof SlotTaken)) throw error;
      return reply.code(409).send({ error: refusalIn(requestLanguage(request), error, error.message), freeSlots: error.freeSlots }) as never;
    }
  };

  await route(api, listFreeInterviewSlots, {}, async (request) => ({ slots: await calls.listFree(request.query.maidId), timeZone: INTERVIEW_TIME_ZONE }));
  // Each booking sends an SMS: it counts towards the captcha threshold as the other public writes do.
  await route(api, bookInterview, { preHandler: captchaGate(api, { action: 'book-interview' }) }, (request, reply) =>
    slotTaken(request, reply, () => calls.book(request.body, requestLanguage(request), origin(request))),
  );
  await route(api, getInterview, {}, (request) => calls.get(request.params.token));
  await route(api, cancelInterview, {}, (request) => calls.cancel(request.params.token));
  await route(api, moveInterview, {}, (request, reply) => slotTaken(request, reply, () => calls.move(request.params.token, request.body.slotId, origin(request))));
  await route(api, getInterviewCalendar, {}, async (request, reply) => {
    const row = await calls.forCalendar(request.params.token);
    const text = calendarFile(row, api.config.SITE_NAME, familyLinkUrl(origin(request), request.params.token, row.call.siteLanguage));
    return download(reply, 'text/calendar; charset=utf-8', 'call.ics', text);
  });
}
