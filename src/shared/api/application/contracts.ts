import { defineContract } from '../contract.js';

/** The hire application (spec sections 4, 5 and 7): its steps under /api/sales/application, and the two ccserviceapplication getters. */

/** The calls' details: their schemas and documentation, loaded when first needed. */
const load = () => import('./schemas.js');

/** What an uploaded document or a mandate may be. */
const DOCUMENT_FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

export const createApplication = defineContract({
  method: 'POST',
  path: '/api/sales/application/create',
  details: () => load().then((d) => d.createApplication),
});

export const getApplication = defineContract({
  method: 'GET',
  path: '/api/sales/application/:id',
  details: () => load().then((d) => d.getApplication),
});

export const submitStep = defineContract({
  method: 'POST',
  path: '/api/sales/application/:id/steps/:step',
  details: () => load().then((d) => d.submitStep),
});

export const setPaymentMethod = defineContract({
  method: 'POST',
  path: '/api/sales/application/:id/payment-method',
  details: () => load().then((d) => d.setPaymentMethod),
});

export const requestExistingClientCode = defineContract({
  method: 'POST',
  path: '/api/sales/application/:id/existing-client/code',
  details: () => load().then((d) => d.requestExistingClientCode),
});

export const verifyExistingClient = defineContract({
  method: 'POST',
  path: '/api/sales/application/:id/existing-client/verify',
  details: () => load().then((d) => d.verifyExistingClient),
});

export const saveDraft = defineContract({
  method: 'PUT',
  path: '/api/sales/application/:id/drafts/:step',
  details: () => load().then((d) => d.saveDraft),
});

export const uploadDocument = defineContract({
  method: 'POST',
  path: '/api/sales/application/:id/documents/:kind',
  details: () => load().then((d) => d.uploadDocument),
});

export const removeDocument = defineContract({
  method: 'DELETE',
  path: '/api/sales/application/:id/documents/:kind',
  details: () => load().then((d) => d.removeDocument),
});

export const getDocumentFile = defineContract({
  method: 'GET',
  path: '/api/sales/application/:id/files/:docId',
  file: DOCUMENT_FILE_TYPES,
  details: () => load().then((d) => d.getDocumentFile),
});

export const getDirectDebitMandate = defineContract({
  method: 'GET',
  path: '/api/sales/application/:id/direct-debit-mandate',
  file: ['application/pdf'],
  details: () => load().then((d) => d.getDirectDebitMandate),
});

export const sendSms = defineContract({
  method: 'POST',
  path: '/api/sales/application/:id/sms',
  details: () => load().then((d) => d.sendSms),
});

export const getPhoneLinkQr = defineContract({
  method: 'POST',
  path: '/api/sales/application/:id/phone-link-qr',
  details: () => load().then((d) => d.getPhoneLinkQr),
});

export const redeemLink = defineContract({
  method: 'POST',
  path: '/api/sales/application/link/redeem',
  details: () => load().then((d) => d.redeemLink),
});

export const getAppInfo = defineContract({
  method: 'GET',
  path: '/api/sales/ccserviceapplication/getappinfo',
  details: () => load().then((d) => d.getAppInfo),
});

export const getApplicationsBySessionId = defineContract({
  method: 'GET',
  path: '/api/sales/ccserviceapplication/getapplicationsbysessionId',
  details: () => load().then((d) => d.getApplicationsBySessionId),
});

export const getApplicationStatus = defineContract({
  method: 'GET',
  path: '/api/sales/application/:id/status',
  details: () => load().then((d) => d.getApplicationStatus),
});

export const sendSpouseLinkAgain = defineContract({
  method: 'POST',
  path: '/api/sales/application/:id/spouse-link',
  details: () => load().then((d) => d.sendSpouseLinkAgain),
});
