import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { DEFAULT_PAGE_CODE } from '../shared/api/common.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { connectionFailure } from './db/connection-errors.js';
import { isUnstorableText, UNSTORABLE_TEXT_MESSAGE } from './db/unstorable-text.js';
import { HttpError, SERVICE_UNAVAILABLE_MESSAGE, SERVICE_UNAVAILABLE_RETRY_AFTER_S } from './http/errors.js';
import { refusalIn } from './i18n/refusal-text.js';
import { requestLanguage } from './i18n/request-language.js';
import { API_PREFIX } from '../shared/api/contract.js';
import { DEFAULT_LANGUAGE } from '../shared/tracking.js';
import { answerFrameworkError } from './http/framework-errors.js';
import { apiSecurityHeaders, pageSecurityHeaders } from './http/security-headers.js';
import { describeValidationError, fieldIssues } from './http/validation-message.js';
import { backgroundJobs } from './jobs/background-jobs.js';
import { serverLogging } from './logger.js';
import { createCatalogue, type Catalogue } from './modules/catalogue/index.js';
import { apiModules } from './modules/index.js';
import { mediaRoutes } from './modules/media/routes.js';
import { devOutboxRoutes } from './modules/sms/dev-outbox.js';
import { healthRoutes } from './modules/health/routes.js';
import { openApiDocument, openApiRoutes } from './http/openapi.js';
import { webRoutes } from './web/routes.js';
import type { Storage } from './storage/storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    storage: Storage;
    /** The catalogue in memory, kept up to date by PostgreSQL's notifications. */
    catalogue: Catalogue;
  }
  interface FastifyRequest {
    pageCode: string;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  storage: Storage;
}

export const SERVER_FAULT_MESSAGE = 'Oops. Looks like something went wrong.';

/**
 * Request ids for the logs, unique across servers and restarts: a random prefix per process and a
 * counter, cheaper than a random UUID per request.
 */
function requestIds(): () => string {
  const prefix = crypto.randomUUID().slice(0, 8);
  let count = 0;
  return () => `${prefix}-${(count += 1).toString(36)}`;
}

/** Builds the whole server without listening; tests call `app.inject` on it. */
export async function buildApp({ config, database, storage }: AppDeps): Promise<FastifyInstance> {
  const options: FastifyServerOptions = {
    // Redacted logs, and the request lines written apart from the redaction (logger.ts).
    ...serverLogging(config),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: requestIds(),
    // Refusals made by the router itself answer `{ error }` in words too (framework-errors.ts).
    frameworkErrors: answerFrameworkError,
  };
  const app = Fastify(options).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('storage', storage);
  app.decorate('catalogue', createCatalogue(database, config));
  app.addHook('onClose', () => app.catalogue.close());
  backgroundJobs(app);
  app.decorateRequest('pageCode', DEFAULT_PAGE_CODE);

  // Tier 1: external plugins.
  // Security headers on every answer (helmet's, computed once: security-headers.ts); the API's
  // answers are never documents and get the API's set.
  const pageHeaders = pageSecurityHeaders({ gtm: Boolean(config.GTM_ID) });
  const apiHeaders = apiSecurityHeaders();
  // No answer to a read is cached unless its route says so (resources do). Answers to writes
  // are not stored by any cache without explicit freshness, and Chromium never reports a
  // keepalive POST whose answer says no-store as finished (the page never goes network-idle).
  // Both sets are made once here, so a request sets one object.
  const apiReadHeaders = Object.freeze({ ...apiHeaders, 'cache-control': 'no-store' });
  // One callback hook for the headers and the page code: an async one would cost a promise per
  // request for work that never waits, and each hook a step of Fastify's hook runner.
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/api/')) reply.headers(pageHeaders);
    else reply.headers(request.method === 'GET' || request.method === 'HEAD' ? apiReadHeaders : apiHeaders);
    const header = request.headers.pagecode;
    const query = (request.query as Record<string, unknown> | undefined)?.pageCode;
    const code = typeof header === 'string' ? header : typeof query === 'string' ? query : undefined;
    if (code && /^[A-Za-z0-9_.-]{1,80}$/.test(code)) request.pageCode = code;
    done();
  });
  // Request decompression only where a request has a body: the hook it adds would otherwise run on
  // every GET, the API's busiest calls among them.
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().every((method) => method === 'GET' || method === 'HEAD')) route.decompress ??= false;
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const summary = describeValidationError(error.validation, error.validationContext);
      // A body's issues also go out by field: a form shows each next to its field.
      const issues = error.validationContext === 'body' ? fieldIssues(error.validation) : [];
      if (issues.length > 0) return reply.status(400).send({ error: summary, issues });
      return reply.status(400).send({ error: summary });
    }
    if (error instanceof HttpError) {
      // A family reads it in their language (the lang cookie); the back office stays English.
      const lang = request.url.startsWith(`${API_PREFIX}/admin`) ? DEFAULT_LANGUAGE : requestLanguage(request);
      return reply.status(error.statusCode).headers(error.headers).send({ error: refusalIn(lang, error, error.message) });
    }
    const outage = connectionFailure(error);
    if (outage) {
      // PostgreSQL is down or restarting: a pause the person can wait out, not a server fault.
      // Logged by its cause only: drizzle's wrapper carries the query's parameters.
      request.log.warn({ database: outage }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(SERVICE_UNAVAILABLE_RETRY_AFTER_S))
        .send({ error: SERVICE_UNAVAILABLE_MESSAGE });
    }
    if (isUnstorableText(error)) {
      // A NUL or an unpaired surrogate, in any field of any call: the sender's text, not our fault.
      return reply.status(400).send({ error: UNSTORABLE_TEXT_MESSAGE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        status === 429
          ? 'Too many requests. Please wait a minute and try again.'
          : error.code?.startsWith('FST_CSRF_')
            ? // @fastify/csrf-protection's own words ("Invalid csrf token") say nothing a person can act on.
              'This page is out of date: its security token is missing or no longer valid. Reload the page and try again.'
            : error.message;
      return reply.status(status).send({ error: message || 'Bad request' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: SERVER_FAULT_MESSAGE });
  });

  // Before the routes: it documents each as it is registered.
  await openApiDocument(app);

  // Tier 2/3: application routes. The API is rate limited per address; media and pages are not.
  // Called rather than registered, so that they share the root's Request and Reply classes (modules/index.ts).
  await healthRoutes(app);
  await app.register(
    async (api) => {
      await api.register(rateLimit, {
        max: config.RATE_LIMIT_MAX,
        timeWindow: config.RATE_LIMIT_WINDOW_MS,
        // The counters go out with a refusal (and its retry-after), not with every answer.
        addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
      });
      for (const mod of apiModules) await mod(api);
      const unknownCall = (request: FastifyRequest, reply: FastifyReply) =>
        reply.status(404).send({ error: `Unknown API call: ${request.method} ${request.url.split('?')[0]}` });
      // The GET route keeps the site's page route (GET /*) from answering unknown API paths.
      api.get('/*', { schema: { hide: true } }, unknownCall);
      api.setNotFoundHandler(unknownCall);
    },
    { prefix: '/api' },
  );
  await openApiRoutes(app);
  await mediaRoutes(app);
  await devOutboxRoutes(app);
  await webRoutes(app);

  return app;
}
