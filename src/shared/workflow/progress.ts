import type { WorkflowContext } from './context.js';
import { canonicalStep, type Step } from './steps.js';
import { msg } from '../i18n/msg.js';

export type ProgressStageId = 'documents' | 'payment' | 'sign' | 'contact';

export interface ProgressStage {
  id: ProgressStageId;
  /** English label; the client passes it through its translation layer. */
  label: string;
}

/**
 * The stages of spec section 4, 'Add Bank Details' (or 'Pay Online'), 'Sign Payment Form' (not for
 * card) and 'Enter Contact Details', after the documents: the first screen of the application has
 * its own stage, so the family sees where they are from the start (issue 34).
 */
export function progressStages(ctx: Pick<WorkflowContext, 'paidByCreditCard'>): ProgressStage[] {
  const card = ctx.paidByCreditCard === true;
  return [
    { id: 'documents', label: msg('Upload Documents') },
    { id: 'payment', label: card ? msg('Pay Online') : msg('Add Bank Details') },
    ...(card ? [] : [{ id: 'sign' as const, label: msg('Sign Payment Form') }]),
    { id: 'contact', label: msg('Enter Contact Details') },
  ];
}

/** The stage each step belongs to. SEND_SMS and SMS_SENT are not here: they depend on the device (progressPosition). */
const STAGE_OF: Partial<Record<Step, ProgressStageId>> = {
  REQUIRED_DOCUMENTS: 'documents',
  BANK_INFO: 'payment',
  IBAN_VALIDATION: 'payment',
  CREDIT_CARD_INFO: 'payment',
  CHECK_OTP: 'payment',
  SIGN_DIRECT_DEBIT: 'sign',
  CONFIRM_MAID_ARRIVAL: 'sign',
  SIGN_MONTHLY_PAYMENTS: 'sign',
  MAID_ARRIVAL: 'contact',
  CLIENT_ADDRESS: 'contact',
  CONFIRM_MAID_ARRIVAL_AFTER_CLIENT_ADDRESS: 'contact',
  CLIENT_PHONE_NUMBER: 'contact',
  CLIENT_WHATSAPP_NUMBER: 'contact',
  CLIENT_SPOUSE_NUMBER: 'contact',
  SPOUSE_DID_NOT_SIGN_YET: 'contact',
};

/** Where the wizard stands: the stage to highlight (-1 for none) and how many stages before it are done. */
export interface ProgressPosition {
  active: number;
  done: number;
}

type ProgressContext = Pick<WorkflowContext, 'paidByCreditCard' | 'mobile'>;

/**
 * The wizard's position at a step, or null where no wizard shows. Stages before the active one are
 * done. SEND_SMS/SMS_SENT on a phone (wa: the spouse signs the monthly payments) belong to 'Sign
 * Payment Form', with the documents and bank details done; on a desktop they only send the
 * application to the client's phone, where every stage is still ahead: none active, none done.
 */
export function progressPosition(step: string, ctx: ProgressContext): ProgressPosition | null {
  const canonical = canonicalStep(step);
  if (canonical === 'SEND_SMS' || canonical === 'SMS_SENT') return ctx.mobile ? stageAt('sign', ctx) : { active: -1, done: 0 };
  const id = canonical ? STAGE_OF[canonical] : undefined;
  return id ? stageAt(id, ctx) : null;
}

function stageAt(id: ProgressStageId, ctx: ProgressContext): ProgressPosition {
  const stages = progressStages(ctx);
  const index = stages.findIndex((stage) => stage.id === id);
  // 'Sign Payment Form' is hidden for card payments: a signing step then follows the done payment.
  return index >= 0 ? { active: index, done: index } : { active: -1, done: stages.findIndex((stage) => stage.id === 'payment') + 1 };
}

/** The index of the active stage for a step in progressStages(ctx), or -1 where none is active. */
export function activeProgressStage(step: string, ctx: ProgressContext): number {
  return progressPosition(step, ctx)?.active ?? -1;
}
