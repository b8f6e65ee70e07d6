import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { captchaRefreshSchema } from '../../../shared/api/site.js';
import { notFound } from '../../http/errors.js';
import { captchaContext } from './captcha-context.js';

const uuidParam = (name: string) => z.uuid(`${name} must be a UUID`);

/** GET /api/public/captcha/refresh/{captchaId} and GET /api/public/download/{imageId}. */
export async function captchaRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/public/captcha/refresh/:captchaId',
    {
      schema: {
        params: z.object({ captchaId: uuidParam('captchaId') }),
        response: { 200: captchaRefreshSchema },
      },
    },
    async (request, reply) => {
      const imageId = await captchaContext(app).service.refresh(request.params.captchaId);
      if (!imageId) throw notFound(`Unknown or expired captcha '${request.params.captchaId}'`);
      reply.header('cache-control', 'no-store');
      return { attachments: [{ uuid: imageId }] };
    },
  );

  api.get(
    '/public/download/:imageId',
    { schema: { params: z.object({ imageId: uuidParam('imageId') }) } },
    async (request, reply) => {
      const svg = await captchaContext(app).service.image(request.params.imageId);
      if (!svg) throw notFound(`Unknown or expired captcha image '${request.params.imageId}'`);
      return reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', 'no-store').send(svg);
    },
  );
}
