import { parse, type PluralCategory, type Token } from '@messageformat/parser';

/** A catalogue: message key → ICU MessageFormat text. */
export type Catalogue = Readonly<Record<string, string>>;

/**
 * The argument names an ICU message uses ({name}, {count, plural, …}, {when, date}), read by the
 * parser Lingui compiles with. Throws the parser's error when the message is not valid ICU; plural
 * and selectordinal case keys are checked against the categories of `locale`, and every plural or
 * select needs its "other" case.
 */
export function argumentsOf(message: string, locale = 'en'): Set<string> {
  const cardinal = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as PluralCategory[];
  const ordinal = new Intl.PluralRules(locale, { type: 'ordinal' }).resolvedOptions().pluralCategories as PluralCategory[];
  const names = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'content' || token.type === 'octothorpe') continue;
      names.add(token.arg);
      if (token.type === 'function') walk(token.param ?? []);
      else if (token.type !== 'argument') {
        // ICU requires it, and it is what a language's other forms fall back to.
        if (!token.cases.some((c) => c.key === 'other')) throw new Error(`{${token.arg}, ${token.type}} has no "other" case`);
        for (const c of token.cases) walk(c.tokens);
      }
    }
  };
  walk(parse(message, { cardinal, ordinal, strict: false }));
  return names;
}

/** The messages that are not valid ICU MessageFormat (in English, the source texts themselves). */
export function invalidMessages(texts: Iterable<string>, locale = 'en'): string[] {
  return [...texts].filter((text) => {
    try {
      argumentsOf(text, locale);
      return false;
    } catch {
      return true;
    }
  });
}

/**
 * Every problem of one language's catalogue against the source messages (key → English): a key
 * missing or left empty, a key no source message has, a text that is not valid ICU, or arguments
 * that differ from the English ones. An empty list means the catalogue is complete and usable.
 */
export function checkCatalogue(locale: string, source: Catalogue, catalogue: Catalogue): string[] {
  const problems: string[] = [];
  for (const [key, english] of Object.entries(source)) {
    const text = catalogue[key];
    if (!text) {
      problems.push(`${locale}: missing ${JSON.stringify(key)}`);
      continue;
    }
    let expected: Set<string>;
    let found: Set<string>;
    try {
      expected = argumentsOf(english, 'en');
    } catch (err) {
      problems.push(`en: invalid ICU in ${JSON.stringify(key)}: ${(err as Error).message}`);
      continue;
    }
    try {
      found = argumentsOf(text, locale);
    } catch (err) {
      problems.push(`${locale}: invalid ICU in ${JSON.stringify(key)}: ${(err as Error).message}`);
      continue;
    }
    const list = (s: Set<string>) => `{${[...s].sort().join(', ')}}`;
    if (list(expected) !== list(found)) {
      problems.push(`${locale}: placeholders of ${JSON.stringify(key)} are ${list(found)}, English has ${list(expected)}`);
    }
  }
  for (const key of Object.keys(catalogue)) {
    if (!Object.hasOwn(source, key)) problems.push(`${locale}: unused ${JSON.stringify(key)}`);
  }
  return problems;
}
