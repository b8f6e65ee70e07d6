import type { FastifyInstance } from 'fastify';

/** Every API module, each a Fastify plugin registered under /api with rate limiting. */
export const apiModules: Array<(app: FastifyInstance) => Promise<void>> = [];
