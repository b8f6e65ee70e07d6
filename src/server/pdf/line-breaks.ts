/**
 * Where a PDF line may break: at a space, but never inside a value isolated left to right (an
 * amount, a phone number, an IBAN, a reference: U+2066…U+2069, isolate.ts), nor between "AED" and
 * its figure, nor at a no-break space. "(AED 210)" at a line's end went on as "(AED" and "210)" on
 * the next line (issue 31).
 */
const WORD = /(?:\u2066[^\u2069]*\u2069?|AED\s+[-−]?\d|[^\s]|[\u00a0\u202f])+/gu;

/** The pieces a line is made of, in order; a line joins them with one space. */
export const unbreakableWords = (text: string): string[] => text.match(WORD) ?? [];
