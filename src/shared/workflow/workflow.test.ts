import { describe, expect, it } from 'vitest';
import {
  activeProgressStage,
  backStep,
  canonicalStep,
  HISTORY_PADDING_ENTRIES,
  historyPadding,
  isStepAvailable,
  nextStep,
  progressPosition,
  progressStages,
  type ProgressPosition,
  stepSequence,
  type BackState,
  type Navigation,
  type Step,
  type WorkflowContext,
} from './index.js';

const mobile: WorkflowContext = { mobile: true };
const desktop: WorkflowContext = { mobile: false };

describe('derived sequences (DESIGN "Workflow")', () => {
  it.each<[string, WorkflowContext, Step[]]>([
    ['desktop', desktop, ['HIRE_MAID', 'SEND_SMS', 'SMS_SENT']],
    [
      'mobile',
      mobile,
      ['HIRE_MAID', 'REQUIRED_DOCUMENTS', 'BANK_INFO', 'SIGN_DIRECT_DEBIT', 'SIGN_MONTHLY_PAYMENTS', 'MAID_ARRIVAL',
        'CLIENT_ADDRESS', 'CLIENT_PHONE_NUMBER', 'CLIENT_WHATSAPP_NUMBER', 'CLIENT_SPOUSE_NUMBER', 'END_WORK_FLOW'],
    ],
    [
      'mobile, IBAN and sma',
      { mobile: true, needEnterIbanNumber: true, sma: true },
      ['HIRE_MAID', 'REQUIRED_DOCUMENTS', 'BANK_INFO', 'IBAN_VALIDATION', 'SIGN_DIRECT_DEBIT', 'CONFIRM_MAID_ARRIVAL',
        'SIGN_MONTHLY_PAYMENTS', 'MAID_ARRIVAL', 'CLIENT_ADDRESS', 'CONFIRM_MAID_ARRIVAL_AFTER_CLIENT_ADDRESS',
        'CLIENT_PHONE_NUMBER', 'CLIENT_WHATSAPP_NUMBER', 'CLIENT_SPOUSE_NUMBER', 'END_WORK_FLOW'],
    ],
    [
      'mobile with wa=1',
      { mobile: true, wa: '1' },
      ['HIRE_MAID', 'REQUIRED_DOCUMENTS', 'BANK_INFO', 'SIGN_DIRECT_DEBIT', 'SEND_SMS', 'SMS_SENT', 'MAID_ARRIVAL',
        'CLIENT_ADDRESS', 'CLIENT_PHONE_NUMBER', 'CLIENT_WHATSAPP_NUMBER', 'CLIENT_SPOUSE_NUMBER',
        'SPOUSE_DID_NOT_SIGN_YET', 'END_WORK_FLOW'],
    ],
    [
      'mobile paying by card',
      { mobile: true, paidByCreditCard: true, needEnterIbanNumber: true },
      ['HIRE_MAID', 'REQUIRED_DOCUMENTS', 'CREDIT_CARD_INFO', 'CHECK_OTP', 'MAID_ARRIVAL', 'CLIENT_ADDRESS',
        'CLIENT_PHONE_NUMBER', 'CLIENT_WHATSAPP_NUMBER', 'CLIENT_SPOUSE_NUMBER', 'END_WORK_FLOW'],
    ],
    ['spouse signing link', { mobile: true, forSignOnly: true }, ['SIGN_MONTHLY_PAYMENTS', 'END_WORK_FLOW_FOR_SIGN_ONLY']],
  ])('%s', (_name, ctx, expected) => {
    expect(stepSequence(ctx)).toEqual(expected);
  });
});

