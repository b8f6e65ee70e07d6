export { maidIdOf, useMaid } from './api/get-maid';
export { MaidNotFound } from './maid-not-found';
export { MaidProfile } from './maid-profile';
