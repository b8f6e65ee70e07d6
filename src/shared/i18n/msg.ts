/** Values for a message's arguments. */
export type Vars = Readonly<Record<string, string | number>>;
/** A message compiled by @messageformat/core: its arguments in, the text out. */
export type Format = (vars?: Vars) => string;

const englishFormats = new Map<string, Format>();

/**
 * Marks an English text kept in a table (labels, titles, page content) as a key of the translation
 * catalogues: the extractor (src/web/lib/i18n/source-messages.ts) reads msg() literals like t()'s,
 * and the text is translated where it is shown, with t(). It returns the text unchanged. For a text
 * with arguments the web's build plugin passes its compiled English as `en`, kept here for t().
 */
export function msg<T extends string>(text: T, en?: Format): T {
  if (en) englishFormats.set(text, en);
  return text;
}

/** The compiled English of a msg() text with arguments, if any. */
export function englishFormatOf(text: string): Format | undefined {
  return englishFormats.get(text);
}
