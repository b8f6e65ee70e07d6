import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { getWhatsappConfig } from '../../../shared/api/appsutils/contracts.js';
import { getGoogleRate, getMaid, getMainCcSiteInfo, listMaids } from '../../../shared/api/catalogue/contracts.js';
import type { Contract } from '../../../shared/api/contract.js';
import { getParameters, getTestimonials } from '../../../shared/api/public/contracts.js';
import { getContentPage, getFaq } from '../../../shared/api/site-pages/contracts.js';
import { availabilityOf } from '../../../shared/catalogue/maid-availability.js';
import { matchPath } from '../../../shared/route-path.js';
import type { Language } from '../../../shared/tracking.js';
import { findWhatsappConfig } from '../../modules/appsutils/whatsapp-config.js';
import { listMaidsJson, mainSiteInfoJson } from '../../modules/catalogue/catalogue-json.js';
import { maidProfile } from '../../modules/catalogue/maid-profile.js';
import { createSiteRepository } from '../../modules/catalogue/site-repository.js';
import type { CatalogueView } from '../../modules/catalogue/catalogue-view.js';
import { createPagesRepository } from '../../modules/site-pages/pages-repository.js';
import { createTestimonialRepository } from '../../modules/testimonials/testimonial-repository.js';
import { siteParameters } from '../../db/schema.js';
import { inArray } from 'drizzle-orm';

/** Why the server leaves a call to the browser: the page renders it pending, as the browser's first render does. */
export class NotRenderedOnServer extends Error {}

interface Call {
  view: CatalogueView;
  lang: Language;
  params: Record<string, string>;
  query: Record<string, unknown>;
}

type Answer = (call: Call) => Promise<unknown> | unknown;

/**
 * The API's answers a server-rendered page reads, computed by the same service functions as the
 * routes (catalogue-routes.ts, site-pages/routes.ts, public/routes.ts, appsutils/routes.ts), with
 * the query parsed by the contract's own schema. Only what does not depend on the visitor: no
 * cookie is read, so a page rendered from these can be kept for everyone (page-cache.ts). A maid
 * held by an application is not answered (her page's availability line depends on whose it is).
 */
export function pageData(app: FastifyInstance) {
  const db = app.database.db;
  const site = createSiteRepository(db);
  const pages = createPagesRepository(db);
  const testimonials = createTestimonialRepository(db);
  const answers: [Contract, Answer][] = [
    [getMainCcSiteInfo, ({ view, query }) => JSON.parse(mainSiteInfoJson(view, query.returnNationalities === true, query.returnMatchingTypes === true))],
    [
      listMaids,
      ({ view, query, lang }) => {
        const { page, pageSize, ...filters } = query as unknown as { page: number; pageSize: number } & Parameters<typeof listMaidsJson>[1];
        return JSON.parse(listMaidsJson(view, filters, page, pageSize, lang));
      },
    ],
    [
      getMaid,
      ({ view, query, lang }) => {
        const maid = view.shown(query.housemaid as number);
        if (!maid) return Promise.reject(new NotRenderedOnServer('not shown'));
        const offerable = view.isOfferable(maid);
        if (!offerable && maid.status !== 'hired') return Promise.reject(new NotRenderedOnServer('held'));
        return { maid: maidProfile(view, maid, availabilityOf({ offerable, status: maid.status }, null), lang) };
      },
    ],
    [getGoogleRate, () => site.googleRate()],
    [getFaq, async ({ query, lang }) => ({ entries: await pages.faq((query.lang as Language | undefined) ?? lang) })],
    [
      getContentPage,
      async ({ params, query, lang }) => (await pages.page(params.pageCode!, (query.lang as Language | undefined) ?? lang)) ?? Promise.reject(new NotRenderedOnServer('no page')),
    ],
    [
      getParameters,
      async ({ query }) => {
        const codes = query.code as string[];
        const rows = await db.select().from(siteParameters).where(inArray(siteParameters.code, codes));
        const byCode = new Map(rows.map((row) => [row.code, row.value]));
        return codes.flatMap((code) => (byCode.has(code) ? [{ code, value: byCode.get(code)! }] : []));
      },
    ],
    [getTestimonials, ({ lang }) => testimonials.published(lang, { withDemo: app.config.SEED_DEMO_DATA })],
    [
      getWhatsappConfig,
      ({ query, lang }) =>
        findWhatsappConfig(db, app.config, {
          isForLandingPage: (query.isForLandingPage as boolean | undefined) ?? false,
          websiteType: query.websiteType === app.config.PRODUCT_SLUG ? (query.websiteType as string) : undefined,
          affiliateEventCode: query.affiliateEventCode as string | undefined,
          maidId: query.maidId as number | undefined,
          language: lang,
        }),
    ],
  ];
  const querySchemas = new Map<Contract, Promise<z.ZodType | undefined>>();
  const querySchema = (contract: Contract) => {
    let schema = querySchemas.get(contract);
    if (!schema) querySchemas.set(contract, (schema = contract.details().then((d) => d.query as z.ZodType | undefined)));
    return schema;
  };

  /** The answer to a GET of the API by a page rendered in `lang` from `view`; rejects what the browser must ask itself. */
  return (view: CatalogueView, lang: Language) =>
    async (method: string, url: string): Promise<unknown> => {
      const { pathname, searchParams } = new URL(url, 'http://local');
      for (const [contract, answer] of answers) {
        if (contract.method !== method) continue;
        const params = matchPath(contract.path, pathname);
        if (!params) continue;
        const schema = await querySchema(contract);
        const raw = Object.fromEntries(searchParams);
        // The same data a JSON round trip gives the browser (dates as strings, no undefined).
        return JSON.parse(JSON.stringify(await answer({ view, lang, params, query: schema ? (z.parse(schema, raw) as Record<string, unknown>) : raw })));
      }
      throw new NotRenderedOnServer(`${method} ${pathname}`);
    };
}
