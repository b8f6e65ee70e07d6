import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from '../../lib/router';
import type { Housemaid } from '../../../shared/api/catalogue/schemas';
import { isFilipina } from '../../../shared/maid-info';
import { useHeaderMyList } from '../../components/header/header-state';
import { useIsMobile } from '../../components/header/use-is-mobile';
import { useLabels } from '../../components/header/use-labels';
import {
  CatalogueGrid,
  CatalogueTabs,
  FilipinaOffer,
  FiltersButton,
  LivingFilter,
  useCatalogueState,
  useFeaturedMaid,
  useListMaids,
  useMaidFilters,
} from '../../features/hire-maid';
// The button alone: the booking sheet it opens loads when pressed.
import { TalkButton } from '../../features/interviews/talk-button';
import { MaidCard } from '../../features/maid-cards';
// Not the feature's index: it re-exports the panel and sticky bar, which this page loads lazily.
import { useMyList } from '../../features/my-list/use-my-list';
import { SharedListLinkLoader } from '../../features/my-list/components/shared-list-link-loader';
import { t } from '../../lib/i18n';
import { mainSiteInfoQuery } from '../../lib/main-site-info';
import type { PagesOf } from '../page-modules';
import { hireHref, trackHire } from './hire-actions';
import styles from './hire-maid-page.module.css';

// My List's panel and sticky bar show only once opened or filled: they load then, keeping the
// page's first load within the JS budget (docs/decisions/2026-11-21-router.md).
const MyListPanel = lazy(() => import('../../features/my-list/components/my-list-panel').then((m) => ({ default: m.MyListPanel })));
const StickyMyList = lazy(() => import('../../features/my-list/components/sticky-my-list').then((m) => ({ default: m.StickyMyList })));

