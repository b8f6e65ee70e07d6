/**
 * A language's catalogue comes in parts, so a page loads only the texts it can show: `main` (the
 * shell and the catalogue's pages) before the first render, `pages` (content, FAQ, legal and
 * contact pages), `application` (the hire application's steps and form messages) and `service`
 * (My maid, once the maid has arrived) and `money` (the statement and the
 * card payment pages) and `interviews` (the booking sheet and the family's call page) with their pages or section, `head` (the route titles and
 * descriptions) with the first navigation; the server writes the first page's head itself. A text
 * belongs to the parts of the files it is written in, and to `main` alone when any of them is
 * there. Node only: the build plugin reads it.
 */
export type CatalogueArea = 'main' | 'pages' | 'application' | 'service' | 'money' | 'interviews' | 'head';

const AREAS: ReadonlyArray<[CatalogueArea, RegExp]> = [
  ['head', /^shared\/route-texts\.ts$/],
  ['pages', /^web\/features\/(pages|faq|legal|contact)\//],
  ['service', /^(web\/features\/my-application\/my-maid\/|shared\/service\/|shared\/api\/service\/)/],
  // The family's statement on /my-application and the card payment pages (issue 30).
  ['money', /^(web\/features\/(my-application\/statement|pay)\/|shared\/money\/|shared\/api\/money\/)/],
  // The booking sheet and the family's call page (issue 32); the card's "Talk to her first" button is in the first load.
  ['interviews', /^web\/features\/interviews\/(?!talk-button\.tsx$)/],
  ['application', /^(web\/features\/application\/|shared\/workflow\/|shared\/application\/(fields|step-checks|phone-step-checks|phone|iban)\.ts$)/],
];

/** The part of a source file's texts (a path from src/, with forward slashes). */
export function areaOfFile(file: string): CatalogueArea {
  return AREAS.find(([, pattern]) => pattern.test(file))?.[0] ?? 'main';
}

/** The parts a text is loaded with, from the files it is written in. */
export function areasOf(files: readonly string[]): Set<CatalogueArea> {
  const areas = new Set(files.map(areaOfFile));
  return areas.has('main') ? new Set(['main']) : areas;
}
