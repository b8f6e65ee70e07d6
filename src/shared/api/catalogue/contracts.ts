import { defineContract } from '../contract.js';

/** The maid catalogue: the hire-maid page's cards, My List, and the site's main info (spec section 7). */

/** The calls' details: their schemas and documentation, loaded when first needed. */
const load = () => import('./schemas.js');

export const listMaids = defineContract({
  method: 'GET',
  path: '/api/sales/matchedvideos/listmaids',
  details: () => load().then((d) => d.listMaids),
});

export const listMaidFacets = defineContract({
  method: 'GET',
  path: '/api/sales/matchedvideos/listmaidfacets',
  details: () => load().then((d) => d.listMaidFacets),
});

export const getMaid = defineContract({
  method: 'GET',
  path: '/api/sales/matchedvideos/getmaid',
  details: () => load().then((d) => d.getMaid),
});

export const addToShortlist = defineContract({
  method: 'GET',
  path: '/api/sales/matchedvideos/addtoshortlist',
  details: () => load().then((d) => d.addToShortlist),
});

export const releaseMaid = defineContract({
  method: 'GET',
  path: '/api/sales/ccserviceapplication/releasemaid',
  details: () => load().then((d) => d.releaseMaid),
});

export const getRemainingAvailableMaids = defineContract({
  method: 'GET',
  path: '/api/sales/ccserviceapplication/getremainingavailablemaids',
  details: () => load().then((d) => d.getRemainingAvailableMaids),
});

export const getMainCcSiteInfo = defineContract({
  method: 'GET',
  path: '/api/sales/ccserviceapplication/getmainccsiteinfo',
  details: () => load().then((d) => d.getMainCcSiteInfo),
});

export const getGoogleRate = defineContract({
  method: 'GET',
  path: '/api/sales/matchedvideos/getgooglerate',
  details: () => load().then((d) => d.getGoogleRate),
});

export const getIpAddress = defineContract({
  method: 'GET',
  path: '/api/sales/ccserviceapplication/getipaddress',
  details: () => load().then((d) => d.getIpAddress),
});

/**
 * The main site info as every page asks for it. The hire-maid pages wait for it, and the server
 * preloads this very URL from their head (a preload is used only by a request for the same URL).
 */
export const MAIN_SITE_INFO_QUERY = { returnNationalities: true, returnMatchingTypes: true } as const;
