import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from '../../lib/router';
import type { Living, MatchingType } from '../../../shared/api/catalogue/schemas';
import {
  flagMatchingType,
  NATIONALITY_FLAG_NAMES,
  PREFERENCE_KEY,
  preferMatchingType,
  resolveNationalityFlag,
  serializePreferences,
  type NationalityFlag,
} from '../../../shared/preferences';
import { local, session } from '../../lib/storage';
import { useHydrated } from '../../lib/use-hydrated';
import { readPreferences } from './read-preferences';

const SELECTED_TAB_KEY = 'selectedTab';
const NO_PREFERENCES: number[] = [];

function rememberedFlags(): NationalityFlag[] {
  return NATIONALITY_FLAG_NAMES.filter((f) => session.get(f) === '1');
}

function parseLiving(value: string | null): Living | undefined {
  return value === 'live_in' || value === 'live_out' ? value : undefined;
}

/**
 * The hire-maid page's view, kept in the URL so a link reproduces it: `tab` (a matching type code)
 * and `living`. Campaign parameters are folded in once and removed: check_pref=live_out becomes
 * living=live_out; v_african / v_filipina / v_ethiopian are remembered for the session, clear the
 * other two and the selected tab (spec section 4), and make their type the default tab.
 */
export function useCatalogueState(matchingTypes: readonly MatchingType[] | undefined) {
  const [params, setParams] = useSearchParams();
  // This browser's remembered tab and preferences count once hydrated: the server's page shows the first tab.
  const hydrated = useHydrated();
  const [stored, setPreferences] = useState<number[]>(readPreferences);
  const preferences = hydrated ? stored : NO_PREFERENCES;

  // Fold the one-off campaign parameters into the view.
  useEffect(() => {
    const { flag, fromQuery, clear } = resolveNationalityFlag(params, rememberedFlags());
    const checkPref = params.get('check_pref');
    if (!fromQuery && checkPref === null) return;
    const next = new URLSearchParams(params);
    if (fromQuery && flag) {
      session.set(flag, '1');
      for (const f of clear) session.remove(f);
      session.remove(SELECTED_TAB_KEY);
      next.delete('tab');
      for (const f of NATIONALITY_FLAG_NAMES) next.delete(f);
    }
    if (checkPref !== null) {
      if (checkPref === 'live_out' || checkPref === 'live_in') next.set('living', checkPref);
      next.delete('check_pref');
    }
    setParams(next, { replace: true, preventScrollReset: true });
  }, [params, setParams]);

  const allowed = useMemo(() => (matchingTypes ?? []).filter((t) => !t.notAllowed), [matchingTypes]);

  const selected = useMemo<MatchingType | undefined>(() => {
    if (allowed.length === 0) return undefined;
    const byCode = (code: string | null | undefined) => (code ? allowed.find((t) => t.code === code) : undefined);
    const flag = hydrated ? rememberedFlags().at(-1) : undefined;
    return (
      byCode(params.get('tab')) ??
      byCode(hydrated ? session.get(SELECTED_TAB_KEY) : null) ??
      (flag ? byCode(flagMatchingType(flag)) : undefined) ??
      allowed.find((t) => t.id === preferences[0]) ??
      allowed[0]
    );
  }, [allowed, params, preferences, hydrated]);

  // The shown tab is the visitor's preference: it goes first, earlier choices stay after it.
  useEffect(() => {
    if (!hydrated || !selected || preferences[0] === selected.id) return;
    const next = preferMatchingType(preferences, selected.id);
    local.set(PREFERENCE_KEY, serializePreferences(next));
    setPreferences(next);
  }, [selected, preferences, hydrated]);

  const living = parseLiving(params.get('living'));

  const update = useCallback(
    (patch: Record<string, string | undefined>) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch)) {
            if (v === undefined) next.delete(k);
            else next.set(k, v);
          }
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  const selectTab = useCallback(
    (type: MatchingType) => {
      session.set(SELECTED_TAB_KEY, type.code);
      update({ tab: type.code });
    },
    [update],
  );

  const selectLiving = useCallback((value: Living | undefined) => update({ living: value }), [update]);

  const maidIdRaw = Number(params.get('maidId'));
  const maidId = Number.isInteger(maidIdRaw) && maidIdRaw > 0 && maidIdRaw <= 2_147_483_647 ? maidIdRaw : undefined;

  return { allowed, selected, living, selectTab, selectLiving, preferences, maidId };
}
