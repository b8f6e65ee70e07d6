import type { StatementRow } from '../../../../shared/api/money/schemas';
import { MANDATE_STATUS_NAMES, ROW_KIND_NAMES, ROW_STATUS_NAMES, type MandateStatus, type RowStatus } from '../../../../shared/money/states';
import { t } from '../../../lib/i18n';
import { dayText } from '../service/service-labels';

/** What the back office's money screens show of a value: the ledger's kinds and states in staff's words. */

export const rowStatusText = (status: RowStatus) => t(ROW_STATUS_NAMES[status]);
export const mandateStatusText = (status: MandateStatus) => t(MANDATE_STATUS_NAMES[status]);

/** "Monthly debit 3 · 5 Jan – 4 Feb 2027", an offer by its label: what a row is for. */
export function rowText(row: StatementRow): string {
  const kind = t(ROW_KIND_NAMES[row.kind][row.method]);
  if (row.kind === 'offer' && row.label) return `${kind}: ${row.label}`;
  if (row.kind === 'monthly_payment' && row.seq !== null) return t('{kind}, month {n}', { kind, n: row.seq });
  return kind;
}

/**
 * Who wrote a status event, as the ledger names its sources; one this version does not know shows as
 * written (a member of staff's email, say).
 */
export function sourceText(source: string): string {
  const known: Record<string, string> = {
    schedule: t('Payment schedule'),
    export: t('Collection file'),
    import: t('Bank results file'),
    card: t('Card payment'),
    staff: t('Staff'),
    service: t('The service'),
    desk: t('Service desk'),
  };
  return known[source] ?? source;
}

/** The month after today's in Dubai, `YYYY-MM`: the collection file is made before its month starts. */
export function monthAfter(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 7);
}

/** Today's month on Dubai's clock, `YYYY-MM`. */
export const dubaiMonth = (now = new Date()) => dubaiDay(now).slice(0, 7);

/** Today on Dubai's clock, `YYYY-MM-DD`. */
export const dubaiDay = (now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "December 2026". */
export const monthText = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

export { dayText };
