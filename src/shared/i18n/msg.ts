/**
 * Marks an English text kept in a table (labels, titles, page content) as a key of the translation
 * catalogues: the extractor (src/web/lib/i18n/source-messages.ts) reads msg() literals like t()'s,
 * and the text is translated where it is shown, with t(). It returns the text unchanged.
 */
export const msg = <T extends string>(text: T): T => text;