describe('step availability (spec section 4), one case per rule', () => {
  it.each<[string, Step, WorkflowContext, boolean]>([
    ['mobile-only steps are on mobile', 'REQUIRED_DOCUMENTS', mobile, true],
    ['mobile-only steps are not on desktop', 'CLIENT_ADDRESS', desktop, false],
    ['SIGN_DIRECT_DEBIT is mobile only', 'SIGN_DIRECT_DEBIT', desktop, false],
    ['IBAN_VALIDATION needs needEnterIbanNumber', 'IBAN_VALIDATION', mobile, false],
    ['IBAN_VALIDATION on mobile with needEnterIbanNumber', 'IBAN_VALIDATION', { mobile: true, needEnterIbanNumber: true }, true],
    ['IBAN_VALIDATION not on desktop even when needed', 'IBAN_VALIDATION', { mobile: false, needEnterIbanNumber: true }, false],
    ['confirm-arrival needs sma', 'CONFIRM_MAID_ARRIVAL', mobile, false],
    ['confirm-arrival on mobile with sma', 'CONFIRM_MAID_ARRIVAL', { mobile: true, sma: true }, true],
    ['after-address confirm on mobile with sma', 'CONFIRM_MAID_ARRIVAL_AFTER_CLIENT_ADDRESS', { mobile: true, sma: true }, true],
    ['confirm-arrival not on desktop', 'CONFIRM_MAID_ARRIVAL_AFTER_CLIENT_ADDRESS', { mobile: false, sma: true }, false],
    ['SIGN_MONTHLY_PAYMENTS on mobile without wa', 'SIGN_MONTHLY_PAYMENTS', mobile, true],
    ['SIGN_MONTHLY_PAYMENTS not with wa', 'SIGN_MONTHLY_PAYMENTS', { mobile: true, wa: '2' }, false],
    ['SEND_SMS when not mobile', 'SEND_SMS', desktop, true],
    ['SMS_SENT when wa is set', 'SMS_SENT', { mobile: true, wa: '2' }, true],
    ['SEND_SMS not on mobile without wa', 'SEND_SMS', mobile, false],
    ['SPOUSE_DID_NOT_SIGN_YET with wa=1 on mobile', 'SPOUSE_DID_NOT_SIGN_YET', { mobile: true, wa: '1' }, true],
    ['SPOUSE_DID_NOT_SIGN_YET not with another wa', 'SPOUSE_DID_NOT_SIGN_YET', { mobile: true, wa: '2' }, false],
    ['SPOUSE_DID_NOT_SIGN_YET not on desktop', 'SPOUSE_DID_NOT_SIGN_YET', { mobile: false, wa: '1' }, false],
    ['MOST_HATED_MATCHING_TYPE never in the sequence', 'MOST_HATED_MATCHING_TYPE', mobile, false],
    ['HOW_DID_HEAR_ABOUT_US never in the sequence', 'HOW_DID_HEAR_ABOUT_US', mobile, false],
    ['END_WORK_FLOW_FOR_SIGN_ONLY never in the sequence', 'END_WORK_FLOW_FOR_SIGN_ONLY', mobile, false],
    ['GENERIC_ROUTER never in the sequence', 'GENERIC_ROUTER', mobile, false],
    ['ABU_DHABI_MISMATCHED never in the sequence', 'ABU_DHABI_MISMATCHED', mobile, false],
    ['CONFIRM_MAID_ARRIVAL_AFTER_REPLACEMENT never in the sequence', 'CONFIRM_MAID_ARRIVAL_AFTER_REPLACEMENT', mobile, false],
    ['card payment replaces BANK_INFO', 'BANK_INFO', { mobile: true, paidByCreditCard: true }, false],
    ['card payment brings CREDIT_CARD_INFO', 'CREDIT_CARD_INFO', { mobile: true, paidByCreditCard: true }, true],
  ])('%s', (_name, step, ctx, expected) => {
    expect(isStepAvailable(step, ctx)).toBe(expected);
  });
});

describe('reading A aliases', () => {
  it.each([
    ['SIGN_INFORMATION', 'SIGN_DIRECT_DEBIT'],
    ['CONFIRM_MAID_ARRIVAL_BY_SPOUSE', 'CONFIRM_MAID_ARRIVAL'],
    ['SEND_SMS_TO_SPOUSE', 'SEND_SMS'],
    ['WAITING_SPOUSE_SIGNATURE', 'SPOUSE_DID_NOT_SIGN_YET'],
    ['MOST_HATED_PREFERENCES', 'MOST_HATED_MATCHING_TYPE'],
    ['HEARD_ABOUT_US', 'HOW_DID_HEAR_ABOUT_US'],
    ['EXISTING_CLIENT_PHONE_NUMBER', 'CLIENT_PHONE_NUMBER'],
    ['bank_info', 'BANK_INFO'],
    ['NOT_A_STEP', null],
  ])('%s → %s', (name, expected) => {
    expect(canonicalStep(name)).toBe(expected);
  });
});

