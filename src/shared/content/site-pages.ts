import type { LocalizedText } from '../i18n/localized-text.js';
import { routes, type RouteIdOf } from '../routes.js';

/**
 * The pages whose texts staff write (issue 31): the FAQ's entries and these content pages, kept in
 * the database (faq_entries, content_pages) rather than in the web's code. The other routes of the
 * content-page module (locations, about us, maps, cookies disabled) draw maps and lists of their
 * own and stay in code. docs/decisions/2026-11-28-faq-and-content-pages.md.
 */
export const STAFF_WRITTEN_PAGES = [
  'services',
  'termsOfService',
  'welcome',
  'welcomeProduct',
  'welcomeLiveOut',
  'takeMaidThumbprint',
  'medDxb',
  'medAuh',
  'gccGuide',
  'gccGuideAuh',
  'gccKenya',
  'oec',
  'noOec',
  'oecMaid',
  'noOecMaid',
] as const satisfies ReadonlyArray<RouteIdOf<'content-page'>>;

export type StaffWrittenPage = (typeof STAFF_WRITTEN_PAGES)[number];

/** A content page's key in the database and in its calls: its route's page code. */
export const CONTENT_PAGE_CODES: readonly string[] = STAFF_WRITTEN_PAGES.map((id) => routes[id].pageCode);

/** The route of a content page's code, or undefined for a code that is not one. */
export const contentPageRoute = (pageCode: string): StaffWrittenPage | undefined => STAFF_WRITTEN_PAGES.find((id) => routes[id].pageCode === pageCode);

/** A section of a content page: a heading, then paragraphs, then a list, each text in every language. */
export interface ContentSection<T = LocalizedText> {
  heading: T;
  paragraphs: T[];
  items: T[];
}
