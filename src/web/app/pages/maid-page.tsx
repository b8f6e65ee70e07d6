import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useParams } from '../../lib/router';
import type { Housemaid } from '../../../shared/api/catalogue/schemas';
import { displayFirstName } from '../../../shared/first-name';
import { useIsMobile } from '../../components/header/use-is-mobile';
import { useLabels } from '../../components/header/use-labels';
// Not the feature's index: it would bring the catalogue's code into this page's chunks.
import { readPreferences } from '../../features/hire-maid/read-preferences';
import { TalkButton } from '../../features/interviews/talk-button';
import { MaidVideo } from '../../features/maid-cards/maid-video';
import { MaidLoadError, MaidNotFound, MaidProfile, MaidSkeleton, maidIdOf, useMaid } from '../../features/maid-page';
import { useMyList } from '../../features/my-list/use-my-list';
import { mainSiteInfoQuery } from '../../lib/main-site-info';
import type { PagesOf } from '../page-modules';
import { hireHref, trackHire } from './hire-actions';

/** /maid/:id: one maid's page, with the card's actions (Hire, My List); a maid not shown is a friendly not-found page. */
function MaidPage() {
  const { label } = useLabels();
  const isMobile = useIsMobile();
  const id = maidIdOf(useParams().id);
  const maid = useMaid(id);
  const info = useQuery(mainSiteInfoQuery);
  const types = info.data?.matchingTypes;
  const allowedIds = useMemo(() => (types ?? []).filter((x) => !x.notAllowed).map((x) => x.id), [types]);
  const notAllowedIds = useMemo(() => (types ?? []).filter((x) => x.notAllowed).map((x) => x.id), [types]);
  const preferences = useMemo(readPreferences, []);
  const myList = useMyList({ preferences, sharedListPreferences: allowedIds, notAllowedMatchingTypeIds: notAllowedIds });
  const { add, remove, isInMyList } = myList;

  const data = maid.data;
  const onToggle = useCallback(() => {
    if (!data) return;
    if (isInMyList(data.id)) remove(data.id, isMobile);
    else add(data as Housemaid);
  }, [data, isInMyList, add, remove, isMobile]);

  if (id === undefined || maid.data === null) return <MaidNotFound label={label} />;
  if (maid.isError) return <MaidLoadError onRetry={() => void maid.refetch()} />;
  if (!data) return <MaidSkeleton />;

  return (
    <MaidProfile
      maid={data}
      media={<MaidVideo maidId={data.id} name={displayFirstName(data.name)} videoURL={data.videoURL} posterURL={data.posterURL} eager />}
      inMyList={isInMyList(data.id)}
      onToggleMyList={onToggle}
      hireHref={hireHref(data.id, false)}
      onHire={() => trackHire(data.id, false, data.rank)}
      talk={(className) => <TalkButton maid={{ id: data.id, name: displayFirstName(data.name) }} className={className} />}
      label={label}
    />
  );
}

export const pages: PagesOf<'maid-page'> = { maid: MaidPage };
