import { joinWithAnd, maidInfoParts } from '../../shared/maid-info.js';
import { formatAed } from '../../shared/pricing/money.js';
import { findRoute, routeParams } from '../../shared/routes.js';
import type { CatalogueView } from '../modules/catalogue/catalogue-view.js';
import type { CatalogueMaid } from '../modules/catalogue/snapshot-load.js';
import { mediaUrl } from '../modules/catalogue/housemaid-row.js';
import type { PageHead } from './render-head.js';

const MAID_ID = /^[1-9]\d{0,9}$/;

/** The maid a /maid/:id path names, when she is shown on the site. */
export function maidOfPath(view: CatalogueView, pathname: string): CatalogueMaid | undefined {
  const route = findRoute(pathname);
  if (route?.id !== 'maid') return undefined;
  const { id = '' } = routeParams(route, pathname);
  const n = Number(id);
  return MAID_ID.test(id) && n <= 2_147_483_647 ? view.shown(n) : undefined;
}

/**
 * Her page's head as a link preview shows it (WhatsApp, Facebook): her name and nationality in
 * the title, her card's info line and price as the description, and her poster as the image,
 * by absolute URL (a preview cannot resolve a relative one).
 */
export function maidHead(view: CatalogueView, maid: CatalogueMaid, origin: string): PageHead {
  // A link preview is read before any language is chosen: English, like the rest of the head.
  const card = view.maidCard(maid, 'en');
  const info = maidInfoParts({ ...card, nationalityMatchingType: { code: maid.matchingTypeCode } });
  const price = card.monthlyTotalFils === null ? '' : ` ${formatAed(card.monthlyTotalFils)} a month.`;
  return {
    title: `${maid.name}, ${maid.nationalityLabel} maid, ${maid.age}`,
    description: `${joinWithAnd(info)}. ${maid.experienceYears} years of experience.${price} Watch her video and hire her online.`,
    image: `${origin}${mediaUrl(maid.posterFile)}`,
    url: `${origin}/maid/${maid.id}`,
  };
}

/** The head of /maid/:id for a maid who is not shown: the page says so, with status 404. */
export const MAID_NOT_FOUND_HEAD: PageHead = {
  title: 'Maid not found',
  description: 'This maid is no longer shown on the site. See the maids available now.',
  noindex: true,
};
