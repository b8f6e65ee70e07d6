import { defineContract } from '../contract.js';

/** The back office's money calls (issue 30; docs/api/money.md). */

const load = () => import('./schemas.js');

export const getApplicationStatement = defineContract({ method: 'GET', path: '/api/admin/applications/:id/statement', details: () => load().then((d) => d.getApplicationStatement) });
export const changeMonthlyPrice = defineContract({ method: 'POST', path: '/api/admin/applications/:id/monthly-price', details: () => load().then((d) => d.changeMonthlyPrice) });
export const getStaffInvoicePdf = defineContract({ method: 'GET', path: '/api/admin/invoices/:invoiceId', file: ['application/pdf'], details: () => load().then((d) => d.getStaffInvoicePdf) });
export const exportStatements = defineContract({ method: 'GET', path: '/api/admin/money/statements', file: ['text/csv'], details: () => load().then((d) => d.exportStatements) });
export const exportCollections = defineContract({ method: 'POST', path: '/api/admin/money/collections/export', file: ['text/csv'], details: () => load().then((d) => d.exportCollections) });
export const importCollectionResults = defineContract({ method: 'POST', path: '/api/admin/money/collections/import', details: () => load().then((d) => d.importCollectionResults) });
export const listCollectionImports = defineContract({ method: 'GET', path: '/api/admin/money/collections/imports', details: () => load().then((d) => d.listCollectionImports) });
export const listReturnedPayments = defineContract({ method: 'GET', path: '/api/admin/money/returned', details: () => load().then((d) => d.listReturnedPayments) });
