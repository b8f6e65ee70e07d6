export { useCatalogueState } from './use-catalogue-state';
export { useListMaids, PAGE_SIZE } from './api/list-maids';
export { CatalogueTabs } from './components/catalogue-tabs';
export { LivingFilter } from './components/living-filter';
export { CatalogueGrid } from './components/catalogue-grid';
export { FilipinaOffer } from './components/filipina-offer';
export { useFeaturedMaid } from './api/get-featured-maid';
export { FiltersButton } from './components/filters-button';
export { useMaidFilters } from './use-maid-filters';
