import { defineContract } from '../contract.js';

/**
 * The back office's price lists (DESIGN: Prices): per service and nationality group, the monthly
 * fee, the VAT rate and the items, which the maid cards and the signed forms show.
 */

/** The calls' details: their schemas and documentation, loaded when first needed. */
const load = () => import('./schemas.js');

export const listPriceLists = defineContract({
  method: 'GET',
  path: '/api/admin/price-lists',
  details: () => load().then((d) => d.listPriceLists),
});

export const createPriceList = defineContract({
  method: 'POST',
  path: '/api/admin/price-lists',
  details: () => load().then((d) => d.createPriceList),
});

export const updatePriceList = defineContract({
  method: 'PUT',
  path: '/api/admin/price-lists/:id',
  details: () => load().then((d) => d.updatePriceList),
});

export const getPriceListReach = defineContract({
  method: 'GET',
  path: '/api/admin/price-lists/:id/reach',
  details: () => load().then((d) => d.getPriceListReach),
});

export const deletePriceList = defineContract({
  method: 'DELETE',
  path: '/api/admin/price-lists/:id',
  details: () => load().then((d) => d.deletePriceList),
});
