/** U+2066 LEFT-TO-RIGHT ISOLATE … U+2069 POP DIRECTIONAL ISOLATE: what `<bdi dir="ltr">` is on a page. */
const LRI = '\u2066';
const PDI = '\u2069';

/**
 * A value that reads left to right wherever it stands (a phone number, an IBAN, a reference, an
 * amount, a date): in an Arabic line it stays one block, never reversed (bidi-text.ts, which does
 * not draw the marks).
 */
export const ltr = (value: string) => `${LRI}${value}${PDI}`;
