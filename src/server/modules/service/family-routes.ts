import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import {
  cancelService,
  confirmReplacementArrival,
  getCancellationQuote,
  getFamilyService,
  reportProblem,
  requestReplacement,
  sendCancellationCode,
} from '../../../shared/api/service/contracts.js';
import { route } from '../../http/route.js';
import { callerOf, resolveCaller } from '../application/access.js';
import type { ServiceDeps } from '../application/service-deps.js';
import type { SmsProvider } from '../application/sms-provider.js';
import { createFamilyService, NO_SERVICE } from './family-service.js';

/**
 * "My maid" (issue 29): the family's calls about their service, in the application's scope and
 * behind its access check: the client's browser or a redeemed link, never the spouse's link.
 */
export function familyServiceRoutes(deps: ServiceDeps & { sms: SmsProvider; gate: (action: string) => preHandlerAsyncHookHandler[] }) {
  const calls = createFamilyService(deps, deps.sms);
  const client = resolveCaller(deps.db, deps.keys, { spouseRefused: NO_SERVICE });
  return async (api: FastifyInstance) => {
    await route(api, getFamilyService, { preHandler: client }, (request) => calls.view(callerOf(request)));
    await route(api, requestReplacement, { preHandler: client }, (request) => calls.requestReplacement(callerOf(request), request.body));
    await route(api, confirmReplacementArrival, { preHandler: client }, (request) => calls.confirmReplacementArrival(callerOf(request), request.params.requestId));
    await route(api, reportProblem, { preHandler: client }, (request) => calls.reportProblem(callerOf(request), request.body));
    await route(api, getCancellationQuote, { preHandler: client }, (request) => calls.cancellationQuote(callerOf(request)));
    await route(api, sendCancellationCode, { preHandler: [...deps.gate('send-sms'), client] }, (request) => calls.sendCancellationCode(callerOf(request)));
    await route(api, cancelService, { preHandler: client }, (request) => calls.cancel(callerOf(request), request.body.code));
  };
}
