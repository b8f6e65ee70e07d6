import type { Contract } from './contract.js';
import * as admin from './admin/contracts.js';
import * as adminApplications from './admin-applications/contracts.js';
import * as adminCatalogue from './admin-catalogue/contracts.js';
import * as adminContent from './admin-content/contracts.js';
import * as adminInterviews from './admin-interviews/contracts.js';
import * as adminLinks from './admin-links/contracts.js';
import * as adminOutbox from './admin-outbox/contracts.js';
import * as adminPages from './admin-pages/contracts.js';
import * as adminPrices from './admin-prices/contracts.js';
import * as adminResources from './admin-resources/contracts.js';
import * as adminTestimonials from './admin-testimonials/contracts.js';
import * as adminMoney from './admin-money/contracts.js';
import * as adminService from './admin-service/contracts.js';
import * as adminWhatsapp from './admin-whatsapp/contracts.js';
import * as application from './application/contracts.js';
import * as appsutils from './appsutils/contracts.js';
import * as catalogue from './catalogue/contracts.js';
import * as interviews from './interviews/contracts.js';
import * as notificationBanner from './notification-banner/contracts.js';
import * as offer from './offer/contracts.js';
import * as publicCalls from './public/contracts.js';
import * as resources from './resources/contracts.js';
import * as money from './money/contracts.js';
import * as service from './service/contracts.js';
import * as sitePages from './site-pages/contracts.js';

const isContract = (value: unknown): value is Contract =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'details' in value;

/** Every API call's contract: the server registers exactly these (src/server/http/openapi.test.ts). */
export const contracts: readonly Contract[] = [admin, adminApplications, adminCatalogue, adminContent, adminInterviews, adminLinks, adminOutbox, adminPages, adminMoney, adminPrices, adminResources, adminService, adminTestimonials, adminWhatsapp, application, appsutils, catalogue, interviews, money, notificationBanner, offer, publicCalls, resources, service, sitePages].flatMap((area) =>
  Object.values(area).filter(isContract),
);