/** /hire-maid and /hire-nanny: the catalogue by matching type, My List beside it (desktop) or at #saved (mobile). */
function HireMaidPage({ nanny = false }: { nanny?: boolean }) {
  const { label, labels } = useLabels();
  const nannyMode = nanny || labels.singular === 'nanny';
  const location = useLocation();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const info = useQuery(mainSiteInfoQuery);
  const types = info.data?.matchingTypes;
  const catalogue = useCatalogueState(types);
  const allowedIds = useMemo(() => catalogue.allowed.map((t) => t.id), [catalogue.allowed]);
  const notAllowedIds = useMemo(() => (types ?? []).filter((t) => t.notAllowed).map((t) => t.id), [types]);
  const myList = useMyList({
    preferences: catalogue.preferences,
    sharedListPreferences: allowedIds,
    notAllowedMatchingTypeIds: notAllowedIds,
  });
  const { filters, setFilters } = useMaidFilters();
  const listFilters = useMemo(
    () => ({ ...filters, matchingType: catalogue.selected?.id, living: catalogue.living, nanny: nannyMode }),
    [filters, catalogue.selected?.id, catalogue.living, nannyMode],
  );
  const list = useListMaids(listFilters, catalogue.selected !== undefined);
  const featured = useFeaturedMaid(catalogue.maidId, allowedIds);
  const [panelOpen, setPanelOpen] = useState(false);
  // Opened from the heart or the sticky bar, the panel takes the focus; opened by adding a maid, it does not.
  const [focusPanel, setFocusPanel] = useState(false);
  const savedView = isMobile && location.hash === '#saved';
  const basePath = location.pathname;

  const openList = useCallback(() => {
    if (isMobile) navigate({ pathname: basePath, search: location.search, hash: 'saved' });
    else {
      setFocusPanel(true);
      setPanelOpen((open) => !open);
    }
  }, [isMobile, navigate, basePath, location.search]);
  useHeaderMyList({ count: myList.myList.length, onOpen: openList });

  // #saved is My List's own address: on a desktop it opens the panel.
  useEffect(() => {
    if (!isMobile && location.hash === '#saved') setPanelOpen(true);
  }, [isMobile, location.hash]);

  // A shared list link (?sgl=…) shows the shared list: the panel on a desktop, #saved on a phone.
  const openPanel = useCallback(() => setPanelOpen(true), []);
  const sharedListLink = <SharedListLinkLoader myList={myList} {...(isMobile ? { hash: 'saved' } : { onMerged: openPanel })} />;

  const { add, remove } = myList;
  const onAdd = useCallback(
    (maid: Housemaid) => {
      add(maid);
      if (!isMobile) {
        setFocusPanel(false);
        setPanelOpen(true);
      }
    },
    [add, isMobile],
  );
  const onRemove = useCallback(
    (id: number) => {
      const outcome = remove(id, isMobile);
      if (outcome === 'close-panel') setPanelOpen(false);
      if (outcome === 'go-to-hire-maid') navigate({ pathname: basePath, search: location.search }, { replace: true });
    },
    [remove, isMobile, navigate, basePath, location.search],
  );
  const onHireCard = useCallback((maid: Housemaid) => trackHire(maid.id, false, maid.rank), []);

  const pages = list.data?.pages;
  const featuredMaid = featured.data ?? undefined;
  const maids = useMemo(
    () => (pages ?? []).flatMap((p) => p.maids).filter((m) => m.id !== featuredMaid?.id),
    [pages, featuredMaid],
  );
  const counts = useMemo(
    () => new Map((pages?.at(-1)?.tabs ?? []).map((tab) => [tab.matchingType.id, tab.count])),
    [pages],
  );

  // One poster loads at once, with high priority: the first card's, the page's largest image. The
  // others load when on screen (MaidVideo), so a phone fetches one poster before any interaction.
  const renderCard = (maid: Housemaid, eager: boolean, highlighted = false) => (
    <MaidCard
      maid={maid}
      inMyList={myList.isInMyList(maid.id)}
      onAdd={onAdd}
      onRemove={onRemove}
      hireHref={hireHref(maid.id, false)}
      onHire={onHireCard}
      eager={eager}
      highlighted={highlighted}
      Talk={TalkButton}
    />
  );

  const panel = (headingLevel: 1 | 2, onClose?: () => void) => (
    <Suspense fallback={null}>
      <MyListPanel
        focusOnOpen={focusPanel}
        myList={myList}
        label={label}
        headingLevel={headingLevel}
        hireHref={(id) => hireHref(id, true)}
        onHire={(id, rank) => trackHire(id, true, rank)}
        onRemove={onRemove}
        onClose={onClose}
      />
    </Suspense>
  );

  if (savedView) {
    return (
      <main className={styles.saved}>
        {sharedListLink}
        {panel(1)}
      </main>
    );
  }

  return (
    <div className={panelOpen && !isMobile ? `${styles.layout} ${styles.withPanel}` : styles.layout}>
      {sharedListLink}
      <main className={styles.main}>
        <div className={styles.head}>
          <h1 className={styles.title}>{label('Full-time maids available now')}</h1>
          <Link className={styles.faqLink} to="/hire-maid/faq">
            {t('Questions?')}
          </Link>
        </div>
        <div className={styles.filters}>
          {catalogue.allowed.length > 0 ? (
            <CatalogueTabs
              types={catalogue.allowed}
              selectedId={catalogue.selected?.id}
              counts={counts}
              onSelect={catalogue.selectTab}
              label={label}
            />
          ) : (
            <div className={styles.tabsPlaceholder} aria-hidden="true" />
          )}
          <div className={styles.filterRow}>
            <LivingFilter value={catalogue.living} onChange={catalogue.selectLiving} />
            <FiltersButton list={listFilters} filters={filters} onChange={setFilters} onLiving={catalogue.selectLiving} label={label} />
          </div>
        </div>
        <div
          id="catalogue-panel"
          role="tabpanel"
          aria-labelledby={catalogue.selected ? `catalogue-tab-${catalogue.selected.code}` : undefined}
          aria-busy={list.isFetching}
          className={styles.panel}
        >
          {catalogue.selected && isFilipina({ nationalityMatchingType: catalogue.selected }) ? <FilipinaOffer label={label} /> : null}
          {featuredMaid ? (
            <section aria-labelledby="featured-title" className={styles.featured}>
              <h2 id="featured-title" className={styles.featuredTitle}>
                {label('The maid in your link')}
              </h2>
              {renderCard(featuredMaid, true, true)}
            </section>
          ) : null}
          {list.isError && maids.length === 0 ? (
            <div className={styles.error} role="alert">
              <p>{label('We could not load the maids just now.')}</p>
              <button type="button" className={styles.retry} onClick={() => list.refetch()}>
                {t('Try again')}
              </button>
            </div>
          ) : info.isError ? (
            <div className={styles.error} role="alert">
              <p>{t('We could not load this page just now.')}</p>
              <button type="button" className={styles.retry} onClick={() => info.refetch()}>
                {t('Try again')}
              </button>
            </div>
          ) : !pages ? (
            <ul className={styles.skeletons} aria-hidden="true">
              {[0, 1, 2].map((i) => (
                <li key={i} className={styles.skeleton}>
                  <div className={styles.skeletonMedia} />
                </li>
              ))}
            </ul>
          ) : maids.length === 0 && !featuredMaid ? (
            <p className={styles.empty}>{label('No maids match this choice right now. Try another nationality or live-in/live-out.')}</p>
          ) : (
            <CatalogueGrid
              maids={maids}
              total={pages.at(-1)?.total}
              hasMore={!!list.hasNextPage}
              loadingMore={list.isFetchingNextPage}
              onLoadMore={() => {
                if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
              }}
              renderMaid={(maid, i) => renderCard(maid, i === 0 && !featuredMaid)}
              label={label}
            />
          )}
        </div>
      </main>
      {panelOpen && !isMobile ? (
        <aside
          className={styles.aside}
          aria-label={t('My List')}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setPanelOpen(false);
          }}
        >
          {panel(2, () => setPanelOpen(false))}
        </aside>
      ) : null}
      {!panelOpen && myList.myList.length > 0 ? (
        <Suspense fallback={null}>
          <StickyMyList count={myList.myList.length} maids={myList.maidsOf(myList.myList).map((m) => m.maid)} onOpen={openList} />
        </Suspense>
      ) : null}
    </div>
  );
}

function HireNannyPage() {
  return <HireMaidPage nanny />;
}

export const pages: PagesOf<'hire-maid-page'> = { hireMaid: HireMaidPage, hireNanny: HireNannyPage };

/** Spec section 8: when the main site info fails, the route table's guard blocks the navigation and this shows. */
export { HireMaidError as ErrorBoundary } from './hire-maid-error';
