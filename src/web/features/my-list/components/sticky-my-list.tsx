import { useEffect, useState } from 'react';
import type { Housemaid } from '../../../../shared/api/catalogue/schemas';
import { formatNumber } from '../../../../shared/format-number';
import styles from './my-list.module.css';
import { t } from '../../../lib/i18n';

/** The sticky list shows once the page has scrolled this far (spec section 9). */
export const STICKY_SCROLL_PX = 700;

export function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const check = () => setPast(window.scrollY > px);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [px]);
  return past;
}

/** A compact My List bar that stays in view after 700 px of scroll, so saved maids stay one tap away. */
export function StickyMyList({ count, maids, onOpen }: { count: number; maids: Array<Housemaid | undefined>; onOpen: () => void }) {
  const past = useScrolledPast(STICKY_SCROLL_PX);
  if (!past || count === 0) return null;
  return (
    <aside className={styles.sticky} aria-label={t('My List shortcut')}>
      <div className={styles.stickyThumbs} aria-hidden="true">
        {maids.slice(0, 4).map((m, i) =>
          m ? <img key={m.id} src={m.posterURL} alt="" width={28} height={50} /> : <span key={i} className={styles.stickyThumbEmpty} />,
        )}
      </div>
      <span className={styles.stickyText}>{t('My List: {count} saved', { count: formatNumber(count) })}</span>
      <button type="button" className={styles.stickyOpen} onClick={onOpen}>
        {t('View My List')}
      </button>
    </aside>
  );
}
