import { MONTHLY_PAYMENT_FORMS } from '../../../shared/application/constants';
import type { StepProps } from './step-props';

/** The monthly payment form being signed: from the URL, else the first one not signed yet. */
export function currentSignatureIndex(props: Pick<StepProps, 'params' | 'state'>): number {
  const fromUrl = Number(props.params.get('signatureIndex'));
  if (Number.isInteger(fromUrl) && fromUrl >= 1 && fromUrl <= MONTHLY_PAYMENT_FORMS) return fromUrl;
  const signed = props.state.summary.monthlySignatures;
  for (let i = 1; i <= MONTHLY_PAYMENT_FORMS; i++) if (!signed.includes(i)) return i;
  return MONTHLY_PAYMENT_FORMS;
}
