export { useMyList, type MyListApi, type RemovalOutcome } from './use-my-list';
export { MyListPanel } from './components/my-list-panel';
export { StickyMyList } from './components/sticky-my-list';
export { useSharedListLink } from './use-shared-list-link';
