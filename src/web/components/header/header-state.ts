import { useEffect } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/**
 * What a page tells the header: the My List heart (hire-maid pages) and a back action that
 * overrides the default target (the application goes back one step). Pages set it while mounted.
 */
export interface HeaderMyList {
  count: number;
  /** Opens My List: the desktop panel, or the #saved view on mobile. */
  onOpen: () => void;
}

export interface HeaderState {
  myList?: HeaderMyList;
  back?: { onBack: () => void; label?: string };
}

const store = createStore<HeaderState>(() => ({}));
const set = (patch: Partial<HeaderState>) => store.setState(patch);

export function useHeaderState(): HeaderState {
  return useStore(store);
}

/** Shows the My List heart while the calling page is mounted. */
export function useHeaderMyList(myList: HeaderMyList | undefined): void {
  const count = myList?.count;
  const onOpen = myList?.onOpen;
  useEffect(() => {
    set({ myList: count === undefined || !onOpen ? undefined : { count, onOpen } });
  }, [count, onOpen]);
  useEffect(() => () => set({ myList: undefined }), []);
}

/** Overrides the header's back arrow while the calling page is mounted. */
export function useHeaderBack(onBack: (() => void) | undefined, label?: string): void {
  useEffect(() => {
    set({ back: onBack ? { onBack, label } : undefined });
    return () => set({ back: undefined });
  }, [onBack, label]);
}
