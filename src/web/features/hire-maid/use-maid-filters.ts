import { useCallback, useMemo } from 'react';
import { RELIGIONS } from '../../../shared/catalogue/religions';
import { FILTER_PARAMS, maidFilterParams, parseMaidFilters, type MaidFilters } from '../../../shared/catalogue/maid-filters';
import { useSearchParams } from '../../lib/router';

/**
 * The filters beyond the tabs, kept in the page's URL (the listmaids call's own parameter names),
 * so a filtered view can be shared and each choice is a history entry: back undoes it.
 */
export function useMaidFilters() {
  const [params, setParams] = useSearchParams();
  // Only the filter parameters, so the filters (and the list's query key) change only with them.
  const own = new URLSearchParams(FILTER_PARAMS.flatMap((p) => (params.has(p) ? [[p, params.get(p)!]] : []))).toString();
  const filters = useMemo(() => parseMaidFilters(new URLSearchParams(own), RELIGIONS), [own]);

  const setFilters = useCallback(
    (next: MaidFilters) => {
      void setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          for (const p of FILTER_PARAMS) out.delete(p);
          for (const [k, v] of Object.entries(maidFilterParams(next))) out.set(k, v);
          return out;
        },
        { preventScrollReset: true },
      );
    },
    [setParams],
  );

  return { filters, setFilters };
}
