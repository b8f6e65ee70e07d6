import type { FastifyInstance } from 'fastify';
import { catalogueModule } from './catalogue/index.js';

/** Every API module, each a Fastify plugin registered under /api with rate limiting. */
export const apiModules: Array<(app: FastifyInstance) => Promise<void>> = [
  catalogueModule,
];
