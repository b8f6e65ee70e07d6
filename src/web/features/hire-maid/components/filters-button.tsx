import { lazy, Suspense, useState } from 'react';
import type { Living } from '../../../../shared/api/catalogue/schemas';
import { activeFilterCount, type MaidFilters } from '../../../../shared/catalogue/maid-filters';
import { t } from '../../../lib/i18n';
import type { ListMaidsFilters } from '../api/list-maids';
import styles from './filters.module.css';

// The panel, its counts call and its styles load when the button is first reached, so the
// hire-maid page's first load carries only this button (docs/performance.md, 100 KB budget).
const loadPanel = () => import('./filter-panel');
const FilterPanel = lazy(() => loadPanel().then((m) => ({ default: m.FilterPanel })));
const preload = () => void loadPanel();

interface Props {
  /** The list's current filters, tab and live-in/out included: the counts are for these. */
  list: ListMaidsFilters;
  filters: MaidFilters;
  onChange: (next: MaidFilters) => void;
  onLiving: (value: Living | undefined) => void;
  label: (text: string, vars?: Record<string, string | number>) => string;
}

/** "Filters (2)": opens the filter panel (a sheet on a phone, a side panel on a desktop). */
export function FiltersButton({ list, filters, onChange, onLiving, label }: Props) {
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(filters);
  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
      >
        {t('Filters')}
        {count > 0 ? (
          <span className={styles.badge}>
            {count}
            <span className="visually-hidden"> {t('on')}</span>
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <FilterPanel list={list} filters={filters} onChange={onChange} onLiving={onLiving} onClose={() => setOpen(false)} label={label} />
        </Suspense>
      ) : null}
    </>
  );
}
