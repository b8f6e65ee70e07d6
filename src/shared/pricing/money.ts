/** Money as families read it: small on purpose, the maid cards load it. */

/**
 * 'AED 3,150' or 'AED 3,307.50': fils only when there are some. Written out rather than with
 * Intl.NumberFormat: the first formatter a page builds costs a phone about 25 ms (ICU loads its
 * number data), inside the long task that renders the catalogue's cards.
 */
export function formatAed(fils: number): string {
  const abs = Math.abs(Math.round(fils));
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = abs % 100;
  return `AED ${fils < 0 && abs > 0 ? '-' : ''}${whole}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}

/**
 * An amount inside a sentence: isolated left to right (U+2066…U+2069, so an Arabic sentence never
 * turns it into '3,150 AED'), and never broken between AED and its figure (a no-break space).
 */
export const amountInText = (fils: number): string => `\u2066${formatAed(fils).replace(' ', '\u00a0')}\u2069`;

/** '5 %' from basis points. */
export const formatVatRate = (basisPoints: number) => `${basisPoints / 100} %`;
