/** Money as families read it: small on purpose, the maid cards load it. */

/** 'AED 3,150' or 'AED 3,307.50': fils only when there are some. */
export function formatAed(fils: number, locale = 'en-US'): string {
  const aed = fils / 100;
  const digits = Number.isInteger(aed) ? 0 : 2;
  return `AED ${new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: 2 }).format(aed)}`;
}

/** '5 %' from basis points. */
export const formatVatRate = (basisPoints: number) => `${basisPoints / 100} %`;
