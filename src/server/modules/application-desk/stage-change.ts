import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { routes } from '../../../shared/routes.js';
import { stageRefusal, type Stage } from '../../../shared/application/stages.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { applicationStageChanges, applications, housemaids } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { readData } from '../application/application-data.js';
import { erasedAtOf } from '../data-rights/personal-data.js';
import { issueLink } from '../application/issue-link.js';
import type { SmsProvider } from '../application/sms-provider.js';
import type { Tx } from '../application/tx.js';
import { recordAudit } from '../staff/audit.js';
import { stageSmsText } from '../sms/sms-texts.js';
import { withLanguage } from '../sms/link-language.js';
import { messagesOf } from './application-desk-repository.js';
import { stageHistoryOf } from './handling-queries.js';
import { cancelPaymentsFrom } from '../money/ledger.js';
import { refuseWhileServiceRuns, startService, undoServiceStart } from '../service/service-start.js';

export const NOT_SUBMITTED = 'The family has not finished this application yet: its stage can change once they submit it.';
export const NO_CLIENT_MOBILE = 'This application has no client mobile number to text. Change the stage without the SMS.';

export interface StageChangeRequest {
  applicationId: string;
  staffId: string;
  ip: string;
  to: Stage;
  reason?: string | undefined;
  sendSms: boolean;
  /** The site's address the status page link opens. */
  origin: string;
}

/**
 * A cancelled application gives its maid back to the catalogue: submitting held her without expiry.
 * Only when she is still reserved and no other open application of hers exists. Whether it did.
 */
async function releaseMaid(tx: Tx, application: { id: string; housemaidId: number }): Promise<boolean> {
  const [maid] = await tx.select({ status: housemaids.status }).from(housemaids).where(eq(housemaids.id, application.housemaidId)).for('update');
  if (maid?.status !== 'reserved') return false;
  const [other] = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.housemaidId, application.housemaidId),
        ne(applications.id, application.id),
        or(eq(applications.status, 'pending'), and(eq(applications.status, 'submitted'), or(isNull(applications.stage), ne(applications.stage, 'cancelled')))),
      ),
    )
    .limit(1);
  if (other) return false;
  await tx.update(housemaids).set({ status: 'available', reservedUntil: null }).where(eq(housemaids.id, application.housemaidId));
  return true;
}

/**
 * Moves an application along the pipeline (shared/application/stages.ts). The change, its history
 * row, its audit row and the SMS with its job commit together or not at all.
 */
export function createStageChanger(db: Db, config: Config, linkKey: Buffer, sms: SmsProvider) {
  return async function changeStage(change: StageChangeRequest) {
    const reason = change.reason?.trim() || null;
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(applications).where(eq(applications.id, change.applicationId)).for('update');
      if (!row) throw notFound('No application with this id.');
      if (!row.stage) throw conflict(NOT_SUBMITTED);
      const refusal = stageRefusal(row.stage, change.to, reason ?? undefined);
      if (refusal) throw refusal.startsWith('reason:') ? badRequest(refusal) : conflict(refusal);
      const phone = readData(row.data).values.phones?.client;
      if (change.sendSms && !phone) throw conflict(NO_CLIENT_MOBILE);
      // An erased application can still move (a cancellation frees her maid), but keeps no reason:
      // the erasure blanked the reasons, and the family can no longer be told one.
      const keptReason = erasedAtOf(row.data) ? null : reason;

      await tx.update(applications).set({ stage: change.to, updatedAt: new Date() }).where(eq(applications.id, row.id));
      await tx.insert(applicationStageChanges).values({
        applicationId: row.id,
        fromStage: row.stage,
        toStage: change.to,
        reason: keptReason,
        staffId: change.staffId,
        smsSent: change.sendSms,
      });
      const maidReleased = change.to === 'cancelled' ? await releaseMaid(tx, row) : false;
      // "Maid arrived" starts the service after arrival; one stage back from it takes it away again.
      if (change.to === 'maid_arrived') await startService(tx, row, change.staffId);
      if (row.stage === 'maid_arrived' && change.to === 'visa_in_process') await undoServiceStart(tx, row.id);
      if (row.stage === 'maid_arrived' && change.to === 'cancelled') await refuseWhileServiceRuns(tx, row.id);
      if (change.to === 'cancelled') await cancelPaymentsFrom(tx, row.id, '1970-01-01', { source: 'desk', staffId: change.staffId, reason: 'The application was cancelled.' });
      await recordAudit(tx, {
        staffId: change.staffId,
        ip: change.ip,
        action: 'application.stage',
        subjectType: 'application',
        subjectId: row.id,
        before: { stage: row.stage },
        after: { stage: change.to, reason: keptReason, sms: change.sendSms, ...(maidReleased ? { maidReleased: row.housemaidId } : {}) },
      });
      if (change.sendSms && phone) {
        const token = await issueLink(tx, linkKey, row.id, 'phone', phone);
        const url = withLanguage(`${change.origin}${routes.myApplication.path}?${new URLSearchParams({ appId: row.id, t: token })}`, row.language);
        await sms.send(tx, { toPhone: phone, body: stageSmsText(row.language, config.SITE_NAME, row.reference, change.to, url), kind: 'stage-change', applicationId: row.id });
      }
    });
    const [stageHistory, messages] = await Promise.all([stageHistoryOf(db, change.applicationId), messagesOf(db, change.applicationId)]);
    return { stage: change.to, stageHistory, messages };
  };
}
