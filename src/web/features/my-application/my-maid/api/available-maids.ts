import { useInfiniteQuery } from '@tanstack/react-query';
import { listMaids } from '../../../../../shared/api/catalogue/contracts';
import { api } from '../../../../lib/api';

const PAGE_SIZE = 12;

/**
 * The maids a family can choose as a replacement: the catalogue's public list (docs/api/catalogue.md,
 * listmaids), which holds offerable maids only, a page at a time. The server checks again when she
 * is chosen: one another family took meanwhile is refused with a sentence.
 */
export const useAvailableMaids = () =>
  useInfiniteQuery({
    queryKey: ['replacement-maids'],
    queryFn: ({ pageParam, signal }) => api(listMaids, { query: { page: pageParam, pageSize: PAGE_SIZE } }, { signal, silent: true }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
