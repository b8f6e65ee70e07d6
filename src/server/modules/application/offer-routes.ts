import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { getMaidOffer, getSignedForms } from '../../../shared/api/offer/contracts.js';
import { quoteIn } from '../../../shared/pricing/price-list.js';
import { requestLanguage } from '../../i18n/request-language.js';
import { housemaids, nationalities } from '../../db/schema.js';
import { conflict, notFound } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { mediaUrl } from '../catalogue/housemaid-row.js';
import { availabilityOf } from '../../../shared/catalogue/maid-availability.js';
import { canBeOffered } from '../../maid-availability.js';
import { callerOf, cookieHashOf, readAccessCookie, resolveCaller } from './access.js';
import { NO_PRICE, quoteForMaid } from './maid-quote.js';
import { holdingApplicationOf } from './reservation.js';
import type { ServiceDeps } from './service-deps.js';
import { SERVICE_NAMES } from './signed-form-facts.js';
import { loadFormsAsShown } from './signed-forms-shown.js';

/** What a family pays and signs (shared/api/offer): shown before the application starts and above every signature. */
export function offerRoutes({ db, keys, config }: ServiceDeps) {
  const caller = resolveCaller(db, keys);
  return async (api: FastifyInstance) => {
    await route(api, getMaidOffer, {}, async (request) => {
      const { housemaidId } = request.query;
      const [maid] = await db
        .select({
          id: housemaids.id,
          name: housemaids.name,
          nationality: nationalities.label,
          posterFile: housemaids.posterFile,
          status: housemaids.status,
          reservedUntil: housemaids.reservedUntil,
          hidden: housemaids.hidden,
        })
        .from(housemaids)
        .innerJoin(nationalities, eq(nationalities.id, housemaids.nationalityId))
        .where(and(eq(housemaids.id, housemaidId), eq(housemaids.hidden, false)));
      if (!maid) throw notFound(`No maid with id ${housemaidId}`);
      // Whether this browser can start (or resume) her application: said before the price and Start, not by a 409 after.
      const offerable = canBeOffered({ ...maid, reservedUntil: maid.reservedUntil?.getTime() ?? null }, Date.now());
      const cookie = readAccessCookie(request);
      const holding = offerable || maid.status === 'hired' ? null : await holdingApplicationOf(db, maid.id, cookie ? cookieHashOf(keys, cookie) : null);
      const quote = await quoteForMaid(db, housemaidId);
      if (!quote) throw conflict(NO_PRICE);
      return {
        maid: { id: maid.id, name: maid.name, nationality: maid.nationality, posterURL: mediaUrl(maid.posterFile) },
        availability: availabilityOf({ offerable, status: maid.status }, holding),
        serviceName: SERVICE_NAMES[quote.service],
        // The labels in the visitor's language (their English where staff wrote none).
        quote: quoteIn(quote, requestLanguage(request)),
      };
    });

    // The spouse's signing link reads them too: they sign the monthly payment forms.
    // In the reader's language (the spouse's may differ from the client's), beside the English that is signed.
    await route(api, getSignedForms, { preHandler: caller }, async (request) => {
      const { applicationId, lang } = callerOf(request);
      const { reference, mandate, monthly } = await loadFormsAsShown(db, applicationId, config.SITE_NAME, lang);
      return { reference, mandate, monthly };
    });
  };
}
