import type { DraftValues } from '../../../shared/api/application/schemas.js';
import type { StepData } from '../../../shared/api/application/steps.js';
import type { Quote } from '../../../shared/pricing/price-list.js';
import type { Step } from '../../../shared/workflow/steps.js';
import type { SignedFormText } from './signed-forms-shown.js';

/**
 * What the applications.data jsonb column holds. Type aliases, not interfaces: drizzle's jsonb
 * column takes them as they are. What a step saved has that step's data type.
 */
export type ApplicationData = {
  context: ApplicationContext;
  completed: Step[];
  /** Unvalidated form input per step, so a reload loses nothing; never bank numbers or signatures (shared/application/drafts.ts). */
  drafts: Partial<Record<Step, DraftValues>>;
  values: ApplicationValues;
};

export type ApplicationContext = { wa: string | null; sma: boolean; abuDhabi: boolean; isShortListedMaids: boolean; fromSavedList: boolean };

type Documents = StepData<'REQUIRED_DOCUMENTS'>;

/**
 * A value sealed with its own data key (sealed-values.ts, envelope.ts). Rows written before values
 * were sealed may hold the plain value; openField reads both.
 */
export type SealedValue = string;

export type ApplicationValues = {
  clientName?: Documents['clientName'];
  emiratesIdNumber?: SealedValue;
  needsVisa?: Documents['needsVisa'];
  /** The sealed IBAN (`v1.` from before data keys, or `v2.`); only its last four digits are kept in clear. */
  ibanSealed?: SealedValue;
  ibanLast4?: string;
  bankName?: string | null;
  accountHolderName?: StepData<'BANK_INFO'>['accountHolderName'];
  ibanConfirmed?: boolean;
  /** The signature's PNG data URL, sealed. */
  directDebitSignature?: SealedValue;
  directDebitSignedAt?: string;
  /** Each monthly payment form's signature (a PNG data URL, sealed), by its index ('1'…). */
  monthlySignatures?: Record<string, SealedValue>;
  /**
   * Each form as it read when it was signed (the mandate; each monthly form by its index): the
   * signed PDF prints these, whatever the forms' wording, the maid's record or the agency's name
   * say later. Forms signed before these were kept have none, and print as they read now.
   */
  signedForms?: { mandate?: SignedFormText; monthly?: Record<string, SignedFormText> };
  phones?: { client?: string; whatsapp?: string; spouse?: string };
  /** CLIENT_SPOUSE_NUMBER answered 'I sign alone': no spouse number (docs/decisions/2026-11-25-spouse-optional.md). */
  signsAlone?: boolean;
  arrival?: StepData<'MAID_ARRIVAL'>;
  address?: StepData<'CLIENT_ADDRESS'>;
  /** When each confirmation step was confirmed. */
  confirmations?: Partial<Record<Step, string>>;
  mostHatedMatchingTypeIds?: StepData<'MOST_HATED_MATCHING_TYPE'>['matchingTypeIds'];
  heardAboutUs?: StepData<'HOW_DID_HEAR_ABOUT_US'>;
  submittedAt?: string;
  /** When each step was last completed (ISO); rows from before this was kept have none. */
  stepDoneAt?: Partial<Record<Step, string>>;
  /** The price the family was shown when the application started (shared/pricing): what they sign for, whatever the list says later. */
  quote?: Quote;
  /** The first debit's day (`YYYY-MM-DD`), fixed when the bank details are given: the forms signed after show it. */
  debitStartDate?: string;
  /** A card authorised through the payment provider: its token and last four digits, never the number. */
  card?: { token: string; last4: string; brand: string; provider: string; otpHash: string; otpExpiresAt: string; otpAttempts: number };
  cardVerifiedAt?: string;
  /** A returning client proving their number by SMS code to reuse the documents on file. */
  existingClient?: { phone: string; otpHash: string; expiresAt: string; attempts: number; sourceApplicationId: string | null; verifiedAt?: string };
};

/**
 * A row as stored: older or partial rows may lack any part (the column's default is {}). An
 * application whose client data was erased keeps when (data-rights/personal-data.ts).
 */
export type StoredApplicationData = Partial<ApplicationData> & { erasedAt?: string };

export function emptyData(context: ApplicationContext): ApplicationData {
  return { context, completed: ['HIRE_MAID'], drafts: {}, values: {} };
}

/** A stored row's data, whole: what an older or partial row lacks reads as a new application's. */
export function readData(stored: StoredApplicationData): ApplicationData {
  return {
    context: stored.context ?? { wa: null, sma: false, abuDhabi: false, isShortListedMaids: false, fromSavedList: false },
    completed: stored.completed ?? ['HIRE_MAID'],
    drafts: stored.drafts ?? {},
    values: stored.values ?? {},
  };
}
