/**
 * The default page code the shared request wrapper sends (spec, section 6). A module of its own:
 * every page's first load carries it, and constants.ts's other lists only the landing page needs.
 */
export const DEFAULT_PAGE_CODE = 'admin_teamrating_dashboard';
