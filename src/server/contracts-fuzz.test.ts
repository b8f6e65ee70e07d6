import { gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { getApplication, submitStep, uploadDocument } from '../shared/api/application/contracts.js';
import { addUrlLog, logEvent } from '../shared/api/appsutils/contracts.js';
import { ibanStepSchemas } from '../shared/application/iban-step-checks.js';
import { phoneStepSchemas } from '../shared/application/phone-step-checks.js';
import { plainStepSchemas } from '../shared/application/step-checks.js';
import { DOCUMENT_KINDS } from '../shared/application/constants.js';
import { pathOf, urlOf, type CallDetails, type Contract } from '../shared/api/contract.js';
import { contracts } from '../shared/api/contracts.js';
import { fieldIssueSchema } from '../shared/api/common.js';
import { STEP_ALIASES, STEPS } from '../shared/workflow/steps.js';
import { housemaids } from './db/schema.js';
import { GOOD_IBAN, jpegBytes, json, signature, TestBrowser } from './test/application.js';
import { garbageText, garbageValue, pathParamFor, queryFor, valueFor, type FieldHints } from './test/fuzz-inputs.js';
import { createTestApp, type TestApp } from './test/helper.js';

/**
 * Bad input everywhere (issue 13): every contract's path parameters, query and body driven with
 * values of the schema's shape and with garbage (wrong types, unicode, very long values, missing
 * fields, random JSON, text that is not JSON, wrong content types and encodings, broken multipart
 * bodies, the wrong method). Whatever comes in, the server answers: never a 5xx, and every refusal
 * is JSON with a non-empty `error`. Requests go anonymously or as the owner of a real application
 * (its cookie, sessionId and id), so that they reach the handlers behind the access check.
 *
 * Bounded and repeatable: RUNS per contract (FUZZ_RUNS, 60 by default), from a seed per contract
 * derived from FUZZ_SEED. A failure names the request and the answer, and fast-check prints the
 * seed and path; rerun with the same FUZZ_SEED and the contract in `-t`, and FUZZ_LOG_LEVEL=error
 * to see the server's log of the fault.
 *
 * Special cases, none left out: the upload call gets multipart bodies (well formed, truncated,
 * with a wrong boundary, several parts, any file type and bytes) besides JSON and other types;
 * the calls that answer with a file (documents, mandate PDF, captcha image, resources) are held
 * to the same rule for their refusals, and any 2xx is accepted as their file.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const BASE_SEED = Number(process.env.FUZZ_SEED ?? 20261123);

const stepSchemas: Record<string, unknown> = { ...plainStepSchemas, ...ibanStepSchemas, ...phoneStepSchemas };
const stepNames = [...STEPS, ...Object.keys(STEP_ALIASES)];

/** Someone the requests are sent as: nobody in particular, or the owner of an application. */
interface Caller {
  cookies: Record<string, string>;
  sessionId?: string;
  appId?: string;
  docId?: string;
  step?: string;
}

let t: TestApp;
const callers: Caller[] = [{ cookies: {} }];
/** Values that get a request past the service's own checks: maids that exist, phone numbers it takes. */
const hints: FieldHints = {};

beforeAll(async () => {
  // High limits: the handlers are under test, not the captcha or the per-address limit.
  t = await createTestApp({ CAPTCHA_THRESHOLD: '1000000', RATE_LIMIT_MAX: '1000000', LOG_LEVEL: process.env.FUZZ_LOG_LEVEL ?? 'silent' });
  const maids = await t.database.db.select({ id: housemaids.id }).from(housemaids).where(eq(housemaids.status, 'available')).limit(12);
  const maidId = fc.constantFrom(...maids.map((m) => m.id));
  Object.assign(hints, {
    housemaidId: maidId,
    housemaid: maidId,
    maidId,
    housemaidIds: fc.array(maidId, { maxLength: 4 }).map((ids) => ids.join(',')),
    phone: fc.constantFrom('0501234567', '+971 50 123 4567', '971551234567', '0412345678'),
  });
  // Owners at different points of the workflow: each step's handler is reachable by someone.
  const stages: Array<(b: TestBrowser, appId: string) => Promise<void>> = [
    async (b, appId) => {
      await b.upload(appId, 'passport', jpegBytes());
    },
    async (b, appId) => {
      for (const kind of ['emirates_id_front', 'emirates_id_back', 'passport']) await b.upload(appId, kind, jpegBytes());
      await b.submit(appId, 'REQUIRED_DOCUMENTS', { clientName: 'Amira Haddad', emiratesIdNumber: '784-1990-1234567-6', needsVisa: false });
      await b.submit(appId, 'BANK_INFO', { iban: GOOD_IBAN, accountHolderName: 'Amira Haddad' });
      await b.submit(appId, 'IBAN_VALIDATION', { iban: GOOD_IBAN });
      await b.submit(appId, 'SIGN_DIRECT_DEBIT', { signature: signature() });
    },
    async () => {},
  ];
  for (const [i, stage] of stages.entries()) {
    const browser = new TestBrowser(t.app);
    const created = await browser.create(maids[i]!.id, { mobile: i < 2 });
    expect(created.statusCode, created.body).toBe(200);
    const appId = json<{ id: string }>(created).id;
    await stage(browser, appId);
    const state = json<{ currentStep: string; summary: { documents: Array<{ id: string }> } }>(
      await browser.callAbout(getApplication, appId),
    );
    callers.push({
      cookies: browser.cookies,
      sessionId: browser.sessionId,
      appId,
      docId: state.summary.documents[0]?.id,
      step: state.currentStep,
    });
  }
}, 60_000);
afterAll(() => t?.close());

const sessionLike = fc.stringMatching(/^[A-Za-z0-9_-]{0,70}$/);
const headerText = fc.stringMatching(/^[\x20-\x7e]{0,80}$/);

/** Headers any call may carry now and then: a session, a captcha answer, a page code, all possibly nonsense. */
const extraHeaders = fc.oneof(
  { arbitrary: fc.constant({}), weight: 3 },
  fc.record(
    { sessionid: sessionLike, captchaid: fc.oneof(fc.uuid(), headerText), captchaanswer: headerText, pagecode: headerText },
    { requiredKeys: [] },
  ),
);

interface Body {
  payload?: string | Buffer;
  headers: Record<string, string>;
}

const JSON_TYPE = { 'content-type': 'application/json' };

/** Bodies that are not what a JSON call takes: broken JSON, other types, bad encodings, too large. */
const wrongBody: fc.Arbitrary<Body> = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('{', '{"a":', 'nul', '[1,2', '"\\ud800"', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}', ''),
      garbageText,
    )
    .map(([start, rest]) => ({ payload: start + rest, headers: JSON_TYPE })),
  fc.integer({ min: 2000, max: 20000 }).map((n) => ({ payload: '['.repeat(n) + ']'.repeat(n), headers: JSON_TYPE })),
  fc
    .tuple(
      fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'multipart/form-data',
        'application/octet-stream',
        'application/json; charset=utf-16',
        'application/json; charset=nonsense',
        'application/vnd.api+json',
        '*/*',
        ';;',
      ),
      garbageText,
    )
    .map(([type, text]) => ({ payload: text, headers: { 'content-type': type } })),
  fc
    .tuple(fc.constantFrom('gzip', 'br', 'deflate', 'x-unknown', 'gzip, gzip'), fc.jsonValue({ maxDepth: 2 }), fc.boolean())
    .map(([encoding, value, real]) => ({
      payload: real && encoding === 'gzip' ? gzipSync(JSON.stringify(value) ?? 'null') : Buffer.from(JSON.stringify(value) ?? 'null'),
      headers: { ...JSON_TYPE, 'content-encoding': encoding },
    })),
  fc.constant({ payload: Buffer.alloc(1024 * 1024 + 10, 0x20), headers: JSON_TYPE }),
  fc.constant({ headers: {} }),
);

