import { Heart } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { formatNumber } from '../../../shared/maid-info';
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
      <Heart aria-hidden="true" size={24} fill="currentColor" />
      <span className={animating ? `${styles.badge} ${styles.badgeAnimating}` : styles.badge} data-testid="my-list-count">
        {formatNumber(myList.count)}
      </span>
    </button>
  );
}
