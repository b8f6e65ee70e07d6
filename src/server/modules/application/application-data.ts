import type { Step } from '../../../shared/workflow/steps.js';

/** What the applications.data jsonb column holds. */
export interface ApplicationData {
  context: { wa: string | null; sma: boolean; abuDhabi: boolean; isShortListedMaids: boolean; fromSavedList: boolean };
  completed: Step[];
  /** Unvalidated form input per step, so a reload loses nothing; never bank numbers or signatures. */
  drafts: Record<string, Record<string, unknown>>;
  values: ApplicationValues;
}

export interface ApplicationValues {
  clientName?: string;
  emiratesIdNumber?: string;
  needsVisa?: boolean;
  /** AES-256-GCM sealed IBAN (secrets.ts); only its last four digits are kept in clear. */
  ibanSealed?: string;
  ibanLast4?: string;
  bankName?: string | null;
  accountHolderName?: string;
  ibanConfirmed?: boolean;
  directDebitSignature?: string;
  directDebitSignedAt?: string;
  monthlySignatures?: Record<string, string>;
  phones?: { client?: string; whatsapp?: string; spouse?: string };
  arrival?: { date: string; window: string };
  address?: { emirate: string; area: string; building: string; apartment: string };
  confirmations?: Record<string, string>;
  mostHatedMatchingTypeIds?: number[];
  heardAboutUs?: { source: string; other?: string };
  submittedAt?: string;
  /** A card authorised through the payment provider: its token and last four digits, never the number. */
  card?: { token: string; last4: string; brand: string; provider: string; otpHash: string; otpExpiresAt: string; otpAttempts: number };
  cardVerifiedAt?: string;
  /** A returning client proving their number by SMS code to reuse the documents on file. */
  existingClient?: { phone: string; otpHash: string; expiresAt: string; attempts: number; sourceApplicationId: string | null; verifiedAt?: string };
}

export function emptyData(context: ApplicationData['context']): ApplicationData {
  return { context, completed: ['HIRE_MAID'], drafts: {}, values: {} };
}

/** Older or partial rows read safely. */
export function readData(raw: Record<string, unknown>): ApplicationData {
  const data = raw as Partial<ApplicationData>;
  return {
    context: data.context ?? { wa: null, sma: false, abuDhabi: false, isShortListedMaids: false, fromSavedList: false },
    completed: data.completed ?? ['HIRE_MAID'],
    drafts: data.drafts ?? {},
    values: data.values ?? {},
  };
}
