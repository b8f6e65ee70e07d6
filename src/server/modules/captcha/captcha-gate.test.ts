import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../../shared/api/common.js';
import { pathOf } from '../../../shared/api/contract.js';
import { downloadCaptchaImage, refreshCaptcha } from '../../../shared/api/public/contracts.js';
import { captchaRefreshSchema } from '../../../shared/api/public/schemas.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { captchaGate, CAPTCHA_REQUIRED_MESSAGE, createCaptchaService, INVALID_CAPTCHA_MESSAGE, setCaptchaService } from './index.js';

const imageUrl = (imageId: string) => pathOf(downloadCaptchaImage, { imageId });
const refreshUrl = (captchaId: string) => pathOf(refreshCaptcha, { captchaId });

const THRESHOLD = 2;
let t: TestApp;
let app: FastifyInstance;
// The answers this test's generator handed out, newest last.
const answers: string[] = [];
const lastAnswer = () => answers.at(-1)!;

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_THRESHOLD: String(THRESHOLD) }, (app, database) => {
    setCaptchaService(
      app,
      createCaptchaService({
        db: database.db,
        generate: () => {
          const text = `Ab${answers.length}Cd`;
          answers.push(text);
          return { text, svg: `<svg xmlns="http://www.w3.org/2000/svg"><text>${text}</text></svg>` };
        },
      }),
    );
    // A throwaway sensitive route, standing for the SMS, application and upload calls.
    app.post('/test/gated', { preHandler: captchaGate(app, { action: 'test' }) }, async () => ({ ok: true }));
    app.get('/test/other', { preHandler: captchaGate(app, { action: 'other' }) }, async () => ({ ok: true }));
  });
  app = t.app;
});
afterAll(() => t.close());

let address = 0;
/** Each test talks from its own address so that the per-address counts do not leak between tests. */
const newAddress = () => `10.0.0.${++address}`;

function call(ip: string, sessionId: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/test/gated', remoteAddress: ip, payload: { sessionId }, headers });
}

function challenged(res: Awaited<ReturnType<typeof call>>, message: string) {
  expect(res.statusCode).toBe(401);
  expect(errorResponseSchema.parse(res.json()).error).toBe(message);
  const captchaId = res.headers.captchaid as string;
  const imageId = res.headers.captchaattachmentuuid as string;
  expect(captchaId).toMatch(/^[0-9a-f-]{36}$/);
  expect(imageId).toMatch(/^[0-9a-f-]{36}$/);
  return { captchaId, imageId };
}

