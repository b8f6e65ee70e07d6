import { useEffect } from 'react';
import { useLocation } from '../../lib/router';
import { session } from '../../lib/storage';

const V_LAND = 'v_land';

/** The alternative landing shows when v_land is in the query or was earlier in the session. */
export function useLandingVariant(): 'default' | 'alternative' {
  const { search } = useLocation();
  const inQuery = new URLSearchParams(search).has(V_LAND);
  useEffect(() => {
    if (inQuery) session.set(V_LAND, '1');
  }, [inQuery]);
  return inQuery || session.get(V_LAND) === '1' ? 'alternative' : 'default';
}
