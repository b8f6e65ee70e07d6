import { defineContract } from '../contract.js';

/** The family's statement, invoices and card payments (issue 30; docs/api/money.md). */

const load = () => import('./schemas.js');

export const getStatement = defineContract({
  method: 'GET',
  path: '/api/sales/application/:id/statement',
  details: () => load().then((d) => d.getStatement),
});

export const getInvoicePdf = defineContract({
  method: 'GET',
  path: '/api/sales/application/:id/invoices/:invoiceId',
  file: ['application/pdf'],
  details: () => load().then((d) => d.getInvoicePdf),
});

export const startRowCheckout = defineContract({
  method: 'POST',
  path: '/api/sales/application/:id/statement/:rowId/checkout',
  details: () => load().then((d) => d.startRowCheckout),
});

export const getPaymentLink = defineContract({
  method: 'GET',
  path: '/api/pay/:token',
  details: () => load().then((d) => d.getPaymentLink),
});

export const startLinkCheckout = defineContract({
  method: 'POST',
  path: '/api/pay/:token/checkout',
  details: () => load().then((d) => d.startLinkCheckout),
});

export const getTestCheckout = defineContract({
  method: 'GET',
  path: '/api/pay/test-checkout/:checkoutId',
  details: () => load().then((d) => d.getTestCheckout),
});

export const completeTestCheckout = defineContract({
  method: 'POST',
  path: '/api/pay/test-checkout/:checkoutId',
  details: () => load().then((d) => d.completeTestCheckout),
});

export const cardWebhook = defineContract({
  method: 'POST',
  path: '/api/payments/:provider/webhook',
  details: () => load().then((d) => d.cardWebhook),
});
