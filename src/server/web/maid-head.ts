import { joinWithAnd, maidInfoParts } from '../../shared/maid-info.js';
import { formatAed } from '../../shared/pricing/money.js';
import { findRoute, routeParams } from '../../shared/routes.js';
import type { CatalogueView } from '../modules/catalogue/catalogue-view.js';
import type { CatalogueMaid } from '../modules/catalogue/snapshot-load.js';
import { mediaUrl } from '../modules/catalogue/housemaid-row.js';
import type { PageHead } from './render-head.js';
import { DEFAULT_LABELS } from '../../shared/labels.js';
import type { Language } from '../../shared/tracking.js';
import { t } from '../i18n/t.js';
import { pageText } from './page-texts.js';

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
 * The title is the page's own, shown in the tab and read out: in the page's language (issue 31).
 * A link preview is read before any language is chosen, so the description stays English.
 */
export function maidHead(view: CatalogueView, maid: CatalogueMaid, origin: string, lang: Language = 'en'): PageHead {
  const card = view.maidCard(maid, 'en');
  const info = maidInfoParts({ ...card, nationalityMatchingType: { code: maid.matchingTypeCode } });
  const price = card.monthlyTotalFils === null ? '' : ` ${formatAed(card.monthlyTotalFils)} a month.`;
  return {
    title: t(lang, '{name}, {nationality} maid, {age}', { name: maid.name, nationality: pageText(lang, maid.nationalityLabel, DEFAULT_LABELS), age: maid.age }),
    description: `${joinWithAnd(info)}. ${maid.experienceYears} years of experience.${price} Watch her video and hire her online.`,
    image: `${origin}${mediaUrl(maid.posterFile)}`,
    url: `${origin}/maid/${maid.id}`,
  };
}

/** The head of /maid/:id for a maid who is not shown: the page says so, with status 404. */
export const maidNotFoundHead = (lang: Language = 'en'): PageHead => ({
  title: t(lang, 'Maid not found'),
  description: t(lang, 'This maid is no longer shown on the site. See the maids available now.'),
  noindex: true,
});