describe('next (spec "Next and back")', () => {
  it.each<[string, string, WorkflowContext, { explicit?: string; query?: Record<string, string> }, Navigation | null]>([
    ['goes to the following available step', 'BANK_INFO', mobile, {}, { kind: 'step', step: 'SIGN_DIRECT_DEBIT', query: {} }],
    ['skips unavailable steps', 'SIGN_DIRECT_DEBIT', { mobile: true, wa: '1' }, {}, { kind: 'step', step: 'SEND_SMS', query: {} }],
    ['goes to an explicit step', 'CLIENT_ADDRESS', mobile, { explicit: 'ABU_DHABI_MISMATCHED' }, { kind: 'step', step: 'ABU_DHABI_MISMATCHED', query: {} }],
    ['merges extra query params', 'HIRE_MAID', mobile, { query: { maidId: '7' } }, { kind: 'step', step: 'REQUIRED_DOCUMENTS', query: { maidId: '7' } }],
    ['accepts reading A names', 'SIGN_INFORMATION', mobile, {}, { kind: 'step', step: 'SIGN_MONTHLY_PAYMENTS', query: {} }],
    ['ends after the last step', 'END_WORK_FLOW', mobile, {}, null],
    ['the spouse goes from signing to the end', 'SIGN_MONTHLY_PAYMENTS', { mobile: true, forSignOnly: true }, {}, { kind: 'step', step: 'END_WORK_FLOW_FOR_SIGN_ONLY', query: {} }],
  ])('%s', (_name, current, ctx, options, expected) => {
    expect(nextStep(current, ctx, options)).toEqual(expected);
  });
});

describe('back (spec "Next and back"), one case per rule', () => {
  it.each<[string, string, WorkflowContext, BackState, Navigation]>([
    ['goes to the previous available step', 'SIGN_DIRECT_DEBIT', { mobile: true, needEnterIbanNumber: true }, {}, { kind: 'step', step: 'IBAN_VALIDATION', query: {} }],
    ['from SMS_SENT goes to SIGN_DIRECT_DEBIT', 'SMS_SENT', { mobile: true, wa: '1' }, {}, { kind: 'step', step: 'SIGN_DIRECT_DEBIT', query: {} }],
    ['from MAID_ARRIVAL goes to GENERIC_ROUTER with act=back', 'MAID_ARRIVAL', mobile, {}, { kind: 'step', step: 'GENERIC_ROUTER', query: { act: 'back' } }],
    ['from END_WORK_FLOW_FOR_SIGN_ONLY with forSignOnly goes to SIGN_MONTHLY_PAYMENTS', 'END_WORK_FLOW_FOR_SIGN_ONLY', { mobile: true, forSignOnly: true, signedBySpouse: true }, {}, { kind: 'step', step: 'SIGN_MONTHLY_PAYMENTS', query: { forSignOnly: 'true' } }],
    ['on HIRE_MAID goes home', 'HIRE_MAID', mobile, {}, { kind: 'path', path: '/' }],
    ['on SIGN_MONTHLY_PAYMENTS steps through earlier signatures', 'SIGN_MONTHLY_PAYMENTS', mobile, { signatureIndex: 3 }, { kind: 'signature', index: 2 }],
    ['with forSignOnly and a signature index below 2 back is prevented', 'SIGN_MONTHLY_PAYMENTS', { mobile: true, forSignOnly: true }, { signatureIndex: 1 }, { kind: 'prevented' }],
    ['prevented on MOST_HATED_MATCHING_TYPE', 'MOST_HATED_PREFERENCES', mobile, {}, { kind: 'prevented' }],
    ['prevented on HOW_DID_HEAR_ABOUT_US', 'HOW_DID_HEAR_ABOUT_US', mobile, {}, { kind: 'prevented' }],
    ['prevented on END_WORK_FLOW', 'END_WORK_FLOW', mobile, {}, { kind: 'prevented' }],
    ['prevented on ABU_DHABI_MISMATCHED', 'ABU_DHABI_MISMATCHED', mobile, {}, { kind: 'prevented' }],
    ['prevented on CONFIRM_MAID_ARRIVAL_AFTER_REPLACEMENT', 'CONFIRM_MAID_ARRIVAL_AFTER_REPLACEMENT', mobile, {}, { kind: 'prevented' }],
    ['prevented on END_WORK_FLOW_FOR_SIGN_ONLY until the spouse has signed', 'END_WORK_FLOW_FOR_SIGN_ONLY', { mobile: true, forSignOnly: true }, {}, { kind: 'prevented' }],
    ['REQUIRED_DOCUMENTS with skipStartScreen goes to /hire-maid', 'REQUIRED_DOCUMENTS', { mobile: true, skipStartScreen: true }, {}, { kind: 'path', path: '/hire-maid' }],
    ['… or /shortlisted-maids with isShortListedMaids', 'REQUIRED_DOCUMENTS', { mobile: true, skipStartScreen: true, isShortListedMaids: true }, {}, { kind: 'path', path: '/shortlisted-maids' }],
    ['a previous STARTING_STEP goes to the list page', 'CLIENT_PHONE_NUMBER', mobile, { serverPrevStep: 'HIRE_MAID' }, { kind: 'path', path: '/hire-maid' }],
    ['SEND_SMS_TO_SPOUSE on desktop goes to the list page', 'SEND_SMS_TO_SPOUSE', desktop, {}, { kind: 'path', path: '/hire-maid' }],
    ['SMS_SENT is treated as SEND_SMS_TO_SPOUSE (desktop)', 'SMS_SENT', { mobile: false, isShortListedMaids: true }, {}, { kind: 'path', path: '/shortlisted-maids' }],
    ['otherwise the server\'s previous step is followed', 'GENERIC_ROUTER', mobile, { serverPrevStep: 'CLIENT_ADDRESS' }, { kind: 'step', step: 'CLIENT_ADDRESS', query: {} }],
    ['a step outside the sequence asks the server', 'GENERIC_ROUTER', mobile, {}, { kind: 'ask-server' }],
  ])('%s', (_name, current, ctx, state, expected) => {
    expect(backStep(current, ctx, state)).toEqual(expected);
  });
});

