/**
 * Where an SMS stands (sms_outbox.status): queued → sending → sent, or failed (tried again after a
 * pause) and, after the last try or a refusal the provider calls final, dead.
 */
export const SMS_STATUSES = ['queued', 'sending', 'sent', 'failed', 'dead'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

/** The statuses staff may send again from the outbox. */
export const RESENDABLE_STATUSES: readonly SmsStatus[] = ['failed', 'dead'];
