import { maskIban } from '../../../shared/api/application-fields.js';
import type { ApplicationState } from '../../../shared/api/application-calls.js';
import type { applications, applicationDocuments } from '../../db/schema.js';
import type { AccessRole } from './access.js';
import { readData } from './application-data.js';

type ApplicationRow = typeof applications.$inferSelect;
type DocumentRow = Pick<typeof applicationDocuments.$inferSelect, 'id' | 'kind' | 'contentType' | 'size'>;

/** The application as a role may see it: the spouse sees nothing of the client's documents or bank. */
export function toApplicationState(row: ApplicationRow, role: AccessRole, documents: DocumentRow[]): ApplicationState {
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
    housemaid: { id: row.housemaidId },
    wa: data.context.wa,
    sma: data.context.sma,
    needEnterIbanNumber: row.needEnterIbanNumber,
    paidByCreditCard: row.paidByCreditCard,
    signedBySpouse: row.signedBySpouse,
    skipStartScreen: row.skipStartScreen,
    isShortListedMaids: data.context.isShortListedMaids,
    drafts: spouse ? {} : data.drafts,
    summary: {
      clientName: spouse ? null : (v.clientName ?? null),
      bankName: spouse ? null : (v.bankName ?? null),
      maskedIban: spouse || !v.ibanLast4 ? null : maskIban(v.ibanLast4),
      documents: spouse ? [] : documents.map(({ id, kind, contentType, size }) => ({ id, kind, contentType, size })),
      directDebitSigned: Boolean(v.directDebitSignature),
      monthlySignatures: Object.keys(v.monthlySignatures ?? {})
        .map(Number)
        .sort((a, b) => a - b),
      phones: spouse ? {} : Object.fromEntries(Object.entries(v.phones ?? {}).filter((e): e is [string, string] => !!e[1])),
      arrival: v.arrival ?? null,
      address: spouse ? null : (v.address ?? null),
    },
  };
}
