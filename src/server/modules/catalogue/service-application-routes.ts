import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { remainingAvailableMaidsSchema, successSchema } from '../../../shared/api/catalogue.js';
import { errorResponseSchema } from '../../../shared/api/common.js';
import { ipAddressSchema, mainSiteInfoSchema, type MainSiteInfo } from '../../../shared/api/site.js';
import { DEFAULT_LABELS, NANNY_LABELS, NANNY_MODE } from '../../../shared/labels.js';
import { notFound } from '../../http/errors.js';
import type { MaidsRepository } from './maids-repository.js';
import { mainSiteInfoQuery, releaseMaidQuery, remainingAvailableMaidsQuery } from './query-schemas.js';
import { remainingAvailableMaids } from './remaining-maids.js';
import type { ShortlistRepository } from './shortlist-repository.js';
import type { SiteRepository } from './site-repository.js';

interface Deps {
  maids: MaidsRepository;
  shortlist: ShortlistRepository;
  site: SiteRepository;
}

const failures = { '4xx': errorResponseSchema };

/** {sales}/ccserviceapplication/…: My List upkeep, the site's main info and the caller's address. */
export function serviceApplicationRoutes({ maids, shortlist, site }: Deps) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/sales/ccserviceapplication/releasemaid',
      { schema: { querystring: releaseMaidQuery, response: { 200: successSchema, ...failures } } },
      async (request) => {
        const { sessionId, housemaid } = request.query;
        if (!(await maids.exists(housemaid))) throw notFound(`No maid with id ${housemaid}`);
        await shortlist.remove(sessionId, housemaid);
        return { success: true as const };
      },
    );

    api.get(
      '/sales/ccserviceapplication/getremainingavailablemaids',
      {
        schema: {
          querystring: remainingAvailableMaidsQuery,
          response: { 200: remainingAvailableMaidsSchema, ...failures },
        },
      },
      async (request) => {
        const { housemaidIds, preferences, maidsMode } = request.query;
        const rows = await maids.findAsked(housemaidIds);
        const labels = maidsMode === NANNY_MODE ? NANNY_LABELS : DEFAULT_LABELS;
        return remainingAvailableMaids({ askedIds: housemaidIds, rows, preferences, labels });
      },
    );

    api.get(
      '/sales/ccserviceapplication/getmainccsiteinfo',
      { schema: { querystring: mainSiteInfoQuery, response: { 200: mainSiteInfoSchema, ...failures } } },
      async (request) => {
        const { returnNationalities, returnMatchingTypes } = request.query;
        const [siteConfig, nationalities, matchingTypes] = await Promise.all([
          site.siteConfig(),
          returnNationalities ? site.nationalities() : undefined,
          returnMatchingTypes ? site.matchingTypes() : undefined,
        ]);
        const info: MainSiteInfo = { siteConfig };
        if (nationalities) info.nationalities = nationalities;
        if (matchingTypes) info.matchingTypes = matchingTypes;
        return info;
      },
    );

    api.get(
      '/sales/ccserviceapplication/getipaddress',
      { schema: { response: { 200: ipAddressSchema } } },
      // Fastify derives request.ip from X-Forwarded-For only for the proxies TRUST_PROXY names.
      (request) => ({ ip: request.ip }),
    );
  };
}
