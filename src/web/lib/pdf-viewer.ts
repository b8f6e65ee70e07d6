import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** The PDF viewer modal's state: which document is open. */
export interface OpenPdf {
  url: string;
  title: string;
}

const store = createStore<OpenPdf | null>(() => null);

export const openPdf = (pdf: OpenPdf): void => store.setState(pdf, true);
export const closePdf = (): void => store.setState(null, true);
export const currentPdf = (): OpenPdf | null => store.getState();

/** The open document; the component re-renders when it changes. */
export function useOpenPdf(): OpenPdf | null {
  return useStore(store);
}
