import { useSharedListLink } from '../use-shared-list-link';
import type { MyListApi } from '../use-my-list';

export interface SharedListLinkProps {
  myList: Pick<MyListApi, 'mergeShared' | 'setTab'>;
  hash?: string;
  onMerged?: () => void;
}

/** useSharedListLink as a component, so it can load only with a link that carries `?sgl=`. */
export function SharedListLink({ myList, hash, onMerged }: SharedListLinkProps) {
  useSharedListLink(myList, { hash, onMerged });
  return null;
}
