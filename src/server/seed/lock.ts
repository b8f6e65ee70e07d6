/** The seed's advisory lock: a second server starting at the same moment waits, then finds the work done. Any constant works; it only has to be the same for every server sharing the database. */
export const SEED_LOCK_KEY = 7_402_611;
