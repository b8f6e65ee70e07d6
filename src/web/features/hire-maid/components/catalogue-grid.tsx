import { useEffect, useRef, type ReactNode } from 'react';
import type { Housemaid } from '../../../../shared/api/catalogue/schemas';
import { formatNumber } from '../../../../shared/format-number';
import type { LabelFn } from '../../../components/header/use-labels';
import styles from './catalogue.module.css';

interface Props {
  maids: readonly Housemaid[];
  total: number | undefined;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  renderMaid: (maid: Housemaid, index: number) => ReactNode;
  label: LabelFn;
}

/**
 * The cards, one page at a time: the next page loads when the visitor nears the end (or presses
 * the button, which also serves keyboard and screen reader users).
 */
export function CatalogueGrid({ maids, total, hasMore, loadingMore, onLoadMore, renderMaid, label }: Props) {
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = useRef(onLoadMore);
  loadMore.current = onLoadMore;

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) loadMore.current();
    }, { rootMargin: '800px 0px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, maids.length]);

  return (
    <>
      <ul className={styles.grid}>
        {maids.map((maid, i) => (
          <li key={maid.id} className={styles.cell}>
            {renderMaid(maid, i)}
          </li>
        ))}
      </ul>
      <div ref={sentinel} className={styles.more}>
        {total !== undefined ? (
          <p className={styles.shown} aria-live="polite">
            {label('Showing {shown} of {total} maids', { shown: formatNumber(maids.length), total: formatNumber(total) })}
          </p>
        ) : null}
        {hasMore ? (
          <button type="button" className={styles.moreButton} onClick={onLoadMore} disabled={loadingMore}>
            {loadingMore ? label('Loading…') : label('Show more maids')}
          </button>
        ) : null}
      </div>
    </>
  );
}
