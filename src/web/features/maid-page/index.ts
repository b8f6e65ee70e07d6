export { maidIdOf, useMaid } from './api/get-maid';
export { MaidLoadError, MaidNotFound, MaidSkeleton } from './maid-not-found';
export { MaidProfile } from './maid-profile';
