import type { StaffRole } from '../../../../shared/api/admin/schemas';
import { t } from '../../../lib/i18n';

/** A part of the back office: its page, its name in the menu, what the home page says of it, who sees it. */
export interface Section {
  to: string;
  name: string;
  description: string;
  roles: readonly StaffRole[];
}

const EVERYONE: readonly StaffRole[] = ['admin', 'agent', 'editor', 'finance'];
const EDITORS: readonly StaffRole[] = ['admin', 'editor'];
const ADMINS: readonly StaffRole[] = ['admin'];
const DESK: readonly StaffRole[] = ['admin', 'agent'];
/** The desk's pages finance reads too: the applications' statements, the service desk's refunds (issue 30). */
const DESK_AND_FINANCE: readonly StaffRole[] = ['admin', 'agent', 'finance'];
const FINANCE: readonly StaffRole[] = ['admin', 'finance'];
const DESK_AND_EDITORS: readonly StaffRole[] = ['admin', 'agent', 'editor'];

/** The menu and the home page's cards, in their order (home itself is only in the menu). */
export const sections = (role: StaffRole): Section[] =>
  [
    { to: '/admin/applications', name: t('Applications'), description: t('The families’ hire applications: find one by phone or reference, see its steps, documents and messages.'), roles: DESK_AND_FINANCE },
    { to: '/admin/interviews', name: t('Interviews'), description: t('The calls families ask for with a maid before hiring, by day: open times, confirm, decline or move a call, record whether it took place.'), roles: DESK_AND_FINANCE },
    { to: '/admin/service-desk', name: t('Service desk'), description: t('After the maid arrived: the families’ replacements, cancellations and problems, what falls due first on top; the service terms; returned debits.'), roles: DESK_AND_FINANCE },
    { to: '/admin/money', name: t('Finance'), description: t('The month’s collection file for the bank, the bank’s results imported back, and the statements as CSV.'), roles: FINANCE },
    { to: '/admin/maids', name: t('Maids'), description: t('The catalogue: add and edit maids, show or hide them, mark them hired, set their order.'), roles: DESK_AND_EDITORS },
    { to: '/admin/links', name: t('Links'), description: t('Campaign and QR slugs: where they lead, their hits, codes for print.'), roles: EDITORS },
    { to: '/admin/content', name: t('Site content'), description: t('Visa wait days, the Google rating, the contact lines, the WhatsApp chats and the downloadable PDFs.'), roles: EDITORS },
    { to: '/admin/prices', name: t('Prices'), description: t('The price lists per service and nationality group: monthly fee, VAT, one-off charges and offers. Agents and finance can read them.'), roles: EVERYONE },
    { to: '/admin/outbox', name: t('Outbox'), description: t('Every text message the site sends: whether it went out, its tries and errors; send a failed one again.'), roles: DESK },
    { to: '/admin/faq', name: t('FAQ'), description: t('The questions and answers on the FAQ page, in every language: add, change, reorder, unpublish.'), roles: EDITORS },
    { to: '/admin/pages', name: t('Content pages'), description: t('The texts of the information pages (services, terms, visa and OEC guides, welcome pages) in every language.'), roles: EDITORS },
    { to: '/admin/banner', name: t('Banner'), description: t('The notification banner on every public page: its message, place and schedule.'), roles: EDITORS },
    { to: '/admin/testimonials', name: t('Testimonials'), description: t('What families say on the landing page: each quote and city in every language, their order, published or not.'), roles: EDITORS },
    { to: '/admin/staff', name: t('Staff'), description: t('Add accounts, change roles, reset passwords.'), roles: ADMINS },
    { to: '/admin/audit', name: t('Audit'), description: t('Every change made in the back office: who, when, before and after.'), roles: ADMINS },
    { to: '/admin/account', name: t('Your account'), description: t('Your password and authenticator app.'), roles: EVERYONE },
  ].filter((s) => s.roles.includes(role));