describe('history padding and progress wizard', () => {
  it('pads history with 24 guard entries', () => {
    expect(HISTORY_PADDING_ENTRIES).toBe(24);
    expect(historyPadding('BANK_INFO')).toEqual({ entries: 24, state: { appBackGuard: true, step: 'BANK_INFO' } });
  });

  it.each<[string, boolean, string[]]>([
    ['bank transfer', false, ['Upload Documents', 'Add Bank Details', 'Sign Payment Form', 'Enter Contact Details']],
    ['card payment hides Sign Payment Form', true, ['Upload Documents', 'Pay Online', 'Enter Contact Details']],
  ])('%s', (_name, paidByCreditCard, labels) => {
    expect(progressStages({ paidByCreditCard }).map((s) => s.label)).toEqual(labels);
  });

  it.each<[string, boolean, number]>([
    ['REQUIRED_DOCUMENTS', false, 0],
    ['BANK_INFO', false, 1],
    ['SIGN_INFORMATION', false, 2],
    ['CLIENT_ADDRESS', false, 3],
    ['CLIENT_ADDRESS', true, 2],
    ['END_WORK_FLOW', false, -1],
  ])('%s (card %s) is stage %i', (step, paidByCreditCard, index) => {
    expect(activeProgressStage(step, { paidByCreditCard, mobile: true })).toBe(index);
  });

  it.each<[string, boolean, ProgressPosition | null]>([
    // Issue 34: the documents have their own stage, the first, marked on the documents step.
    ['REQUIRED_DOCUMENTS', true, { active: 0, done: 0 }],
    ['BANK_INFO', true, { active: 1, done: 1 }],
    ['SIGN_DIRECT_DEBIT', true, { active: 2, done: 2 }],
    // A phone with wa: the spouse's link replaces the monthly signing, documents and bank details done.
    ['SEND_SMS', true, { active: 2, done: 2 }],
    ['SMS_SENT', true, { active: 2, done: 2 }],
    // Issue 16: a desktop only sends the link; every stage is still ahead on the phone.
    ['SEND_SMS', false, { active: -1, done: 0 }],
    ['SMS_SENT', false, { active: -1, done: 0 }],
    ['CLIENT_PHONE_NUMBER', true, { active: 3, done: 3 }],
    ['HIRE_MAID', true, null],
    ['END_WORK_FLOW', true, null],
  ])('%s (mobile %s) stands at %j', (step, mobile, position) => {
    expect(progressPosition(step, { paidByCreditCard: false, mobile })).toEqual(position);
  });

  it('a signing step of a card payment follows the done payment, with nothing highlighted', () => {
    expect(progressPosition('SIGN_MONTHLY_PAYMENTS', { paidByCreditCard: true, mobile: true })).toEqual({ active: -1, done: 2 });
  });
});
