import { useEffect, useRef, useState } from 'react';
import { formatNumber } from '../../../shared/format-number';
import { t } from '../../lib/i18n';
import type { HeaderMyList } from './header-state';
import styles from './header.module.css';

/** The badge animates for 500 ms (spec section 9) whenever the count changes. */
export const BADGE_ANIMATION_MS = 500;

export function MyListHeart({ myList, hidden }: { myList: HeaderMyList; hidden: boolean }) {
  const [animating, setAnimating] = useState(false);
  const previous = useRef(myList.count);
  useEffect(() => {
    if (previous.current === myList.count) return;
    previous.current = myList.count;
    setAnimating(true);
    const timer = setTimeout(() => setAnimating(false), BADGE_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [myList.count]);
  if (hidden) return null;
  return (
    <button type="button" className={styles.heart} onClick={myList.onOpen} aria-label={t('My List, {count} saved', { count: myList.count })}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" focusable="false">
        <path
          fill="currentColor"
          d="M12 21s-7.5-4.6-9.5-9.2C1 8.3 3.2 4.5 7 4.5c2 0 3.6 1.1 5 2.9 1.4-1.8 3-2.9 5-2.9 3.8 0 6 3.8 4.5 7.3C19.5 16.4 12 21 12 21Z"
        />
      </svg>
      <span className={animating ? `${styles.badge} ${styles.badgeAnimating}` : styles.badge} data-testid="my-list-count">
        {formatNumber(myList.count)}
      </span>
    </button>
  );
}
