/**
 * The worker label: the word maid/maids is swapped site-wide (nanny mode, or a configured label),
 * and 'full-time' can be hidden (v_nfts). Used for visible text, <title> and meta tags alike.
 */
export interface LabelOptions {
  singular: string;
  plural: string;
  hideFullTime: boolean;
}

export const DEFAULT_LABELS: LabelOptions = { singular: 'maid', plural: 'maids', hideFullTime: false };
export const NANNY_LABELS: LabelOptions = { singular: 'nanny', plural: 'nannies', hideFullTime: false };

function matchCase(source: string, word: string): string {
  if (source === source.toUpperCase() && source.length > 1) return word.toUpperCase();
  if (source[0] === source[0]?.toUpperCase()) return word[0]!.toUpperCase() + word.slice(1);
  return word;
}

/** Replaces maid/maids (any case, whole words) and optionally removes 'full-time'. */
export function applyLabels(text: string, options: LabelOptions): string {
  let out = text;
  if (options.singular !== 'maid' || options.plural !== 'maids') {
    out = out.replace(/\b(maids|maid)\b/gi, (m) =>
      matchCase(m, m.toLowerCase() === 'maids' ? options.plural : options.singular),
    );
  }
  if (options.hideFullTime) {
    out = out
      .replace(/\bfull[- ]time\s+/gi, '')
      .replace(/\s+full[- ]time\b/gi, '')
      .replace(/\bfull[- ]time\b/gi, '');
    out = out.replace(/(^|[.!?]\s+)([a-z])/g, (_m, p: string, c: string) => p + c.toUpperCase());
  }
  return out;
}

/** Nanny mode: the URL contains babysitter or nanny, route data says so, or the session holds maidsMode=nannyMode. */
export function isNannyMode(input: { url: string; routeNannyMode?: boolean; sessionMaidsMode?: string | null }): boolean {
  return (
    /babysitter|nanny/i.test(input.url) || input.routeNannyMode === true || input.sessionMaidsMode === 'nannyMode'
  );
}
