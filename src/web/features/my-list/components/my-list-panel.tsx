import { useEffect, useRef, type ReactNode } from 'react';
import type { ListTab } from '../../../../shared/my-list';
import type { MyListApi } from '../use-my-list';
import { MyListItem } from './my-list-item';
import { ShareMyList } from './share-my-list';
import { compareHref, MAX_COMPARED, MIN_COMPARED } from '../../../../shared/catalogue/compare-ids';
import { TabList } from '../../../components/ui/tab-list';
import { Link } from '../../../lib/router';
import styles from './my-list.module.css';
import { t, msg } from '../../../lib/i18n';
import type { LabelFn } from '../../../components/header/use-labels';

interface Props {
  myList: MyListApi;
  label: LabelFn;
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
  { id: 'my-list', title: msg('My List') },
  { id: 'shared-list', title: msg('Shared list') },
];

/** My List with its two tabs (spec section 4). */
export function MyListPanel({ myList, label, hireHref, onHire, onRemove, onClose, headingLevel = 2, emptyAction, focusOnOpen }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnOpen) headingRef.current?.focus();
    // Only when the panel appears, not when the prop changes later.
  }, []);
  const ids = myList.tab === 'my-list' ? myList.myList : myList.sharedList;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

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
      <TabList
        items={TABS}
        label={t('Saved lists')}
        className={styles.tabs}
        tabClassName={styles.tab}
        panelId="list-tabpanel"
        tabId={(tab) => `list-tab-${tab.id}`}
        isSelected={(tab) => myList.tab === tab.id}
        onSelect={(tab) => myList.setTab(tab.id)}
      >
        {(tab) => (
          <>
            {t(tab.title)}{' '}
            <span className={styles.tabCount}>({tab.id === 'my-list' ? myList.myList.length : myList.sharedList.length})</span>
          </>
        )}
      </TabList>
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
        {myList.tab === 'my-list' && myList.myList.length >= MIN_COMPARED ? (
          <Link className={styles.compare} to={compareHref(myList.myList)}>
            {label('Compare {count} maids side by side', { count: Math.min(myList.myList.length, MAX_COMPARED) })}
          </Link>
        ) : null}
        {myList.tab === 'my-list' && myList.myList.length > 0 ? <ShareMyList ids={myList.myList} label={label} /> : null}
      </div>
    </section>
  );
}