describe('captchaGate', () => {
  it('lets calls under the threshold through, then asks for a captcha', async () => {
    const ip = newAddress();
    for (let i = 0; i < THRESHOLD; i++) expect((await call(ip, 'session-under-1')).statusCode).toBe(200);
    const res = await call(ip, 'session-under-1');
    challenged(res, CAPTCHA_REQUIRED_MESSAGE);
    // Another action keeps its own count.
    expect((await app.inject({ url: '/test/other?sessionId=session-under-1', remoteAddress: ip })).statusCode).toBe(200);
  });

  it('counts per session across addresses and per address across sessions', async () => {
    for (let i = 0; i < THRESHOLD; i++) expect((await call(newAddress(), 'session-roaming')).statusCode).toBe(200);
    challenged(await call(newAddress(), 'session-roaming'), CAPTCHA_REQUIRED_MESSAGE);

    const ip = newAddress();
    for (let i = 0; i < THRESHOLD; i++) expect((await call(ip, `session-fresh-${i}`)).statusCode).toBe(200);
    challenged(await call(ip, 'session-fresh-x'), CAPTCHA_REQUIRED_MESSAGE);
  });

  it('serves the captcha image as SVG and refreshes it with a new image and answer', async () => {
    const ip = newAddress();
    for (let i = 0; i <= THRESHOLD; i++) await call(ip, 'session-image');
    const { captchaId, imageId } = challenged(await call(ip, 'session-image'), CAPTCHA_REQUIRED_MESSAGE);

    const image = await app.inject(imageUrl(imageId));
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.headers['cache-control']).toBe('no-store');
    expect(image.body).toContain(lastAnswer());

    const refresh = await app.inject(refreshUrl(captchaId));
    expect(refresh.statusCode).toBe(200);
    const newImageId = captchaRefreshSchema.parse(refresh.json()).attachments[0]!.uuid;
    expect(newImageId).not.toBe(imageId);
    expect((await app.inject(imageUrl(imageId))).statusCode).toBe(404);
    expect((await app.inject(imageUrl(newImageId))).body).toContain(lastAnswer());

    // The refreshed answer is the one that counts now.
    const stale = answers.at(-2)!;
    challenged(await call(ip, 'session-image', { captchaId, captchaAnswer: stale }), INVALID_CAPTCHA_MESSAGE);
  });

  it('lets the request through with the right answer, once, and starts the counts afresh', async () => {
    const ip = newAddress();
    for (let i = 0; i < THRESHOLD; i++) await call(ip, 'session-solve');
    const { captchaId } = challenged(await call(ip, 'session-solve'), CAPTCHA_REQUIRED_MESSAGE);
    const answer = ` ${lastAnswer().toUpperCase().split('').join(' ')} `;

    const solved = await call(ip, 'session-solve', { captchaId, captchaAnswer: answer });
    expect(solved.statusCode).toBe(200);
    expect(solved.json()).toEqual({ ok: true });
    for (let i = 0; i < THRESHOLD; i++) expect((await call(ip, 'session-solve')).statusCode).toBe(200);

    // A solved captcha cannot be used again.
    const reused = challenged(await call(ip, 'session-solve', { captchaId, captchaAnswer: answer }), INVALID_CAPTCHA_MESSAGE);
    expect(reused.captchaId).not.toBe(captchaId);
    expect((await app.inject(refreshUrl(captchaId))).statusCode).toBe(404);
  });

  it('answers a wrong answer with INVALID CAPTCHA ANSWER! and a fresh captcha, and closes the old one', async () => {
    const ip = newAddress();
    for (let i = 0; i < THRESHOLD; i++) await call(ip, 'session-wrong');
    const first = challenged(await call(ip, 'session-wrong'), CAPTCHA_REQUIRED_MESSAGE);
    const rightForFirst = lastAnswer();

    const wrong = challenged(await call(ip, 'session-wrong', { captchaId: first.captchaId, captchaAnswer: 'nope' }), INVALID_CAPTCHA_MESSAGE);
    expect(wrong.captchaId).not.toBe(first.captchaId);
    expect(wrong.imageId).not.toBe(first.imageId);
    // The first captcha no longer accepts even its right answer: no guessing at one image.
    challenged(await call(ip, 'session-wrong', { captchaId: first.captchaId, captchaAnswer: rightForFirst }), INVALID_CAPTCHA_MESSAGE);

    const latest = challenged(await call(ip, 'session-wrong', { captchaId: 'not-a-uuid', captchaAnswer: 'x' }), INVALID_CAPTCHA_MESSAGE);
    const ok = await call(ip, 'session-wrong', { captchaId: latest.captchaId, captchaAnswer: lastAnswer() });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses an expired captcha', async () => {
    const ip = newAddress();
    for (let i = 0; i < THRESHOLD; i++) await call(ip, 'session-expired');
    const { captchaId, imageId } = challenged(await call(ip, 'session-expired'), CAPTCHA_REQUIRED_MESSAGE);
    const answer = lastAnswer();
    await t.database.pool.query(`update captchas set expires_at = now() - interval '1 second' where id = $1`, [captchaId]);
    expect((await app.inject(imageUrl(imageId))).statusCode).toBe(404);
    expect((await app.inject(refreshUrl(captchaId))).statusCode).toBe(404);
    challenged(await call(ip, 'session-expired', { captchaId, captchaAnswer: answer }), INVALID_CAPTCHA_MESSAGE);
  });
});
