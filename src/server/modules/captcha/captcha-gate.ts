import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '../../http/errors.js';
import { captchaContext } from './captcha-context.js';

export const CAPTCHA_REQUIRED_MESSAGE = 'Please confirm you are not a robot.';
export const INVALID_CAPTCHA_MESSAGE = 'INVALID CAPTCHA ANSWER!';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SESSION_ID = /^[A-Za-z0-9_-]{8,64}$/;

export interface CaptchaGateOptions {
  /** Calls are counted per action: 'send-sms', 'create-application', 'upload', … */
  action: string;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The browser's session id from the sessionId header, query parameter or body field. */
function sessionIdOf(request: FastifyRequest): string | undefined {
  const candidates = [
    header(request, 'sessionid'),
    (request.query as Record<string, unknown> | undefined)?.sessionId,
    (request.body as Record<string, unknown> | undefined)?.sessionId,
  ];
  return candidates.find((v): v is string => typeof v === 'string' && SESSION_ID.test(v));
}

/**
 * A preHandler for sensitive routes: `{ preHandler: captchaGate(app, { action: 'send-sms' }) }`.
 * Past CAPTCHA_THRESHOLD calls per session or per address within CAPTCHA_WINDOW_MS, counted across
 * every server instance (rate_counters in PostgreSQL), it answers 401 with the headers captchaId
 * and captchaAttachmentUuid; the same request retried with captchaId and a right captchaAnswer
 * goes through and starts the counts afresh.
 */
export function captchaGate(app: FastifyInstance, { action }: CaptchaGateOptions): preHandlerAsyncHookHandler {
  return async function captchaGateHandler(request) {
    const { service, counters } = captchaContext(app);
    const sessionId = sessionIdOf(request);
    const keys = [`${action}|ip|${request.ip}`, ...(sessionId ? [`${action}|session|${sessionId}`] : [])];

    const challenge = async (message: string) => {
      const ticket = await service.create(sessionId ?? request.ip);
      return new HttpError(401, message, { captchaId: ticket.captchaId, captchaAttachmentUuid: ticket.imageId });
    };

    const answer = header(request, 'captchaanswer');
    if (answer !== undefined) {
      const captchaId = header(request, 'captchaid') ?? '';
      const solved = UUID.test(captchaId) && answer.length <= 64 && (await service.solve(captchaId, answer));
      if (!solved) throw await challenge(INVALID_CAPTCHA_MESSAGE);
      await counters.reset(keys);
      return;
    }

    const calls = Math.max(...(await counters.hit(keys)));
    if (calls > app.config.CAPTCHA_THRESHOLD) throw await challenge(CAPTCHA_REQUIRED_MESSAGE);
  };
}
