import type { FastifyInstance } from 'fastify';
import { catalogueModule } from './catalogue/index.js';
import { applicationModule } from './application/index.js';
import { appsutilsRoutes } from './appsutils/routes.js';
import { captchaRoutes } from './captcha/index.js';
import { publicRoutes } from './public/routes.js';
import { contactNumberRoutes } from './redirects/contact-number-routes.js';
import { resourcesRoutes } from './resources/routes.js';

/** Every API module, each a Fastify plugin registered under /api with rate limiting. */
export const apiModules: Array<(app: FastifyInstance) => Promise<void>> = [
  catalogueModule,
  applicationModule,
  appsutilsRoutes,
  resourcesRoutes,
  publicRoutes,
  captchaRoutes,
  contactNumberRoutes,
];
