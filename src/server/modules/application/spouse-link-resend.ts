import { and, desc, eq } from 'drizzle-orm';
import { SENT_JUST_NOW, spouseLinkResendRefusal } from '../../../shared/application/spouse-link.js';
import { applicationLinks } from '../../db/schema.js';
import { conflict, HttpError } from '../../http/errors.js';
import { maskPhone } from '../sms/mask-phone.js';
import { spouseSignText } from '../sms/sms-texts.js';
import { readData } from './application-data.js';
import { lockApplication } from './application-lock.js';
import { issueLink } from './issue-link.js';
import type { ServiceDeps } from './service-deps.js';
import { linkUrl } from './sms-link-service.js';
import type { SmsProvider } from './sms-provider.js';
import type { DbOrTx, Tx } from './tx.js';

/** The latest signing link sent to the application's spouse, if any. */
export async function lastSpouseLink(db: DbOrTx, applicationId: string): Promise<{ toPhone: string; sentAt: Date } | undefined> {
  const [link] = await db
    .select({ toPhone: applicationLinks.toPhone, sentAt: applicationLinks.createdAt })
    .from(applicationLinks)
    .where(and(eq(applicationLinks.applicationId, applicationId), eq(applicationLinks.purpose, 'spouse')))
    .orderBy(desc(applicationLinks.createdAt))
    .limit(1);
  return link;
}

/**
 * The spouse's signing link sent again (shared/application/spouse-link.ts says when): a new
 * signed link to the spouse's number, in the family's language, by the SMS queue. `audit` runs in
 * the same transaction (the desk records who sent it): the link, the message and the record
 * commit together or not at all. The answer names the number masked, as the outbox does.
 */
export function createSpouseLinkResender({ db, config, keys }: ServiceDeps, sms: SmsProvider) {
  return function resend(applicationId: string, origin: string, audit?: (tx: Tx) => Promise<void>): Promise<{ toPhone: string; sentAt: string }> {
    return db.transaction(async (tx) => {
      const row = await lockApplication(tx, applicationId);
      const last = await lastSpouseLink(tx, applicationId);
      const refusal = spouseLinkResendRefusal({ lastSentAt: last?.sentAt.getTime() ?? null, signedBySpouse: row.signedBySpouse, stage: row.stage });
      if (refusal) throw refusal === SENT_JUST_NOW ? new HttpError(429, refusal) : conflict(refusal);
      // The number the family gave last (CLIENT_SPOUSE_NUMBER may have corrected the first one).
      const toPhone = readData(row.data).values.phones?.spouse ?? last!.toPhone;
      const token = await issueLink(tx, keys.linkKey, applicationId, 'spouse', toPhone);
      const url = linkUrl(origin, { id: applicationId, token, purpose: 'spouse', maidId: row.housemaidId, carried: {}, lang: row.language });
      await sms.send(tx, {
        toPhone,
        body: spouseSignText(row.language, config.SITE_NAME, row.reference, url),
        kind: 'spouse-sign-link',
        applicationId,
      });
      await audit?.(tx);
      return { toPhone: maskPhone(toPhone), sentAt: new Date().toISOString() };
    });
  };
}

export type SpouseLinkResender = ReturnType<typeof createSpouseLinkResender>;
