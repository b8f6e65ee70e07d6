import { msg } from '../../../../shared/i18n/msg';
import { t } from '../../../lib/i18n';

/** Each SMS kind in staff's words (the outbox rows keep the code the sender wrote). */
const KINDS: Record<string, string> = {
  'continue-on-phone': msg('Link to continue on the phone'),
  'spouse-sign-link': msg("Spouse's signing link"),
  'card-otp': msg('Card payment code'),
  'existing-client-otp': msg('Returning client code'),
  'stage-change': msg('Stage change'),
  'service-cancel-code': msg('Cancellation code'),
  'service-cancelled': msg('Service cancelled'),
  'service-problem': msg('Problem reported'),
  'service-replacement': msg('Replacement asked'),
  'service-arrival': msg("Replacement's arrival day"),
  'service-refund': msg('Refund paid'),
};

/** A kind in words; one this page does not know shows as its code. */
export const kindText = (kind: string) => (KINDS[kind] ? t(KINDS[kind]) : kind);
