import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { remainingAvailableMaidsSchema, successSchema } from '../../../shared/api/catalogue.js';
import { errorResponseSchema } from '../../../shared/api/common.js';
import { ipAddressSchema, mainSiteInfoSchema } from '../../../shared/api/site.js';
import { NANNY_MODE } from '../../../shared/labels.js';
import { notFound } from '../../http/errors.js';
import { sendJsonText } from '../../http/send-json-text.js';
import { mainSiteInfoJson, remainingAvailableMaidsJson } from './catalogue-json.js';
import type { Catalogue } from './catalogue-store.js';
import { mainSiteInfoQuery, releaseMaidQuery, remainingAvailableMaidsQuery } from './query-schemas.js';
import type { ShortlistRepository } from './shortlist-repository.js';

interface Deps {
  catalogue: Catalogue;
  shortlist: ShortlistRepository;
}

const failures = { '4xx': errorResponseSchema };

/** {sales}/ccserviceapplication/…: My List upkeep, the site's main info and the caller's address. */
export function serviceApplicationRoutes({ catalogue, shortlist }: Deps) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/sales/ccserviceapplication/releasemaid',
      { schema: { querystring: releaseMaidQuery, response: { 200: successSchema, ...failures } } },
      async (request) => {
        const { sessionId, housemaid } = request.query;
        if (!(await catalogue.view()).maid(housemaid)) throw notFound(`No maid with id ${housemaid}`);
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
      async (request, reply) => {
        const { housemaidIds, preferences, maidsMode } = request.query;
        const json = remainingAvailableMaidsJson(await catalogue.view(), housemaidIds, preferences, maidsMode === NANNY_MODE);
        return sendJsonText(reply, json);
      },
    );

    api.get(
      '/sales/ccserviceapplication/getmainccsiteinfo',
      { schema: { querystring: mainSiteInfoQuery, response: { 200: mainSiteInfoSchema, ...failures } } },
      async (request, reply) => {
        const { returnNationalities = false, returnMatchingTypes = false } = request.query;
        return sendJsonText(reply, mainSiteInfoJson(await catalogue.view(), returnNationalities, returnMatchingTypes));
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
