import type { FastifyInstance } from 'fastify';
import { catalogueModule } from './catalogue/index.js';
import { applicationModule } from './application/index.js';
import { appsutilsRoutes } from './appsutils/routes.js';
import { captchaRoutes } from './captcha/index.js';
import { publicRoutes } from './public/routes.js';
import { contactNumberRoutes } from './redirects/contact-number-routes.js';
import { resourcesRoutes } from './resources/routes.js';
import { backOfficeModule } from './back-office/index.js';
import { notificationBannerRoutes } from './notification-banner/routes.js';
import { moneyModule } from './money/index.js';
import { interviewRoutes } from './interviews/routes.js';
import { sitePagesRoutes } from './site-pages/routes.js';

/**
 * Every API module: each adds its routes to the API's scope (under /api, rate limited). They are
 * called, not registered as plugins: each plugin scope gets Request and Reply classes of its own,
 * and with one per module Fastify's busiest functions see so many that V8 stops optimising them
 * for any (docs/decisions/2026-11-21-server-performance.md). A module that needs a scope of its
 * own (the application's cookies and multipart bodies) makes it itself.
 */
export const apiModules: Array<(app: FastifyInstance) => Promise<void>> = [
  catalogueModule,
  applicationModule,
  appsutilsRoutes,
  resourcesRoutes,
  publicRoutes,
  captchaRoutes,
  contactNumberRoutes,
  notificationBannerRoutes,
  sitePagesRoutes,
  moneyModule,
  interviewRoutes,
  backOfficeModule,
];
