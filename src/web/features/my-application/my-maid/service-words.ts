import type { FamilyService } from '../../../../shared/api/service/schemas';
import { LOCALES } from '../../../../shared/i18n/locales';
import { amountInText, formatAed } from '../../../../shared/pricing/money';
import type { Refund } from '../../../../shared/service/refund';
import { PROBLEM_CATEGORIES, REPLACEMENT_REASONS } from '../../../../shared/service/states';
import type { Language } from '../../../../shared/tracking';
import { msg, t } from '../../../lib/i18n';

/**
 * My maid's words: days and amounts as the family reads them, and each event of the service's
 * timeline in plain words. Dates are Dubai's: a service day (YYYY-MM-DD) is already one, an
 * instant is read on Dubai's clock.
 */

/** '28 Nov 2026' for a day of Dubai's calendar, in the page's language. */
export function dayText(day: string, lang: Language): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium', timeZone: 'Asia/Dubai' }).format(new Date(`${day}T12:00:00+04:00`));
}

/** The day in Dubai of an instant, in the page's language. */
export function instantDayText(iso: string, lang: Language): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium', timeZone: 'Asia/Dubai' }).format(new Date(iso));
}

/** An amount inside a sentence: left to right on an Arabic page, never broken between AED and its figure. */
export const money = amountInText;

/**
 * The refund's sum as the rule computes it (shared/service/refund.ts): what was paid for the
 * month, times the days not served, over the month's days: 'AED 3,150 × 12 ÷ 30 = AED 1,260'.
 */
export function refundSum(paidFils: number, refund: Pick<Refund, 'unusedDays' | 'periodDays' | 'totalFils'>): string {
  // An amount never breaks between 'AED' and its figure: a narrow screen wraps the sum at its signs.
  const aed = (fils: number) => formatAed(fils).replace(' ', '\u00a0');
  return `${aed(paidFils)} × ${refund.unusedDays} ÷ ${refund.periodDays} = ${aed(refund.totalFils)}`;
}

export type ServiceEvent = FamilyService['timeline'][number];

/** What each kind of event says, the service desk's too (src/server/modules/service/service-desk.ts writes them). */
const EVENT_TEXTS: Record<string, string> = {
  started: msg('Your maid arrived and your service started'),
  'replacement-asked': msg('You asked for another maid: {reason}'),
  'problem-reported': msg('You reported a problem: {category}'),
  'new-maid': msg('We proposed a new maid: {maid}'),
  'arrival-set': msg('We set the new maid’s arrival day: {day}'),
  'arrival-confirmed': msg('You confirmed the new maid’s arrival day: {day}'),
  replaced: msg('Your new maid arrived'),
  closed: msg('We closed your request'),
  cancelled: msg('You cancelled the service: it ends on {ends}, and {refund} comes back to you by {by}'),
  'cancelled-no-refund': msg('You cancelled the service: it ends on {ends}'),
  'debits-stopped': msg('We stopped the monthly debits'),
  refund: msg('We paid your refund of {amount}'),
};

/** The desk's own bookkeeping (who owns a request, a due day passed) is not the family's news. */
const STAFF_ONLY_EVENTS = new Set(['owner', 'overdue']);

/** The events the family reads, oldest first. */
export const familyEvents = (timeline: readonly ServiceEvent[]): ServiceEvent[] => timeline.filter((e) => !STAFF_ONLY_EVENTS.has(e.kind));

const OTHER_EVENT = msg('An update from us about your service');

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** One event of the timeline in plain words, in the page's language. */
export function eventText(event: ServiceEvent, service: Pick<FamilyService, 'requests'>, lang: Language): string {
  const d = event.detail;
  // A maid the agency proposed is one of the service's requests' maids: her first name is there.
  const maidId = d.newMaidId ?? d.maidId;
  const maid = service.requests.find((r) => r.newMaid && r.newMaid.id === maidId)?.newMaid?.name ?? '';
  const day = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? dayText(value, lang) : '');
  const amount = (value: unknown) => (typeof value === 'number' ? money(value) : '');
  const kind = event.kind === 'cancelled' && !d.refundFils ? 'cancelled-no-refund' : event.kind;
  const template = EVENT_TEXTS[kind];
  if (!template) return t(OTHER_EVENT);
  return t(template, {
    maid: text(d.maidName) || maid,
    reason: t(REPLACEMENT_REASONS[text(d.reason) as keyof typeof REPLACEMENT_REASONS] ?? text(d.reason)),
    category: t(PROBLEM_CATEGORIES[text(d.category) as keyof typeof PROBLEM_CATEGORIES] ?? text(d.category)),
    day: day(d.arrivalDay),
    ends: day(d.endsOn),
    by: day(d.refundBy),
    refund: amount(d.refundFils),
    amount: amount(d.amountFils),
  });
}
