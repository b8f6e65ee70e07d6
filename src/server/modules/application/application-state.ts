import { eq } from 'drizzle-orm';
import type { ApplicationState } from '../../../shared/api/application/schemas.js';
import { stepSequence } from '../../../shared/workflow/availability.js';
import type { Step } from '../../../shared/workflow/steps.js';
import { displayFirstName } from '../../../shared/first-name.js';
import { quoteIn } from '../../../shared/pricing/price-list.js';
import { mediaUrl } from '../catalogue/housemaid-row.js';
import { applicationDocuments, applications, housemaids } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import type { AccessRole } from './access.js';
import { openDrafts, openField } from './sealed-values.js';
import { readData, type ApplicationData } from './application-data.js';
import type { DbOrTx } from './tx.js';
import { workflowContext } from './workflow-guard.js';
import { msg } from '../../i18n/t.js';

/** The application as its readers see it, and where its phone takes over: what every service of the module answers from. */

type ApplicationRow = typeof applications.$inferSelect;
type DocumentRow = Pick<typeof applicationDocuments.$inferSelect, 'id' | 'kind' | 'contentType' | 'size'>;

export const maskIban = (last4: string) => `•••• ${last4.slice(-4)}`;

/**
 * The drafts as the client's forms get them: what was typed and not sent yet, sealed fields opened
 * (sealed-values.ts). The Emirates ID number on file (a returning client's, or the one sent with
 * the documents) opens into the documents form while the application is pending, so Back and a
 * reload show it as typed; the IBAN on file does not (the form shows it masked, with Change).
 */
function draftsOf(row: ApplicationRow, data: ApplicationData, sealingKey: Buffer): ApplicationData['drafts'] {
  const drafts = openDrafts(sealingKey, row.id, data.drafts);
  const onFile = data.values.emiratesIdNumber;
  if (!onFile || row.status !== 'pending' || drafts.REQUIRED_DOCUMENTS?.emiratesIdNumber) return drafts;
  const emiratesIdNumber = openField(sealingKey, row.id, 'emiratesIdNumber', onFile);
  return { ...drafts, REQUIRED_DOCUMENTS: { ...drafts.REQUIRED_DOCUMENTS, emiratesIdNumber } };
}

/** The application as a role may see it: the spouse sees nothing of the client's documents or bank. */
/** The maid the application is for, as the family sees her throughout it. */
export interface ApplicationMaid {
  name: string;
  posterFile: string;
}

export function toApplicationState(row: ApplicationRow, maid: ApplicationMaid, role: AccessRole, documents: DocumentRow[], sealingKey: Buffer): ApplicationState {
  const data = readData(row.data);
  const v = data.values;
  const spouse = role === 'spouse';
  return {
    id: row.id,
    role,
    status: row.status,
    currentStep: spouse ? (row.signedBySpouse ? 'END_WORK_FLOW_FOR_SIGN_ONLY' : 'SIGN_MONTHLY_PAYMENTS') : row.currentStep,
    prevStep: spouse ? null : row.prevStep,
    completedSteps: spouse ? [] : data.completed,
    housemaid: { id: row.housemaidId, name: displayFirstName(maid.name), posterURL: mediaUrl(maid.posterFile) },
    reference: row.reference,
    // The labels in the family's language (the application's, kept from the lang cookie of each step saved).
    quote: v.quote ? quoteIn(v.quote, row.language) : null,
    wa: data.context.wa,
    sma: data.context.sma,
    needEnterIbanNumber: row.needEnterIbanNumber,
    paidByCreditCard: row.paidByCreditCard,
    signedBySpouse: row.signedBySpouse,
    skipStartScreen: row.skipStartScreen,
    isShortListedMaids: data.context.isShortListedMaids,
    drafts: spouse ? {} : draftsOf(row, data, sealingKey),
    summary: {
      clientName: spouse ? null : (v.clientName ?? null),
      needsVisa: spouse ? false : v.needsVisa === true,
      bankName: spouse ? null : (v.bankName ?? null),
      maskedIban: spouse || !v.ibanLast4 ? null : maskIban(v.ibanLast4),
      accountHolderName: spouse ? null : (v.accountHolderName ?? null),
      documents: spouse ? [] : documents.map(({ id, kind, contentType, size }) => ({ id, kind, contentType, size })),
      directDebitSigned: Boolean(v.directDebitSignature),
      monthlySignatures: Object.keys(v.monthlySignatures ?? {})
        .map(Number)
        .sort((a, b) => a - b),
      phones: spouse ? {} : Object.fromEntries(Object.entries(v.phones ?? {}).filter((e): e is [string, string] => !!e[1])),
      arrival: v.arrival ?? null,
      address: spouse ? null : (v.address ?? null),
      signsAlone: spouse ? false : v.signsAlone === true,
    },
  };
}

/** The application and its documents, as `role` may see them; `sealingKey` opens the values shown to the client. */
export async function loadState(db: DbOrTx, id: string, role: AccessRole, sealingKey: Buffer): Promise<ApplicationState> {
  const [found] = await db
    .select({ row: applications, maid: { name: housemaids.name, posterFile: housemaids.posterFile } })
    .from(applications)
    .innerJoin(housemaids, eq(housemaids.id, applications.housemaidId))
    .where(eq(applications.id, id));
  if (!found) throw notFound(msg('No such application.'));
  const { row, maid } = found;
  const documents = await db
    .select({
      id: applicationDocuments.id,
      kind: applicationDocuments.kind,
      contentType: applicationDocuments.contentType,
      size: applicationDocuments.size,
    })
    .from(applicationDocuments)
    .where(eq(applicationDocuments.applicationId, id));
  return toApplicationState(row, maid, role, documents, sealingKey);
}

/** The first step of the phone's sequence that is not complete yet: where a phone opening the SMS link starts. */
export function firstOpenStep(data: ApplicationData, row: Parameters<typeof workflowContext>[0]): Step {
  const sequence = stepSequence(workflowContext(row, data.context, true, 'phone'));
  return sequence.find((s) => !data.completed.includes(s)) ?? 'END_WORK_FLOW';
}
