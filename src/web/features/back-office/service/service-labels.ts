import type { ServiceRequestDetail, ServiceRequestRow } from '../../../../shared/api/admin-service/schemas';
import { formatAed } from '../../../../shared/pricing/money';
import { PROBLEM_CATEGORIES, REPLACEMENT_REASONS, type ServiceRequestKind } from '../../../../shared/service/states';
import { t } from '../../../lib/i18n';

/** What the service desk shows of a value: kinds, reasons, days and the timeline in staff's words. */

export const kindText = (kind: ServiceRequestKind) => ({ replacement: t('Replacement'), cancellation: t('Cancellation'), problem: t('Problem') })[kind];

/** The family's reason (a replacement) or category (a problem), in words; a value this version does not know shows as written. */
export function reasonText(row: Pick<ServiceRequestRow, 'kind' | 'reason'>): string | null {
  if (!row.reason) return null;
  const table: Record<string, string> = row.kind === 'problem' ? PROBLEM_CATEGORIES : REPLACEMENT_REASONS;
  return table[row.reason] ? t(table[row.reason]!) : row.reason;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A Dubai calendar day (YYYY-MM-DD) as staff read it: "Mon, 30 Nov 2026". */
export const dayText = (day: string | null) => (day ? dayFormat.format(new Date(`${day}T00:00:00Z`)) : '—');

export const REFUND_METHODS = ['bank_transfer', 'card_refund', 'cash', 'cheque'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
export const methodText = (method: string | null) =>
  method ? (({ bank_transfer: t('Bank transfer'), card_refund: t('Card refund'), cash: t('Cash'), cheque: t('Cheque') }) as Record<string, string>)[method] ?? method : '—';

type Event = ServiceRequestDetail['timeline'][number];

/** A maid named by id in an event: the request's maids by name, any other by her number. */
function maidNamer(detail: ServiceRequestDetail) {
  const known = new Map<number, string>([[detail.request.maid.id, detail.request.maid.name]]);
  if (detail.request.newMaid) known.set(detail.request.newMaid.id, detail.request.newMaid.name);
  return (id: string | number | null | undefined) => {
    if (id === null || id === undefined) return '—';
    const name = known.get(Number(id));
    return name ? `${name} #${id}` : `#${id}`;
  };
}

/**
 * One event of the service's timeline in plain words. `staffName` names the ids of the owner
 * changes (the assignees the desk lists); an id it does not know shows as "another member of staff".
 */
export function eventText(e: Event, detail: ServiceRequestDetail, staffName: (id: string) => string | undefined): string {
  const maid = maidNamer(detail);
  const d = e.detail;
  const str = (key: string) => (d[key] === null || d[key] === undefined ? '' : String(d[key]));
  switch (e.kind) {
    case 'started':
      return t('The service started with {maid}', { maid: maid(d.maidId) });
    case 'replacement-asked':
      return d.newMaidId
        ? t('The family asked for a replacement and chose {maid}; due {day}', { maid: maid(d.newMaidId), day: dayText(str('dueDay')) })
        : t('The family asked for a replacement and left the choice to the agency; due {day}', { day: dayText(str('dueDay')) });
    case 'problem-reported':
      return t('The family reported a problem ({category}); due {day}', { category: reasonText({ kind: 'problem', reason: str('category') }) ?? '—', day: dayText(str('dueDay')) });
    case 'arrival-confirmed':
      return t('The family confirmed the arrival on {day}', { day: dayText(str('arrivalDay')) });
    case 'cancelled':
      return t('The family cancelled the service: last day {end}, refund {amount} due by {day}', { end: dayText(str('endsOn')), amount: formatAed(Number(d.refundFils ?? 0)), day: dayText(str('refundBy')) });
    case 'overdue':
      return t('Past its due day ({day}): marked overdue', { day: dayText(str('dueDay')) });
    case 'owner':
      return d.to ? t('Owner set to {who}', { who: staffName(str('to')) ?? t('another member of staff') }) : t('Owner removed');
    case 'new-maid':
      return t('New maid proposed: {maid}', { maid: maid(d.maidId) });
    case 'arrival-set':
      return Number(d.sms) ? t('Arrival set for {day}; the family was texted', { day: dayText(str('arrivalDay')) }) : t('Arrival set for {day}; no text sent', { day: dayText(str('arrivalDay')) });
    case 'replaced':
      return d.previousMaid === 'returned'
        ? t('{maid} arrived; {previous} was marked returned', { maid: maid(d.newMaidId), previous: maid(d.previousMaidId) })
        : t('{maid} arrived; {previous} is back in the catalogue', { maid: maid(d.newMaidId), previous: maid(d.previousMaidId) });
    case 'debits-stopped':
      return d.alreadyStoppedAt ? t('Debits already stopped; noted: {reason}', { reason: str('reason') }) : t('Debits stopped: {reason}', { reason: str('reason') });
    case 'refund':
      return t('Refund paid: {amount} by {method}{reference}', {
        amount: formatAed(Number(d.amountFils ?? 0)),
        method: methodText(str('method')).toLowerCase(),
        reference: d.reference ? t(', reference {reference}', { reference: str('reference') }) : '',
      });
    case 'closed':
      return t('Closed: {note}', { note: str('note') });
    default:
      return e.kind;
  }
}
