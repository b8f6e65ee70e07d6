import { useRef, type KeyboardEvent } from 'react';
import type { MatchingType } from '../../../../shared/api/catalogue';
import { formatNumber } from '../../../../shared/maid-info';
import styles from './catalogue.module.css';

interface Props {
  types: readonly MatchingType[];
  selectedId: number | undefined;
  counts: ReadonlyMap<number, number>;
  onSelect: (type: MatchingType) => void;
  label: (text: string) => string;
}

/** One tab per nationality matching type, each with its count of available maids. */
export function CatalogueTabs({ types, selectedId, counts, onSelect, label }: Props) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  function onKey(event: KeyboardEvent, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + types.length) % types.length;
    onSelect(types[next]!);
    refs.current[next]?.focus();
  }
  return (
    <div role="tablist" aria-label={label('Maids by nationality')} className={styles.tabs}>
      {types.map((type, i) => {
        const selected = type.id === selectedId;
        const count = counts.get(type.id);
        return (
          <button
            key={type.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`catalogue-tab-${type.code}`}
            aria-selected={selected}
            aria-controls="catalogue-panel"
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(type)}
            onKeyDown={(e) => onKey(e, i)}
          >
            {type.label}
            <span className={styles.count}>{count === undefined ? '' : formatNumber(count)}</span>
          </button>
        );
      })}
    </div>
  );
}
