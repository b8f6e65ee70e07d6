import type { DbOrTx } from './tx.js';

export interface SmsMessage {
  toPhone: string;
  body: string;
  kind: string;
  /** Null for a message about no application (an interview call, issue 32). */
  applicationId: string | null;
}

/**
 * Sends an SMS. Runs inside the caller's transaction so a failed step sends nothing: the message
 * and its job commit with the step (modules/sms/sms-queue.ts), and the queue sends it.
 */
export interface SmsProvider {
  name: string;
  send(db: DbOrTx, message: SmsMessage): Promise<void>;
}
