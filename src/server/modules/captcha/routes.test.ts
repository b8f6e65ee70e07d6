import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../../shared/api/common.js';
import { pathOf } from '../../../shared/api/contract.js';
import { downloadCaptchaImage, refreshCaptcha } from '../../../shared/api/public/contracts.js';
import { captchaRefreshSchema } from '../../../shared/api/public/schemas.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { captchaContext } from './captcha-context.js';

const imageUrl = (imageId: string) => pathOf(downloadCaptchaImage, { imageId });
const refreshUrl = (captchaId: string) => pathOf(refreshCaptcha, { captchaId });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function expectError(res: { statusCode: number; json(): unknown }, status: number, mention: string) {
  expect(res.statusCode).toBe(status);
  expect(errorResponseSchema.parse(res.json()).error).toContain(mention);
}

describe('captcha images with the default svg-captcha service', () => {
  it('downloads a real SVG and refreshes it to another one', async () => {
    const { captchaId, imageId } = await captchaContext(t.app).service.create('session-x');
    const image = await t.app.inject(imageUrl(imageId));
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(image.headers['cache-control']).toBe('no-store');
    expect(image.body).toMatch(/^<svg[\s\S]*<path[\s\S]*<\/svg>$/);

    const refresh = await t.app.inject(refreshUrl(captchaId));
    expect(refresh.statusCode).toBe(200);
    const { attachments } = captchaRefreshSchema.parse(refresh.json());
    expect(attachments[0]!.uuid).not.toBe(imageId);
    const next = await t.app.inject(imageUrl(attachments[0]!.uuid));
    expect(next.statusCode).toBe(200);
    expect(next.body).not.toBe(image.body);
  });

  it('answers 404 for unknown ids and 400 for malformed ones', async () => {
    const unknown = randomUUID();
    expectError(await t.app.inject(refreshUrl(unknown)), 404, unknown);
    expectError(await t.app.inject(imageUrl(unknown)), 404, unknown);
    expectError(await t.app.inject(refreshUrl('12')), 400, "'captchaId'");
    expectError(await t.app.inject(imageUrl('../../etc')), 400, "'imageId'");
  });
});
