import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pino, { type Bindings, type ChildLoggerOptions, type DestinationStream, type Logger } from 'pino';
import type { Config } from './config.js';

/** What never reaches the logs in clear, wherever code puts it in a line. */
const REDACT = {
  paths: [
    'req.headers.cookie',
    'req.headers.authorization',
    'req.headers.captchaanswer',
    'res.headers["set-cookie"]',
    // At the top of a line and one level down (`{ body: { iban } }`).
    ...['iban', 'ibanNumber', 'password', 'emiratesIdNumber'].flatMap((key) => [key, `*.${key}`]),
  ],
  censor: '[redacted]',
};

const serializers = {
  req: (req: { method?: string; url?: unknown; pageCode?: string }) => ({
    method: req.method,
    // Query strings can carry tokens and personal data: log the path only.
    url: typeof req.url === 'string' ? req.url.split('?')[0] : req.url,
    pageCode: req.pageCode,
  }),
  res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
};

/**
 * Fastify's two lines per request ("incoming request", "request completed"), written as Fastify
 * writes them (the request id, `req`, `res`, `responseTime`) but through the unredacted logger:
 * their fields are only what the serializers above take (method, path without its query, page
 * code, status, time), so nothing in them can be a secret, and the redaction's checks of every
 * field (the wildcard paths) were 5–6 µs of each request's CPU at info. A request that failed is
 * logged by Fastify's own method, through the request's redacting logger, as before.
 */
export class RequestLines extends LogController {
  constructor(private readonly lines: Logger) {
    super();
  }

  override incomingRequest(request: FastifyRequest): void {
    this.lines.info({ reqId: request.id, req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    this.lines.info({ reqId: request.id, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/** Request ids as genReqId makes them (app.ts): safe inside a JSON string as they are. */
const PLAIN_ID = /^[A-Za-z0-9_-]{1,64}$/;
const NO_BINDINGS = Object.freeze({});
const { chindingsSym } = pino.symbols;
type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;

/**
 * Each request's logger (`request.log`): a child of the redacting logger with the request id
 * bound. pino passes every binding through the redaction's wildcard paths (`*.iban`, …), which
 * for the request id, a string we make ourselves, finds nothing: about 0.6 µs of each request's
 * CPU. So the child is made with no bindings and the id is appended to its bound JSON, as pino
 * writes bindings (`pino.symbols.chindingsSym`, public). What the request's code logs is still
 * redacted (the child keeps its parent's redaction). Anything else (a route with its own log
 * level or serializers, an id we did not make) gets pino's own child.
 */
export const requestLogger: ChildLoggerFactory = function (logger: FastifyBaseLogger, bindings: Bindings, opts: ChildLoggerOptions) {
  const reqId: unknown = bindings.reqId;
  if (opts.level !== undefined || opts.serializers !== undefined || typeof reqId !== 'string' || !PLAIN_ID.test(reqId) || Object.keys(bindings).length !== 1) {
    return logger.child(bindings, opts);
  }
  const child = logger.child(NO_BINDINGS) as unknown as Record<symbol, string>;
  child[chindingsSym] += `,"reqId":"${reqId}"`;
  return child as unknown as FastifyBaseLogger;
};

/**
 * The server's logging, structured JSON into one stream (stdout unless given): `loggerInstance`
 * for everything code writes (requests' own loggers included), secrets and personal data redacted;
 * `logController` writes the request lines; `childLoggerFactory` makes each request's logger.
 */
export function serverLogging(
  config: Pick<Config, 'LOG_LEVEL'>,
  stream?: DestinationStream,
): { loggerInstance: Logger; logController: RequestLines; childLoggerFactory: ChildLoggerFactory } {
  const lines = pino({ level: config.LOG_LEVEL, serializers }, stream);
  return { loggerInstance: lines.child({}, { redact: REDACT }), logController: new RequestLines(lines), childLoggerFactory: requestLogger };
}
