import { defineContract } from '../contract.js';

/** "My maid": the family's service once the maid has arrived (issue 29; docs/api/service.md). */

const load = () => import('./schemas.js');

export const getFamilyService = defineContract({
  method: 'GET',
  path: '/api/sales/application/:id/service',
  details: () => load().then((d) => d.getFamilyService),
});

export const requestReplacement = defineContract({
  method: 'POST',
  path: '/api/sales/application/:id/service/replacement',
  details: () => load().then((d) => d.requestReplacement),
});

export const confirmReplacementArrival = defineContract({
  method: 'POST',
  path: '/api/sales/application/:id/service/replacement/:requestId/confirm-arrival',
  details: () => load().then((d) => d.confirmReplacementArrival),
});

export const reportProblem = defineContract({
  method: 'POST',
  path: '/api/sales/application/:id/service/problem',
  details: () => load().then((d) => d.reportProblem),
});

export const getCancellationQuote = defineContract({
  method: 'GET',
  path: '/api/sales/application/:id/service/cancellation',
  details: () => load().then((d) => d.getCancellationQuote),
});

export const sendCancellationCode = defineContract({
  method: 'POST',
  path: '/api/sales/application/:id/service/cancellation/code',
  details: () => load().then((d) => d.sendCancellationCode),
});

export const cancelService = defineContract({
  method: 'POST',
  path: '/api/sales/application/:id/service/cancellation',
  details: () => load().then((d) => d.cancelService),
});
