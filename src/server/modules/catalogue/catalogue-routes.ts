import type { FastifyInstance } from 'fastify';
import {
  getGoogleRate,
  getIpAddress,
  getMaid,
  getMainCcSiteInfo,
  listMaidFacets,
  getRemainingAvailableMaids,
  listMaids,
} from '../../../shared/api/catalogue/contracts.js';
import { NANNY_MODE } from '../../../shared/labels.js';
import { notFound } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { requestLanguage } from '../../i18n/request-language.js';
import { maidProfile } from './maid-profile.js';
import { availabilityOf } from '../../../shared/catalogue/maid-availability.js';
import { holdingApplicationOf, maidsHeldBySession } from '../application/reservation.js';
import { sendJsonText } from '../../http/send-json-text.js';
import { listMaidsJson, maidFacetsJson, mainSiteInfoJson, remainingAvailableMaidsJson } from './catalogue-json.js';
import type { Catalogue } from './catalogue-store.js';
import type { Reservations } from './my-list-routes.js';
import type { SiteRepository } from './site-repository.js';

interface Deps {
  catalogue: Catalogue;
  site: SiteRepository;
  /** The application's reservations: a maid this browser applies for stays in its My List. */
  reservations: Reservations;
}

/** The catalogue as the pages read it: the cards, what is left of My List, the site's main info. */
export function catalogueRoutes({ catalogue, site, reservations }: Deps) {
  return async (api: FastifyInstance) => {
    await route(api, listMaids, {}, async (request, reply) => {
      const { page, pageSize, ...filters } = request.query;
      return sendJsonText(reply, listMaidsJson(await catalogue.view(), filters, page, pageSize, requestLanguage(request)));
    });

    await route(api, listMaidFacets, {}, async (request, reply) => sendJsonText(reply, maidFacetsJson(await catalogue.view(), request.query)));

    // Hidden maids and those of a matching type the site does not offer are not found, like unknown ids.
    await route(api, getMaid, {}, async (request) => {
      const view = await catalogue.view();
      const maid = view.shown(request.query.housemaid);
      if (!maid) throw notFound('No maid with this id is shown on the site.');
      // An expired reservation makes her available again (maid-availability.ts); otherwise the
      // application holding her says why, unless it is this browser's own.
      const offerable = view.isOfferable(maid);
      const holding = offerable || maid.status === 'hired' ? null : await holdingApplicationOf(reservations.db, maid.id, reservations.cookieHashOf(request.headers.cookie));
      return { maid: maidProfile(view, maid, availabilityOf({ offerable, status: maid.status }, holding), requestLanguage(request)) };
    });

    await route(api, getRemainingAvailableMaids, {}, async (request, reply) => {
      const { housemaidIds, preferences, maidsMode, sessionId } = request.query;
      const view = await catalogue.view();
      // A maid reserved by this session's own open application stays in its My List.
      const reserved = housemaidIds.filter((id) => {
        const maid = view.maid(id);
        return maid?.status === 'reserved' && !view.isOfferable(maid);
      });
      const held =
        reserved.length > 0 ? await maidsHeldBySession(reservations.db, { sessionId, cookieHash: reservations.cookieHashOf(request.headers.cookie) }, reserved) : [];
      const json = remainingAvailableMaidsJson(view, housemaidIds, preferences, maidsMode === NANNY_MODE, requestLanguage(request), held);
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
