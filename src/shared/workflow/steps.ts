/**
 * The hire application's step vocabulary. Reading B of the specification is canonical
 * (DESIGN "Workflow"); reading A's names are accepted as aliases. CREDIT_CARD_INFO and CHECK_OTP
 * take the place of the bank steps when the client pays by card.
 */
export const STEPS = [
  'HIRE_MAID',
  'REQUIRED_DOCUMENTS',
  'BANK_INFO',
  'IBAN_VALIDATION',
  'CREDIT_CARD_INFO',
  'CHECK_OTP',
  'SIGN_DIRECT_DEBIT',
  'CONFIRM_MAID_ARRIVAL',
  'SIGN_MONTHLY_PAYMENTS',
  'SEND_SMS',
  'SMS_SENT',
  'MAID_ARRIVAL',
  'CLIENT_ADDRESS',
  'CONFIRM_MAID_ARRIVAL_AFTER_CLIENT_ADDRESS',
  'CLIENT_PHONE_NUMBER',
  'CLIENT_WHATSAPP_NUMBER',
  'CLIENT_SPOUSE_NUMBER',
  'SPOUSE_DID_NOT_SIGN_YET',
  'MOST_HATED_MATCHING_TYPE',
  'HOW_DID_HEAR_ABOUT_US',
  'END_WORK_FLOW',
  'END_WORK_FLOW_FOR_SIGN_ONLY',
  'GENERIC_ROUTER',
  'ABU_DHABI_MISMATCHED',
  'CONFIRM_MAID_ARRIVAL_AFTER_REPLACEMENT',
] as const;

export type Step = (typeof STEPS)[number];

/** The default of the `step` query parameter: the start screen. */
export const STARTING_STEP: Step = 'HIRE_MAID';

/** Reading A's names (and the EXISTING_CLIENT_* screens) mapped to their canonical step. */
export const STEP_ALIASES: Readonly<Record<string, Step>> = {
  SIGN_INFORMATION: 'SIGN_DIRECT_DEBIT',
  CONFIRM_MAID_ARRIVAL_BY_SPOUSE: 'CONFIRM_MAID_ARRIVAL',
  SEND_SMS_TO_SPOUSE: 'SEND_SMS',
  WAITING_SPOUSE_SIGNATURE: 'SPOUSE_DID_NOT_SIGN_YET',
  MOST_HATED_PREFERENCES: 'MOST_HATED_MATCHING_TYPE',
  HEARD_ABOUT_US: 'HOW_DID_HEAR_ABOUT_US',
  SPOUSE_END_WORK_FLOW: 'END_WORK_FLOW_FOR_SIGN_ONLY',
  EXISTING_CLIENT_REQUIRED_DOCUMENTS: 'REQUIRED_DOCUMENTS',
  EXISTING_CLIENT_UPLOAD_REQUIRED_DOCUMENTS: 'REQUIRED_DOCUMENTS',
  EXISTING_CLIENT_PHONE_NUMBER: 'CLIENT_PHONE_NUMBER',
  EXISTING_CLIENT_WHATSAPP_NUMBER: 'CLIENT_WHATSAPP_NUMBER',
  EXISTING_CLIENT_SPOUSE_NUMBER: 'CLIENT_SPOUSE_NUMBER',
  CONTINUE_NEW_APP_APPROVAL_AFTER_MOBILE: 'CLIENT_PHONE_NUMBER',
  CONTINUE_NEW_APP_APPROVAL_AFTER_MOBILE_WHATSAPP: 'CLIENT_WHATSAPP_NUMBER',
  CONTINUE_NEW_APP_APPROVAL_AFTER_MOBILE_SPOUSE: 'CLIENT_SPOUSE_NUMBER',
  SUBMIT_OLD_PAYMENT_INFO: 'BANK_INFO',
};

const STEP_SET: ReadonlySet<string> = new Set(STEPS);

export function isStep(name: string): name is Step {
  return STEP_SET.has(name);
}

/** The canonical step for a name of either reading (case-insensitive), or null when unknown. */
export function canonicalStep(name: string | null | undefined): Step | null {
  if (!name) return null;
  const upper = name.trim().toUpperCase();
  if (isStep(upper)) return upper;
  return STEP_ALIASES[upper] ?? null;
}
