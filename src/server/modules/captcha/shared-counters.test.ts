import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../../shared/api/common.js';
import { pathOf } from '../../../shared/api/contract.js';
import { downloadCaptchaImage } from '../../../shared/api/public/contracts.js';
import type { Database } from '../../db/client.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { createSecondInstance, type SecondInstance } from '../../test/second-instance.js';
import { captchaGate, CAPTCHA_REQUIRED_MESSAGE, createCaptchaService, setCaptchaService } from './index.js';

const THRESHOLD = 3;
const answers = new Map<string, string>();
let t: TestApp;
let second: SecondInstance;

/** The same sensitive test route on each instance, and a captcha generator whose answers the test knows. */
function prepare(app: FastifyInstance, database: Database) {
  setCaptchaService(
    app,
    createCaptchaService({
      db: database.db,
      generate: () => {
        const text = `Zz${answers.size}Yy`;
        const svg = `<svg xmlns="http://www.w3.org/2000/svg"><text>${text}</text></svg>`;
        answers.set(svg, text);
        return { text, svg };
      },
    }),
  );
  app.post('/test/gated', { preHandler: captchaGate(app, { action: 'test' }) }, async () => ({ ok: true }));
}

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_THRESHOLD: String(THRESHOLD) }, prepare);
  second = await createSecondInstance(t, {}, prepare);
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const call = (app: FastifyInstance, ip: string, sessionId: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/test/gated', remoteAddress: ip, payload: { sessionId }, headers });

describe('captcha threshold across two server instances on one database', () => {
  it('counts the calls made to either instance together', async () => {
    const [a, b] = [t.app, second.app];
    // Alternating instances: each sees at most two calls, together they pass the threshold.
    for (const app of [a, b, a]) expect((await call(app, '10.1.0.1', 'session-alternating')).statusCode).toBe(200);
    const refused = await call(b, '10.1.0.1', 'session-alternating');
    expect(refused.statusCode).toBe(401);
    expect(errorResponseSchema.parse(refused.json()).error).toBe(CAPTCHA_REQUIRED_MESSAGE);

    // A session roaming over addresses and instances is counted as one too.
    for (const [i, app] of [a, b, b].entries()) expect((await call(app, `10.1.1.${i}`, 'session-roaming')).statusCode).toBe(200);
    expect((await call(a, '10.1.1.9', 'session-roaming')).statusCode).toBe(401);
  });

  it('takes the answer on the other instance, and starts the counts afresh on both', async () => {
    const [a, b] = [t.app, second.app];
    for (const app of [a, b, a]) await call(app, '10.2.0.1', 'session-solving');
    const refused = await call(a, '10.2.0.1', 'session-solving');
    expect(refused.statusCode).toBe(401);
    const captchaId = refused.headers.captchaid as string;
    const image = await b.inject(pathOf(downloadCaptchaImage, { imageId: refused.headers.captchaattachmentuuid as string }));
    const answer = answers.get(image.body);
    expect(answer).toBeDefined();

    expect((await call(b, '10.2.0.1', 'session-solving', { captchaId, captchaAnswer: answer! })).statusCode).toBe(200);
    for (const app of [a, b, a]) expect((await call(app, '10.2.0.1', 'session-solving')).statusCode).toBe(200);
    expect((await call(b, '10.2.0.1', 'session-solving')).statusCode).toBe(401);
  });
});
