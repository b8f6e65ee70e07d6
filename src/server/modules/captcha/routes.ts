import type { FastifyInstance, FastifyReply } from 'fastify';
import { downloadCaptchaImage, refreshCaptcha } from '../../../shared/api/public/contracts.js';
import { notFound } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { captchaContext } from './captcha-context.js';

/**
 * Sends a captcha's picture. Its contract describes it by its type (`file`), not by a JSON schema,
 * so it goes out through the plain reply rather than the contract's typed one.
 */
function sendSvg(reply: FastifyReply, svg: string) {
  return reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', 'no-store').send(svg);
}

/** A captcha's picture, and a new picture for it. */
export async function captchaRoutes(api: FastifyInstance) {
  await route(api, refreshCaptcha, {}, async (request, reply) => {
    const imageId = await captchaContext(api).service.refresh(request.params.captchaId);
    if (!imageId) throw notFound(`Unknown or expired captcha '${request.params.captchaId}'`);
    reply.header('cache-control', 'no-store');
    return { attachments: [{ uuid: imageId }] };
  });

  await route(api, downloadCaptchaImage, {}, async (request, reply) => {
    const svg = await captchaContext(api).service.image(request.params.imageId);
    if (!svg) throw notFound(`Unknown or expired captcha image '${request.params.imageId}'`);
    return sendSvg(reply, svg);
  });
}
