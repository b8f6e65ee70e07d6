import { isWaSet, type WorkflowContext } from './context.js';
import { STEPS, type Step } from './steps.js';

/** Reached only by an explicit step, never by next or back through the sequence. */
export const EXPLICIT_ONLY_STEPS: ReadonlySet<Step> = new Set<Step>([
  'MOST_HATED_MATCHING_TYPE',
  'HOW_DID_HEAR_ABOUT_US',
  'END_WORK_FLOW_FOR_SIGN_ONLY',
  'GENERIC_ROUTER',
  'ABU_DHABI_MISMATCHED',
  'CONFIRM_MAID_ARRIVAL_AFTER_REPLACEMENT',
]);

const MOBILE_ONLY: ReadonlySet<Step> = new Set<Step>([
  'REQUIRED_DOCUMENTS',
  'MAID_ARRIVAL',
  'CLIENT_ADDRESS',
  'CLIENT_PHONE_NUMBER',
  'CLIENT_WHATSAPP_NUMBER',
  'CLIENT_SPOUSE_NUMBER',
  'END_WORK_FLOW',
]);

/** Whether a step belongs to the client's sequence (spec section 4 'Step availability'). */
export function isStepAvailable(step: Step, ctx: WorkflowContext): boolean {
  if (EXPLICIT_ONLY_STEPS.has(step)) return false;
  const card = ctx.paidByCreditCard === true;
  const wa = isWaSet(ctx);
  switch (step) {
    case 'HIRE_MAID':
      return true;
    case 'BANK_INFO':
    case 'SIGN_DIRECT_DEBIT':
      return ctx.mobile && !card;
    case 'IBAN_VALIDATION':
      return ctx.mobile && !card && ctx.needEnterIbanNumber === true;
    case 'CREDIT_CARD_INFO':
    case 'CHECK_OTP':
      return ctx.mobile && card;
    case 'CONFIRM_MAID_ARRIVAL':
    case 'CONFIRM_MAID_ARRIVAL_AFTER_CLIENT_ADDRESS':
      return ctx.mobile && ctx.sma === true;
    case 'SIGN_MONTHLY_PAYMENTS':
      // A card payment has no payment form to sign (the wizard hides 'Sign Payment Form').
      return ctx.mobile && !wa && !card;
    case 'SEND_SMS':
    case 'SMS_SENT':
      return !ctx.mobile || (wa && !card);
    case 'SPOUSE_DID_NOT_SIGN_YET':
      return ctx.mobile && ctx.wa === '1' && !card;
    default:
      return MOBILE_ONLY.has(step) && ctx.mobile;
  }
}

/**
 * The client's steps in order: reading B filtered by availability. The spouse's signing link
 * (forSignOnly) is its own two-step sequence.
 */
export function stepSequence(ctx: WorkflowContext): Step[] {
  if (ctx.forSignOnly) return ['SIGN_MONTHLY_PAYMENTS', 'END_WORK_FLOW_FOR_SIGN_ONLY'];
  return STEPS.filter((step) => isStepAvailable(step, ctx));
}
