import { useEffect, useRef } from 'react';

/** Moves the focus to an element once it shows: a flow's heading when its step opens, a message when it appears. */
export function useFocusOnShow<T extends HTMLElement>(when: unknown = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (when) ref.current?.focus();
  }, [when]);
  return ref;
}
