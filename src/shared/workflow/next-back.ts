import { stepSequence } from './availability.js';
import { isWaSet, type WorkflowContext } from './context.js';
import { STARTING_STEP, canonicalStep, type Step } from './steps.js';

export type QueryParams = Record<string, string>;

/** Where the client goes: a step of /app, a site path, nowhere, or ask the server. */
export type Navigation =
  | { kind: 'step'; step: Step; query: QueryParams }
  | { kind: 'path'; path: string }
  | { kind: 'signature'; index: number }
  | { kind: 'prevented' }
  | { kind: 'ask-server' };

/**
 * Next goes to the following available step, or an explicit one, merging extra query params.
 * Null when the current step is the last of the sequence.
 */
export function nextStep(
  current: string,
  ctx: WorkflowContext,
  options: { explicit?: string; query?: QueryParams } = {},
): Navigation | null {
  const query = { ...options.query };
  const explicit = canonicalStep(options.explicit);
  if (explicit) return { kind: 'step', step: explicit, query };
  const step = canonicalStep(current) ?? STARTING_STEP;
  const sequence = stepSequence(ctx);
  const index = sequence.indexOf(step);
  const following = index === -1 ? undefined : sequence[index + 1];
  return following ? { kind: 'step', step: following, query } : null;
}

/** Steps on which back does nothing (spec 'Next and back'). */
export const BACK_PREVENTED_STEPS: ReadonlySet<Step> = new Set<Step>([
  'MOST_HATED_MATCHING_TYPE',
  'HOW_DID_HEAR_ABOUT_US',
  'END_WORK_FLOW',
  'ABU_DHABI_MISMATCHED',
  'CONFIRM_MAID_ARRIVAL_AFTER_REPLACEMENT',
]);

export interface BackState {
  /** The monthly payment form being signed, counted from 1. */
  signatureIndex?: number;
  /** The previous step the server reported (getappinfo prevStep), once asked. */
  serverPrevStep?: string | null;
}

const listPage = (ctx: WorkflowContext): Navigation => ({
  kind: 'path',
  path: ctx.isShortListedMaids ? '/shortlisted-maids' : '/hire-maid',
});

/**
 * Back, every rule of the spec's 'Next and back' in order. The original names the step
 * SEND_SMS_TO_SPOUSE; SMS_SENT is treated as it for back, except on mobile where SMS_SENT's
 * own rule (back to SIGN_DIRECT_DEBIT) applies.
 */
export function backStep(current: string, ctx: WorkflowContext, state: BackState = {}): Navigation {
  const step = canonicalStep(current) ?? STARTING_STEP;
  if (BACK_PREVENTED_STEPS.has(step)) return { kind: 'prevented' };
  if (step === 'END_WORK_FLOW_FOR_SIGN_ONLY') {
    if (!ctx.signedBySpouse) return { kind: 'prevented' };
    if (ctx.forSignOnly) return { kind: 'step', step: 'SIGN_MONTHLY_PAYMENTS', query: { forSignOnly: 'true' } };
  }
  if (step === 'HIRE_MAID') return { kind: 'path', path: '/' };
  if (step === 'SIGN_MONTHLY_PAYMENTS') {
    const index = state.signatureIndex ?? 1;
    if (ctx.forSignOnly && index < 2) return { kind: 'prevented' };
    if (index > 1) return { kind: 'signature', index: index - 1 };
  }
  if (step === 'MAID_ARRIVAL') return { kind: 'step', step: 'GENERIC_ROUTER', query: { act: 'back' } };
  if (step === 'SMS_SENT' && ctx.mobile) return { kind: 'step', step: 'SIGN_DIRECT_DEBIT', query: {} };
  if (step === 'REQUIRED_DOCUMENTS' && ctx.skipStartScreen) return listPage(ctx);
  if ((step === 'SEND_SMS' || step === 'SMS_SENT') && !ctx.mobile) return listPage(ctx);

  if (state.serverPrevStep !== undefined) {
    if (state.serverPrevStep === STARTING_STEP) return listPage(ctx);
    const prev = canonicalStep(state.serverPrevStep);
    return prev ? { kind: 'step', step: prev, query: {} } : { kind: 'ask-server' };
  }
  const sequence = stepSequence(ctx);
  const index = sequence.indexOf(step);
  if (index > 0) {
    const prev = sequence[index - 1]!;
    if (prev === STARTING_STEP) return listPage(ctx);
    return { kind: 'step', step: prev, query: isWaSet(ctx) ? { wa: String(ctx.wa) } : {} };
  }
  return { kind: 'ask-server' };
}
