import { useEffect } from 'react';
import { useLocation, useNavigate } from '../../lib/router';
import { parseIdParam, SHARED_LIST_PARAM } from '../../../shared/my-list';
import type { MyListApi } from './use-my-list';

/**
 * A shared list link (`?sgl=1,2,3`): its ids are merged into the shared list, whose tab is shown,
 * and the parameter leaves the URL so a reload after a removal does not bring a maid back.
 * `hash` is where the page goes next (e.g. 'saved' to open My List on a phone); `onMerged` follows.
 */
export function useSharedListLink(myList: Pick<MyListApi, 'mergeShared' | 'setTab'>, options: { hash?: string; onMerged?: () => void } = {}) {
  const location = useLocation();
  const navigate = useNavigate();
  const { mergeShared, setTab } = myList;
  const { hash, onMerged } = options;
  useEffect(() => {
    const query = new URLSearchParams(location.search);
    const raw = query.get(SHARED_LIST_PARAM);
    if (raw === null) return;
    mergeShared(parseIdParam(raw));
    setTab('shared-list');
    query.delete(SHARED_LIST_PARAM);
    navigate({ pathname: location.pathname, search: query.toString(), hash: hash ?? location.hash }, { replace: true });
    onMerged?.();
  }, [location.search, location.pathname, location.hash, hash, mergeShared, setTab, navigate, onMerged]);
}
