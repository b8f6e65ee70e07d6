import type { ApplicationState } from '../../../shared/api/application/schemas';
import type { WorkflowContext } from '../../../shared/workflow';

/** Query parameters of /app that stay on every step of the flow (spec section 2). */
const CARRIED = ['wa', 'sma', 'forSignOnly', 'isShortListedMaids', 'planType', 'clientSigningFlow', 'maidId', 'lang', 'journeyId'];

export function appHref(current: URLSearchParams, appId: string, step: string, query: Record<string, string> = {}): string {
  const next = new URLSearchParams();
  for (const key of CARRIED) {
    const value = current.get(key);
    if (value !== null) next.set(key, value);
  }
  next.set('appId', appId);
  next.set('step', step);
  for (const [key, value] of Object.entries(query)) next.set(key, value);
  return `/app?${next.toString()}`;
}

const truthy = (v: string | null) => v === 'true' || v === '1';

export function workflowContextOf(state: ApplicationState, params: URLSearchParams, mobile: boolean): WorkflowContext {
  return {
    mobile,
    wa: state.wa,
    sma: state.sma,
    needEnterIbanNumber: state.needEnterIbanNumber,
    paidByCreditCard: state.paidByCreditCard,
    signedBySpouse: state.signedBySpouse,
    skipStartScreen: state.skipStartScreen,
    isShortListedMaids: state.isShortListedMaids || truthy(params.get('isShortListedMaids')),
    forSignOnly: state.role === 'spouse',
  };
}

export const flag = truthy;
