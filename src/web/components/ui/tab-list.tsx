import { useRef, type KeyboardEvent, type ReactNode } from 'react';

interface Props<T> {
  items: readonly T[];
  /** The accessible name of the tab list. */
  label: string;
  className?: string;
  tabClassName?: string;
  /** The id of the tab panel every tab controls. */
  panelId: string;
  tabId: (item: T) => string;
  isSelected: (item: T) => boolean;
  onSelect: (item: T) => void;
  children: (item: T) => ReactNode;
}

/**
 * A row of ARIA tabs with a roving tab stop: only the selected tab is in the tab order, and the
 * arrow keys move (with wrap-around) to the previous or next tab and select it.
 */
export function TabList<T>({ items, label, className, tabClassName, panelId, tabId, isSelected, onSelect, children }: Props<T>) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  function onKey(event: KeyboardEvent, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + items.length) % items.length;
    onSelect(items[next]!);
    refs.current[next]?.focus();
  }
  return (
    <div role="tablist" aria-label={label} className={className}>
      {items.map((item, i) => {
        const selected = isSelected(item);
        return (
          <button
            key={tabId(item)}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={tabId(item)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className={tabClassName}
            onClick={() => onSelect(item)}
            onKeyDown={(e) => onKey(e, i)}
          >
            {children(item)}
          </button>
        );
      })}
    </div>
  );
}
