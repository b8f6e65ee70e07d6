import { defineContract } from '../contract.js';

/** The back office's service desk: the families' requests after their maid arrived (issue 29; docs/api/admin.md). */

const load = () => import('./schemas.js');

export const listServiceRequests = defineContract({ method: 'GET', path: '/api/admin/service-requests', details: () => load().then((d) => d.listServiceRequests) });
export const getServiceRequest = defineContract({ method: 'GET', path: '/api/admin/service-requests/:id', details: () => load().then((d) => d.getServiceRequest) });
export const assignServiceRequest = defineContract({ method: 'POST', path: '/api/admin/service-requests/:id/owner', details: () => load().then((d) => d.assignServiceRequest) });
export const proposeReplacementMaid = defineContract({ method: 'POST', path: '/api/admin/service-requests/:id/new-maid', details: () => load().then((d) => d.proposeReplacementMaid) });
export const setReplacementArrival = defineContract({ method: 'POST', path: '/api/admin/service-requests/:id/arrival', details: () => load().then((d) => d.setReplacementArrival) });
export const markReplacementArrived = defineContract({ method: 'POST', path: '/api/admin/service-requests/:id/arrived', details: () => load().then((d) => d.markReplacementArrived) });
export const stopServiceDebits = defineContract({ method: 'POST', path: '/api/admin/service-requests/:id/stop-debits', details: () => load().then((d) => d.stopServiceDebits) });
export const recordRefund = defineContract({ method: 'POST', path: '/api/admin/service-requests/:id/refund', details: () => load().then((d) => d.recordRefund) });
export const closeServiceRequest = defineContract({ method: 'POST', path: '/api/admin/service-requests/:id/close', details: () => load().then((d) => d.closeServiceRequest) });
export const getServiceTerms = defineContract({ method: 'GET', path: '/api/admin/service-terms', details: () => load().then((d) => d.getServiceTerms) });
export const updateServiceTerms = defineContract({ method: 'PUT', path: '/api/admin/service-terms', details: () => load().then((d) => d.updateServiceTerms) });
export const setPublicHoliday = defineContract({ method: 'POST', path: '/api/admin/service-terms/holidays', details: () => load().then((d) => d.setPublicHoliday) });
export const removePublicHoliday = defineContract({ method: 'DELETE', path: '/api/admin/service-terms/holidays/:day', details: () => load().then((d) => d.removePublicHoliday) });
