import type { FastifyInstance } from 'fastify';
import {
  getGoogleRate,
  getIpAddress,
  getMainCcSiteInfo,
  getRemainingAvailableMaids,
  listMaids,
} from '../../../shared/api/catalogue/contracts.js';
import { NANNY_MODE } from '../../../shared/labels.js';
import { route } from '../../http/route.js';
import { sendJsonText } from '../../http/send-json-text.js';
import { listMaidsJson, mainSiteInfoJson, remainingAvailableMaidsJson } from './catalogue-json.js';
import type { Catalogue } from './catalogue-store.js';
import type { SiteRepository } from './site-repository.js';

interface Deps {
  catalogue: Catalogue;
  site: SiteRepository;
}

/** The catalogue as the pages read it: the cards, what is left of My List, the site's main info. */
export function catalogueRoutes({ catalogue, site }: Deps) {
  return async (api: FastifyInstance) => {
    await route(api, listMaids, {}, async (request, reply) => {
      const { page, pageSize, ...filters } = request.query;
      return sendJsonText(reply, listMaidsJson(await catalogue.view(), filters, page, pageSize));
    });

    await route(api, getRemainingAvailableMaids, {}, async (request, reply) => {
      const { housemaidIds, preferences, maidsMode } = request.query;
      const json = remainingAvailableMaidsJson(await catalogue.view(), housemaidIds, preferences, maidsMode === NANNY_MODE);
      return sendJsonText(reply, json);
    });

    await route(api, getMainCcSiteInfo, {}, async (request, reply) => {
      const { returnNationalities = false, returnMatchingTypes = false } = request.query;
      return sendJsonText(reply, mainSiteInfoJson(await catalogue.view(), returnNationalities, returnMatchingTypes));
    });

    await route(api, getGoogleRate, {}, () => site.googleRate());

    // Fastify derives request.ip from X-Forwarded-For only for the proxies TRUST_PROXY names.
    await route(api, getIpAddress, {}, (request) => ({ ip: request.ip }));
  };
}