const fileBytes = fc.oneof(
  fc.uint8Array({ maxLength: 600 }).map((a) => Buffer.from(a)),
  fc.constantFrom(
    jpegBytes(),
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
    Buffer.from('%PDF-1.4\n%%EOF'),
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
    Buffer.alloc(0),
  ),
);

interface Part {
  name: string;
  filename?: string;
  type: string;
  bytes: Buffer;
}

const properFile: fc.Arbitrary<Part> = fc.record({
  name: fc.constant('file'),
  filename: fc.oneof(fc.constantFrom('photo.jpg', 'scan.png', 'passport.pdf'), garbageText),
  type: fc.constantFrom('image/jpeg', 'image/png', 'application/pdf'),
  bytes: fileBytes,
});

/** multipart/form-data bodies: well formed or not, with the file field or another, any type and name. */
const multipartBody: fc.Arbitrary<Body> = fc
  .record({
    boundary: fc.stringMatching(/^[A-Za-z0-9'()+_,./:=?-]{1,60}$/),
    headerBoundary: fc.option(fc.stringMatching(/^[A-Za-z0-9-]{0,30}$/), { nil: undefined, freq: 5 }),
    parts: fc.oneof(
      // Mostly one file as the form sends it; else any number of parts of any kind.
      { arbitrary: properFile.map((part): Part[] => [part]), weight: 2 },
      fc.array<Part>(
        fc.record({
          name: fc.oneof(fc.constant('file'), fc.constant('sessionId'), garbageText),
          filename: fc.option(garbageText, { nil: undefined }),
          type: fc.constantFrom('image/jpeg', 'image/png', 'application/pdf', 'text/plain', 'image/svg+xml', ''),
          bytes: fileBytes,
        }),
        { maxLength: 7 },
      ),
    ),
    ending: fc.oneof({ arbitrary: fc.constant('--\r\n'), weight: 4 }, fc.constantFrom('\r\n', '', '--')),
  })
  .map(({ boundary, headerBoundary, parts, ending }) => {
    const chunks = parts.flatMap(({ name, filename, type, bytes }) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}\r\n` +
          (type ? `Content-Type: ${type}\r\n` : '') +
          '\r\n',
      ),
      bytes,
      Buffer.from('\r\n'),
    ]);
    return {
      payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}${ending}`)]),
      headers: { 'content-type': `multipart/form-data; boundary=${headerBoundary ?? boundary}` },
    };
  });

