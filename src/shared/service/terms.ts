import type { Clock } from './clocks.js';
import type { RefundRule } from './refund.js';

/**
 * The agency's terms for a running service: data staff set, with the defaults recorded in
 * docs/decisions/2026-11-28-service-terms.md.
 */
export interface ServiceTerms {
  /** How long the agency has to deliver a replacement maid once asked. */
  replacement: Clock;
  /** Calendar days between a confirmed cancellation and the service's last day. */
  cancelNoticeDays: number;
  /** How the unused part of a paid month comes back. */
  refundRule: RefundRule;
  /** Calendar days the agency has to pay a refund that is due, as the law counts them: two weeks at most. */
  refundDays: number;
}

/**
 * Federal Decree-Law 9 of 2022 on domestic workers: a refund the agency owes is paid within two
 * weeks. Staff may promise sooner, never later.
 */
export const LAW_REFUND_DEADLINE: Clock = { days: 14, count: 'calendar' };

export const DEFAULT_SERVICE_TERMS: ServiceTerms = {
  replacement: { days: 5, count: 'working' },
  cancelNoticeDays: 0,
  refundRule: 'daily',
  refundDays: LAW_REFUND_DEADLINE.days,
};

/** The refund's clock: the agency's days, never past the law's deadline. */
export const refundClock = (terms: ServiceTerms): Clock => ({ days: Math.min(terms.refundDays, LAW_REFUND_DEADLINE.days), count: 'calendar' });
