import { EXPLICIT_ONLY_STEPS, stepSequence } from '../../../shared/workflow/availability.js';
import type { WorkflowContext } from '../../../shared/workflow/context.js';
import type { Step } from '../../../shared/workflow/steps.js';
import { badRequest } from '../../http/errors.js';
import type { AccessRole } from './access.js';
import { msg } from '../../i18n/t.js';

const readable = (step: Step) => step.toLowerCase().replace(/_/g, ' ');

/**
 * The server owns the order: a step is accepted only when it belongs to this client's sequence
 * and every step before it is complete. The spouse's link signs the monthly payments only.
 */
export function assertStepAllowed(step: Step, ctx: WorkflowContext, completed: readonly Step[], role: AccessRole): void {
  if (role === 'spouse') {
    if (step !== 'SIGN_MONTHLY_PAYMENTS') throw badRequest(msg('This signing link only lets you sign the monthly payment forms.'));
    return;
  }
  if (EXPLICIT_ONLY_STEPS.has(step)) {
    if (step === 'ABU_DHABI_MISMATCHED' && !completed.includes('CLIENT_ADDRESS')) {
      throw badRequest(msg('Please enter your address first.'));
    }
    return;
  }
  const sequence = stepSequence(ctx);
  const index = sequence.indexOf(step);
  if (index === -1) throw badRequest(`The step ${readable(step)} is not part of this application on this device.`);
  const missing = sequence.slice(0, index).find((s) => !completed.includes(s));
  if (missing) throw badRequest(`Please complete the step ${readable(missing)} first.`);
}

/** The workflow context of an application as seen from one request. */
export function workflowContext(
  row: { needEnterIbanNumber: boolean; paidByCreditCard: boolean; signedBySpouse: boolean; skipStartScreen: boolean },
  context: { wa: string | null; sma: boolean; isShortListedMaids: boolean },
  mobile: boolean,
  role: AccessRole,
): WorkflowContext {
  return {
    mobile,
    wa: context.wa,
    sma: context.sma,
    needEnterIbanNumber: row.needEnterIbanNumber,
    paidByCreditCard: row.paidByCreditCard,
    signedBySpouse: row.signedBySpouse,
    skipStartScreen: row.skipStartScreen,
    isShortListedMaids: context.isShortListedMaids,
    forSignOnly: role === 'spouse',
  };
}
