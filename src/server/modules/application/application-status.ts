import { asc, eq, inArray } from 'drizzle-orm';
import type { ApplicationStatus } from '../../../shared/api/application/schemas.js';
import { VISA_WAITS } from '../../../shared/application/visa-waits.js';
import { displayFirstName } from '../../../shared/first-name.js';
import { applicationDocuments, applications, applicationStageChanges, housemaids, siteParameters } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { mediaUrl } from '../catalogue/housemaid-row.js';
import type { Caller } from './access.js';
import { maskPhone } from '../sms/mask-phone.js';
import { readData } from './application-data.js';
import type { ServiceDeps } from './service-deps.js';
import { lastSpouseLink } from './spouse-link-resend.js';
import { msg } from '../../i18n/t.js';

const NO_STATUS = msg('No such application.');

/** A whole number of days from a site parameter, or null for a value staff left unset or mistyped. */
function days(value: string | undefined): number | null {
  return value !== undefined && /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : null;
}

/** The family's status page: where their application stands and what they gave, never the bank details. */
export function createApplicationStatus({ db }: Pick<ServiceDeps, 'db'>) {
  return async function statusOf({ applicationId: id, role }: Caller): Promise<ApplicationStatus> {
    // The spouse's signing link signs; the family's progress and documents are not theirs to see.
    if (role === 'spouse') throw notFound(NO_STATUS);
    const [found] = await db
      .select({ row: applications, maid: { name: housemaids.name, posterFile: housemaids.posterFile } })
      .from(applications)
      .innerJoin(housemaids, eq(housemaids.id, applications.housemaidId))
      .where(eq(applications.id, id));
    if (!found) throw notFound(NO_STATUS);
    const { row, maid } = found;
    const [documents, changes, parameters, spouseLink] = await Promise.all([
      db
        .select({ id: applicationDocuments.id, kind: applicationDocuments.kind, contentType: applicationDocuments.contentType })
        .from(applicationDocuments)
        .where(eq(applicationDocuments.applicationId, id))
        .orderBy(asc(applicationDocuments.createdAt)),
      db
        .select({ to: applicationStageChanges.toStage, reason: applicationStageChanges.reason, at: applicationStageChanges.at })
        .from(applicationStageChanges)
        .where(eq(applicationStageChanges.applicationId, id))
        .orderBy(asc(applicationStageChanges.id)),
      db
        .select()
        .from(siteParameters)
        .where(inArray(siteParameters.code, VISA_WAITS.map((w) => w.code))),
      lastSpouseLink(db, id),
    ]);
    const values = readData(row.data).values;
    const reached = new Map<string, { stage: (typeof changes)[number]['to']; at: string }>();
    for (const change of changes) {
      reached.delete(change.to);
      reached.set(change.to, { stage: change.to, at: change.at.toISOString() });
    }
    const byCode = new Map(parameters.map((p) => [p.code, p.value]));
    return {
      id: row.id,
      reference: row.reference,
      stage: row.stage,
      submittedAt: values.submittedAt ?? null,
      reached: [...reached.values()],
      cancelReason: row.stage === 'cancelled' ? (changes.findLast((c) => c.to === 'cancelled')?.reason ?? null) : null,
      housemaid: { id: row.housemaidId, name: displayFirstName(maid.name), posterURL: mediaUrl(maid.posterFile) },
      visaWaits: VISA_WAITS.flatMap((w) => {
        const d = days(byCode.get(w.code));
        return d === null ? [] : [{ code: w.code, days: d }];
      }),
      arrival: values.arrival ? { date: values.arrival.date, window: values.arrival.window } : null,
      documents,
      mandate: Boolean(values.directDebitSignature),
      spouseLink: spouseLink ? { toPhone: maskPhone(spouseLink.toPhone), sentAt: spouseLink.sentAt.toISOString(), signed: row.signedBySpouse } : null,
    };
  };
}
