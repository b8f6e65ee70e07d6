import { useEffect, useMemo } from 'react';
import { useLocation } from '../../lib/router';
import { applyLabels, MAIDS_MODE_KEY, maidsModeFromSwitch, resolveLabels, type LabelOptions } from '../../../shared/labels';
import { findRoute } from '../../../shared/public-routes';
import { t, translation, type Format, type Vars } from '../../lib/i18n';
import { session } from '../../lib/storage';
import { useHydrated } from '../../lib/use-hydrated';

const HIDE_FULL_TIME_KEY = 'v_nfts';

/**
 * The page's worker labels (nanny mode, v_nfts) and `label`, which translates a visible text and
 * then applies the labels. Every visible text with the word maid goes through it. switch_m and v_nfts are remembered for the
 * session, so later pages keep the mode.
 */
export type LabelFn = (text: string, vars?: Vars, en?: Format) => string;

/**
 * A text with the page's worker label. English swaps the words after formatting; another language
 * looks up the English with the words swapped (its catalogue words nanny mode itself: the
 * extractor adds those keys), and falls back to the English when it has no such wording (a
 * configured label of the agency's own, or 'full-time' hidden).
 */
export function labelled(text: string, labels: LabelOptions, vars?: Vars, en?: Format): string {
  return translation(applyLabels(text, { ...labels, hideFullTime: false }), vars) ?? applyLabels(t(text, vars, en), labels);
}

export function useLabels(): { labels: LabelOptions; label: LabelFn } {
  const { pathname, search } = useLocation();
  // The mode this session chose earlier counts once hydrated: the server's page knows only the URL.
  const hydrated = useHydrated();
  useEffect(() => {
    const query = new URLSearchParams(search);
    const switched = maidsModeFromSwitch(query.get('switch_m'));
    if (switched) session.set(MAIDS_MODE_KEY, switched);
    if (query.has('v_nfts')) session.set(HIDE_FULL_TIME_KEY, '1');
  }, [search]);
  return useMemo(() => {
    const labels = resolveLabels({
      pathname,
      search,
      routeNannyMode: findRoute(pathname)?.nannyMode,
      sessionMaidsMode: hydrated ? session.get(MAIDS_MODE_KEY) : null,
      sessionHideFullTime: hydrated && session.get(HIDE_FULL_TIME_KEY) === '1',
    });
    return {
      labels,
      label: (text: string, vars?: Vars, en?: Format) => labelled(text, labels, vars, en),
    };
  }, [pathname, search, hydrated]);
}
