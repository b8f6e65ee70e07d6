/**
 * My List's server copy, loaded with the first add or removal rather than with the page (the
 * first-load JS budget). One module for both, so the calls leave in the order they were made.
 */
export { addToShortlist } from './add-to-shortlist';
export { releaseMaid } from './release-maid';
