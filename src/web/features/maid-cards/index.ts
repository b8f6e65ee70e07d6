export { MaidCard } from './maid-card';
