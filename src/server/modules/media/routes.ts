import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Maid videos and posters: byte ranges (206), their real Content-Type, and a year of caching. */
export async function mediaRoutes(app: FastifyInstance) {
  await app.register(fastifyStatic, {
    root: path.join(app.storage.root, 'media'),
    prefix: '/media/',
    decorateReply: false,
    acceptRanges: true,
    immutable: true,
    maxAge: '365d',
    index: false,
    dotfiles: 'deny',
  });
}
