import type { DbOrTx } from './tx.js';
import { smsOutbox } from '../../db/schema.js';

export interface SmsMessage {
  toPhone: string;
  body: string;
  kind: string;
  applicationId: string;
}

/** Sends an SMS. Runs inside the caller's transaction so a failed step sends nothing. */
export interface SmsProvider {
  name: string;
  send(db: DbOrTx, message: SmsMessage): Promise<void>;
}

/** The default: the message waits in sms_outbox, which the back office shows. */
export const outboxSmsProvider: SmsProvider = {
  name: 'outbox',
  async send(db, message) {
    await db.insert(smsOutbox).values({ ...message, provider: 'outbox' });
  },
};
