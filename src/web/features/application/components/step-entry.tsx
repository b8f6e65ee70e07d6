import { useLayoutEffect, useRef, type ReactNode } from 'react';
import styles from '../application.module.css';

/**
 * Each step's screen opens at the top of the page with focus on its heading, as a new page would.
 * The steps share one address and change only its query, which the router leaves scrolled where it
 * was: the bank step would open mid-form, and a payment form at its empty pad under the text being
 * signed. Runs once per screen (the flow keys it by step and signature form), before the paint.
 */
export function StepEntry({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
    const heading = ref.current?.querySelector('h1');
    if (!heading) return;
    // Focusable by script only: not a stop for the Tab key.
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, []);
  return (
    <div ref={ref} className={styles.stepEntry}>
      {children}
    </div>
  );
}
