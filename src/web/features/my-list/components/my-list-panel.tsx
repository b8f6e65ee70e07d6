import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { ListTab } from '../../../../shared/my-list';
import type { MyListApi } from '../use-my-list';
import { MyListItem } from './my-list-item';
import { ShareMyList } from './share-my-list';
import styles from './my-list.module.css';
import { t } from '../../../lib/i18n';

interface Props {
  myList: MyListApi;
  label: (text: string) => string;
  hireHref: (id: number) => string;
  onHire: (id: number, rank: number, fromSavedList: boolean) => void;
  onRemove: (id: number) => void;
  onClose?: () => void;
  headingLevel?: 1 | 2;
  emptyAction?: ReactNode;
  /** Moves the focus to the heading when the panel appears (opened on request, not by an add). */
  focusOnOpen?: boolean;
}

const TABS: ReadonlyArray<{ id: ListTab; title: string }> = [
  { id: 'my-list', title: 'My List' },
  { id: 'shared-list', title: 'Shared list' },
];

/** My List with its two tabs (spec section 4). */
export function MyListPanel({ myList, label, hireHref, onHire, onRemove, onClose, headingLevel = 2, emptyAction, focusOnOpen }: Props) {
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnOpen) headingRef.current?.focus();
    // Only when the panel appears, not when the prop changes later.
  }, []);
  const ids = myList.tab === 'my-list' ? myList.myList : myList.sharedList;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  function onTabKey(event: KeyboardEvent, index: number) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = (index + 1) % TABS.length;
    myList.setTab(TABS[next]!.id);
    tabRefs.current[next]?.focus();
  }

  return (
    <section className={styles.panel} aria-labelledby="my-list-title">
      <div className={styles.panelHead}>
        <Heading id="my-list-title" className={styles.title} ref={headingRef} tabIndex={-1}>
          {t('My List')}
        </Heading>
        {onClose ? (
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('Close My List')}>
            ×
          </button>
        ) : null}
      </div>
      <div role="tablist" aria-label={t('Saved lists')} className={styles.tabs}>
        {TABS.map((tab, i) => {
          const count = tab.id === 'my-list' ? myList.myList.length : myList.sharedList.length;
          const selected = myList.tab === tab.id;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`list-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls="list-tabpanel"
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => myList.setTab(tab.id)}
              onKeyDown={(e) => onTabKey(e, i)}
            >
              {t(tab.title)} <span className={styles.tabCount}>({count})</span>
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id="list-tabpanel" aria-labelledby={`list-tab-${myList.tab}`} className={styles.tabpanel}>
        {myList.messages.length > 0 ? (
          <ul className={styles.messages} aria-live="polite">
            {myList.messages.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        ) : null}
        {ids.length === 0 ? (
          <div className={styles.empty}>
            <p>
              {myList.tab === 'my-list'
                ? label('Save the maids you like with the heart on their video, and compare them here.')
                : label('Maids someone shares with you by link show here.')}
            </p>
            {emptyAction}
          </div>
        ) : (
          <ul className={styles.list}>
            {myList.maidsOf(ids).map(({ id, maid }, position) => (
              <MyListItem
                key={id}
                id={id}
                maid={maid}
                position={position}
                hireHref={hireHref(id)}
                onHire={(maidId, rank) => onHire(maidId, rank, true)}
                onRemove={onRemove}
                headingLevel={headingLevel === 1 ? 2 : 3}
              />
            ))}
          </ul>
        )}
        {myList.tab === 'my-list' && myList.myList.length > 0 ? <ShareMyList ids={myList.myList} label={label} /> : null}
      </div>
    </section>
  );
}
