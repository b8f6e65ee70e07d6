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

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A text that names both workers ('maids and nannies', 'a maid or nanny', 'maid, nanny') would
 * name the label twice once maid becomes it: 'nannies and nannies'. Where the maid word and the
 * label stand side by side in the same number, the maid word and its joint go, so the text names
 * the label once ('Full-time nannies', 'a full-time nanny'); 'nannies and maid visas' keeps both.
 */
function dropMaidBesideLabel(text: string, options: LabelOptions): string {
  const joint = '(?:,\\s*|\\s+(?:and|or|&)\\s+|\\s*/\\s*)';
  let out = text;
  for (const [maid, label] of [['maids', options.plural], ['maid', options.singular]] as const) {
    const word = escapeRegExp(label);
    out = out
      .replace(new RegExp(`\\b(${maid})${joint}(${word})\\b`, 'gi'), (_m, m: string, l: string) => matchCase(m, l))
      .replace(new RegExp(`\\b(${word})${joint}${maid}\\b`, 'gi'), '$1');
  }
  return out;
}

/** Replaces maid/maids (any case, whole words) and optionally removes 'full-time'. */
export function applyLabels(text: string, options: LabelOptions): string {
  let out = text;
  if (options.singular !== 'maid' || options.plural !== 'maids') {
    out = dropMaidBesideLabel(out, options).replace(/\b(maids|maid)\b/gi, (m) =>
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

/** Session key and value of nanny mode (spec section 3). */
export const MAIDS_MODE_KEY = 'maidsMode';
export const NANNY_MODE = 'nannyMode';
export const MAID_MODE = 'maidMode';

/**
 * The switch_m query parameter turns nanny mode on or off for the session: 'nanny' (or 'nannyMode')
 * on, 'maid' (or 'maidMode') off; anything else leaves it alone.
 */
export function maidsModeFromSwitch(value: string | null | undefined): typeof NANNY_MODE | typeof MAID_MODE | undefined {
  const v = value?.trim().toLowerCase();
  if (v === 'nanny' || v === 'nannymode') return NANNY_MODE;
  if (v === 'maid' || v === 'maidmode') return MAID_MODE;
  return undefined;
}

/** The labels of a page: nanny mode from the URL, route data or session, and v_nfts from the query or session. */
export function resolveLabels(input: {
  pathname: string;
  search: string;
  routeNannyMode?: boolean;
  sessionMaidsMode?: string | null;
  sessionHideFullTime?: boolean;
}): LabelOptions {
  const query = new URLSearchParams(input.search);
  const switched = maidsModeFromSwitch(query.get('switch_m'));
  const mode = switched ?? input.sessionMaidsMode;
  // An explicit switch to maids wins over the session, but never over a nanny URL or route.
  const nanny =
    switched === MAID_MODE
      ? isNannyMode({ url: input.pathname, routeNannyMode: input.routeNannyMode })
      : isNannyMode({ url: input.pathname + input.search, routeNannyMode: input.routeNannyMode, sessionMaidsMode: mode });
  return {
    ...(nanny ? NANNY_LABELS : DEFAULT_LABELS),
    hideFullTime: query.has('v_nfts') || input.sessionHideFullTime === true,
  };
}
