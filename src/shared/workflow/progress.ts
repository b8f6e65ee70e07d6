import type { WorkflowContext } from './context.js';
import { canonicalStep, type Step } from './steps.js';

export type ProgressStageId = 'payment' | 'sign' | 'contact';

export interface ProgressStage {
  id: ProgressStageId;
  /** English label; the client passes it through its translation layer. */
  label: string;
}

/** 'Add Bank Details' (or 'Pay Online'), 'Sign Payment Form' (not for card), 'Enter Contact Details'. */
export function progressStages(ctx: Pick<WorkflowContext, 'paidByCreditCard'>): ProgressStage[] {
  const card = ctx.paidByCreditCard === true;
  return [
    { id: 'payment', label: card ? 'Pay Online' : 'Add Bank Details' },
    ...(card ? [] : [{ id: 'sign' as const, label: 'Sign Payment Form' }]),
    { id: 'contact', label: 'Enter Contact Details' },
  ];
}

const STAGE_OF: Partial<Record<Step, ProgressStageId>> = {
  REQUIRED_DOCUMENTS: 'payment',
  BANK_INFO: 'payment',
  IBAN_VALIDATION: 'payment',
  CREDIT_CARD_INFO: 'payment',
  CHECK_OTP: 'payment',
  SIGN_DIRECT_DEBIT: 'sign',
  CONFIRM_MAID_ARRIVAL: 'sign',
  SIGN_MONTHLY_PAYMENTS: 'sign',
  SEND_SMS: 'sign',
  SMS_SENT: 'sign',
  MAID_ARRIVAL: 'contact',
  CLIENT_ADDRESS: 'contact',
  CONFIRM_MAID_ARRIVAL_AFTER_CLIENT_ADDRESS: 'contact',
  CLIENT_PHONE_NUMBER: 'contact',
  CLIENT_WHATSAPP_NUMBER: 'contact',
  CLIENT_SPOUSE_NUMBER: 'contact',
  SPOUSE_DID_NOT_SIGN_YET: 'contact',
};

/** The index of the active stage for a step in progressStages(ctx), or -1 where no wizard shows. */
export function activeProgressStage(step: string, ctx: Pick<WorkflowContext, 'paidByCreditCard'>): number {
  const canonical = canonicalStep(step);
  const id = canonical ? STAGE_OF[canonical] : undefined;
  if (!id) return -1;
  return progressStages(ctx).findIndex((stage) => stage.id === id);
}
