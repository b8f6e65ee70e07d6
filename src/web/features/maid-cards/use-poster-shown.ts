import { useEffect, useState, type RefObject } from 'react';

/** What counts as the visitor's first interaction: a touch, a click, the wheel or a key. */
const INTERACTIONS = ['pointerdown', 'touchstart', 'wheel', 'keydown'] as const;

let interacted = false;
const waiting = new Set<() => void>();

function onFirstInteraction() {
  interacted = true;
  for (const type of INTERACTIONS) window.removeEventListener(type, onFirstInteraction, true);
  for (const notify of [...waiting]) notify();
  waiting.clear();
}

/** Calls `notify` once, at the visitor's first interaction with the page; returns the unsubscribe. */
function whenInteracted(notify: () => void): () => void {
  if (waiting.size === 0) {
    for (const type of INTERACTIONS) window.addEventListener(type, onFirstInteraction, { capture: true, passive: true });
  }
  waiting.add(notify);
  return () => {
    waiting.delete(notify);
    if (waiting.size === 0 && !interacted) {
      for (const type of INTERACTIONS) window.removeEventListener(type, onFirstInteraction, true);
    }
  };
}

/**
 * Whether a card's poster may load (the media budget, docs/performance.md): before the visitor
 * interacts, only a poster whose box is on screen (an IntersectionObserver without margin: the
 * native loading="lazy" fetches ~1,250 px ahead, several cards on a phone). After the first
 * touch, click, wheel or key, every poster is handed to loading="lazy", which fetches those the
 * visitor is about to scroll to. An eager card's poster loads at once.
 */
export function usePosterShown(box: RefObject<HTMLElement | null>, eager: boolean): boolean {
  const [shown, setShown] = useState(() => eager || interacted);
  useEffect(() => {
    if (shown) return;
    const el = box.current;
    if (interacted || !el || typeof IntersectionObserver === 'undefined') {
      setShown(true);
      return;
    }
    const show = () => setShown(true);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) show();
    });
    observer.observe(el);
    const stop = whenInteracted(show);
    return () => {
      observer.disconnect();
      stop();
    };
  }, [box, shown]);
  return shown || eager;
}

/** Forgets the first interaction (tests render several pages in one document). */
export function resetInteractionForTests() {
  interacted = false;
}
