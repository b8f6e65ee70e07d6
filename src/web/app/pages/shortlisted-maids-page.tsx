import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { Link, useNavigate } from '../../lib/router';
import { useIsMobile } from '../../components/header/use-is-mobile';
import { useLabels } from '../../components/header/use-labels';
// Not the feature's index: its grid, tabs and filters would join the chunk this page shares with the catalogue.
import { readPreferences } from '../../features/hire-maid/read-preferences';
// Not the feature's index: it re-exports the sticky bar, a chunk of its own this page never shows.
import { MyListPanel } from '../../features/my-list/components/my-list-panel';
import { useMyList } from '../../features/my-list/use-my-list';
import { SharedListLinkLoader } from '../../features/my-list/components/shared-list-link-loader';
import { mainSiteInfoQuery } from '../../lib/main-site-info';
import { hireHref, trackHire } from './hire-actions';
import styles from './shortlisted-maids-page.module.css';
import type { PagesOf } from '../page-modules';

/** /shortlisted-maids: My List and the shared list on a page of their own; share links open here. */
export function ShortlistedMaidsPage() {
  const { label } = useLabels();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const info = useQuery(mainSiteInfoQuery);
  const types = info.data?.matchingTypes;
  const allowedIds = useMemo(() => (types ?? []).filter((t) => !t.notAllowed).map((t) => t.id), [types]);
  const notAllowedIds = useMemo(() => (types ?? []).filter((t) => t.notAllowed).map((t) => t.id), [types]);
  const preferences = useMemo(readPreferences, []);
  const myList = useMyList({ preferences, sharedListPreferences: allowedIds, notAllowedMatchingTypeIds: notAllowedIds });

  const { remove } = myList;
  const onRemove = useCallback(
    (id: number) => {
      // On a desktop the page stays, showing the empty list with its way back to the catalogue.
      if (remove(id, isMobile) === 'go-to-hire-maid') navigate('/hire-maid');
    },
    [remove, isMobile, navigate],
  );

  return (
    <main className={styles.page}>
      <SharedListLinkLoader myList={myList} />
      <MyListPanel
        myList={myList}
        label={label}
        headingLevel={1}
        hireHref={(id) => hireHref(id, true)}
        onHire={(id, rank) => trackHire(id, true, rank)}
        onRemove={onRemove}
        emptyAction={
          <Link to="/hire-maid" className={styles.browse}>
            {label('See the maids available now')}
          </Link>
        }
      />
    </main>
  );
}

export const pages: PagesOf<'shortlisted-maids-page'> = { shortlistedMaids: ShortlistedMaidsPage };
