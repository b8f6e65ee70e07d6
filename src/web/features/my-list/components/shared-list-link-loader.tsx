import { lazy, Suspense } from 'react';
import { SHARED_LIST_PARAM } from '../../../../shared/my-list';
import { useLocation } from '../../../lib/router';
import type { SharedListLinkProps } from './shared-list-link';

const SharedListLink = lazy(() => import('./shared-list-link').then((m) => ({ default: m.SharedListLink })));

/**
 * Takes in a shared list link (`?sgl=…`, useSharedListLink). Most visits carry none, so its code
 * loads only with one, keeping the catalogue's first load within the JS budget (docs/performance.md).
 */
export function SharedListLinkLoader(props: SharedListLinkProps) {
  const { search } = useLocation();
  if (!new URLSearchParams(search).has(SHARED_LIST_PARAM)) return null;
  return (
    <Suspense fallback={null}>
      <SharedListLink {...props} />
    </Suspense>
  );
}