/** A request to one contract, as one caller. */
interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  cookies: Record<string, string>;
}

/** A path part as the server will read it; a broken %-escape names no step. */
const decoded = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return undefined;
  }
};

const paramNames = (contract: Contract) => [...contract.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
const shapeOf = (schema: unknown) => ((schema as { _zod?: { def?: { shape?: Record<string, unknown> } } })?._zod?.def?.shape ?? {}) as Record<string, unknown>;

function requestsFor(contract: Contract, details: CallDetails): fc.Arbitrary<FuzzRequest> {
  const names = paramNames(contract);
  const paramShape = shapeOf(details.params);

  return fc.constantFrom(...callers).chain((caller) => {
    const own = (value: string | undefined) => (value ? [fc.constant(encodeURIComponent(value))] : []);
    const params = names.map((name) => {
      const options = [pathParamFor(paramShape[name])];
      if (name === 'id') options.push(...own(caller.appId), ...own(caller.appId));
      if (name === 'docId') options.push(...own(caller.docId));
      if (name === 'step') options.push(fc.constantFrom(...stepNames), ...own(caller.step));
      if (name === 'kind') options.push(fc.constantFrom(...DOCUMENT_KINDS));
      return fc.oneof(...options);
    });
    // A step's data follows the schema of the step named in the path, when it names one.
    const stepIndex = names.indexOf('step');

    return fc
      .tuple(fc.tuple(...params), fc.boolean())
      .chain(([values, useOwnSession]) => {
        const session = useOwnSession ? caller.sessionId : undefined;
        const step = stepIndex >= 0 ? decoded(values[stepIndex]!) : undefined;
        const bodyValue = fc.oneof(valueFor(details.body, { hints, clean: true }), valueFor(details.body, { hints }), valueFor(details.body, { hints })).map((value) => {
          if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
          const body = { ...(value as Record<string, unknown>) };
          if (session) body.sessionId = session;
          return body;
        });
        const stepData = step && stepSchemas[step] ? fc.oneof(valueFor(stepSchemas[step], { hints, clean: true }), valueFor(stepSchemas[step], { hints })) : undefined;
        const jsonBody: fc.Arbitrary<Body> = fc
          .tuple(bodyValue, stepData ?? fc.constant(undefined))
          .map(([value, data]) => {
            const body = data !== undefined && value && typeof value === 'object' ? { ...(value as object), data } : value;
            return { payload: JSON.stringify(body) ?? '', headers: JSON_TYPE };
          });
        const bodies = details.upload
          ? fc.oneof({ arbitrary: multipartBody, weight: 4 }, { arbitrary: jsonBody, weight: 1 }, { arbitrary: wrongBody, weight: 1 })
          : fc.oneof(
              { arbitrary: jsonBody, weight: details.body ? 5 : 1 },
              { arbitrary: garbageValue.map((v) => ({ payload: JSON.stringify(v) ?? '', headers: JSON_TYPE })), weight: 1 },
              { arbitrary: wrongBody, weight: 2 },
            );
        const query = queryFor(details.query, hints).map((q) => {
          if (!session) return q;
          // As the owner: its session, and its application where the query names one (getappinfo).
          const search = new URLSearchParams(q);
          search.set('sessionId', session);
          if (caller.appId && 'id' in shapeOf(details.query)) search.set('id', caller.appId);
          return search.toString();
        });
        const wrongMethod = contract.method === 'GET' ? 'POST' : 'GET';
        return fc.record({
          path: fc.constant(names.reduce((path, name, i) => path.replace(`:${name}`, values[i]!), contract.path as string)),
          query,
          body: contract.method === 'GET' ? fc.oneof({ arbitrary: fc.constant<Body>({ headers: {} }), weight: 5 }, bodies) : bodies,
          headers: extraHeaders,
          method: fc.oneof({ arbitrary: fc.constant(contract.method), weight: 12 }, fc.constantFrom(wrongMethod, 'PUT', 'DELETE', 'PATCH')),
        });
      })
      .map(({ path, query, body, headers, method }) => ({
        method,
        url: query ? `${path}?${query}` : path,
        headers: { ...headers, ...body.headers },
        ...(body.payload === undefined ? {} : { payload: body.payload }),
        cookies: caller.cookies,
      }));
  });
}

/** Why the answer breaks the rule, or undefined when it keeps it. */
function fault(res: LightMyRequestResponse): string | undefined {
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 300)}`;
  if (res.statusCode < 400) return undefined;
  if (!String(res.headers['content-type']).startsWith('application/json')) {
    return `refused (${res.statusCode}) without JSON: ${String(res.headers['content-type'])} ${res.body.slice(0, 200)}`;
  }
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `refused (${res.statusCode}) with a body that is not JSON: ${res.body.slice(0, 200)}`;
  }
  const error = (body as { error?: unknown } | null)?.error;
  if (typeof error !== 'string' || error.trim() === '') return `refused (${res.statusCode}) without an error message: ${res.body.slice(0, 200)}`;
  // `{ error }` and nothing else (DESIGN, API errors): Fastify's own shape, `{ error: 'Bad Request', code, message }`, says nothing to a person.
  // A refused body may also list its fields' issues for a form (http/validation-message.ts), each in words.
  const { error: _, issues, ...rest } = body as { error: string; issues?: unknown };
  if (Object.keys(rest).length > 0) return `refused (${res.statusCode}) with more than { error }: ${res.body.slice(0, 200)}`;
  if (issues !== undefined && !(res.statusCode === 400 && z.array(fieldIssueSchema).check(z.minLength(1)).safeParse(issues).success)) {
    return `refused (${res.statusCode}) with issues that are not { field, message } by field: ${res.body.slice(0, 200)}`;
  }
  return undefined;
}

/** A seed per contract, so that one contract's runs do not move when another is added. */
const seedOf = (contract: Contract) =>
  [...`${contract.method} ${contract.path}`].reduce((hash, ch) => (Math.imul(hash, 31) + ch.charCodeAt(0)) | 0, BASE_SEED);

describe('faults the property tests found, kept as examples', () => {
  const owner = () => callers.find((c) => c.appId)!;
  const send = (method: 'GET' | 'POST', url: string, payload: object | string, cookies: Record<string, string> = {}) =>
    t.app.inject({ method, url, payload, cookies, headers: { 'content-type': 'application/json' } });

  it.each(['data:image/png;base64,A', 'data:image/png;base64,AAAAA='])(
    'a signature whose base64 cannot be decoded is refused, not a 500: %s',
    async (bad) => {
      const { appId, sessionId, cookies } = owner();
      const res = await send('POST', pathOf(submitStep, { id: appId!, step: 'SIGN_DIRECT_DEBIT' }), { sessionId, mobile: true, data: { signature: bad } }, cookies);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ error: string }>().error).toMatch(/The signature must be a PNG image/);
    },
  );

  it.each([
    ['a NUL in a JSON column', '\\u0000'],
    ['an unpaired surrogate in a JSON column', '\\ud800'],
  ])('text PostgreSQL cannot store is a 400 that says so: %s', async (_, escaped) => {
    const event = await send('POST', urlOf(logEvent), `{"sessionId":"fuzz-session-1","event":"site_error","payload":{"k":"a${escaped}b"}}`);
    expect(event.statusCode, event.body).toBe(400);
    expect(event.json<{ error: string }>().error).toMatch(/cannot be stored/);
  });

  it('an upload whose multipart body ends early is refused, not a 500', async () => {
    const { appId, sessionId, cookies } = owner();
    const part = '--cut\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n';
    for (const ending of ['', '\r\n--cut']) {
      const res = await t.app.inject({
        method: 'POST',
        url: urlOf(uploadDocument, { id: appId!, kind: 'passport' }, { sessionId }),
        cookies,
        headers: { 'content-type': 'multipart/form-data; boundary=cut' },
        payload: Buffer.concat([Buffer.from(part), jpegBytes(), Buffer.from(ending)]),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ error: string }>().error).toMatch(/did not arrive whole/);
    }
  });

  it("the router's own refusals answer { error } in words, not Fastify's 'Bad Request'", async () => {
    const long = await t.app.inject({ method: 'POST', url: pathOf(submitStep, { id: 'x'.repeat(200), step: 'BANK_INFO' }) });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ error: expect.stringMatching(/too long/) as string });
    const broken = await t.app.inject({ method: 'POST', url: pathOf(submitStep, { id: 'a', step: 'BANK_INFO' }).replace('/a/', '/%E0%A4%A/') });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ error: expect.stringMatching(/badly encoded/) as string });
  });

  it('a NUL in a text column is a 400 that says so', async () => {
    const log = await send('POST', urlOf(addUrlLog), '{"sessionId":"fuzz-session-1","url":"https://example.com/a\\u0000b"}');
    expect(log.statusCode, log.body).toBe(400);
    expect(log.json<{ error: string }>().error).toMatch(/cannot be stored/);
  });
});

describe('every contract, driven with random and malformed input', () => {
  it.each(contracts.map((contract) => [`${contract.method} ${contract.path}`, contract] as const))(
    '%s: never a 5xx, every refusal a JSON error',
    async (_, contract) => {
      const details = await contract.details();
      // Requests that reached the contract's route rather than the unknown-call answer (a wrong
      // method, a path part the router refuses): a fuzz that never reaches the route tests nothing.
      let reached = 0;
      await fc.assert(
        fc.asyncProperty(requestsFor(contract, details), async (request) => {
          const res = await t.app.inject({
            method: request.method as 'GET',
            url: request.url,
            headers: request.headers,
            cookies: request.cookies,
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          });
          const problem = fault(res);
          if (!(res.statusCode === 404 && res.body.includes('Unknown API call'))) reached += 1;
          if (problem) {
            const sent = request.payload === undefined ? '' : ` ${JSON.stringify(request.headers)} ${String(request.payload).slice(0, 300)}`;
            throw new Error(`${request.method} ${request.url.slice(0, 300)}${sent} → ${problem}`);
          }
        }),
        { numRuns: RUNS, seed: seedOf(contract), endOnFailure: true },
      );
      expect(reached).toBeGreaterThan(RUNS / 2);
      // Still answering after all that.
      expect((await t.app.inject('/healthz')).statusCode).toBe(200);
    },
    60_000,
  );
});
