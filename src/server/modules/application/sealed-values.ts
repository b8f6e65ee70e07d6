import { isSealedValue, openValue, rewrapValue, sealValue } from '../../envelope.js';
import type { ApplicationValues } from './application-data.js';

/**
 * The personal values of applications.data kept sealed (envelope.ts): the IBAN, the Emirates ID
 * number and the signatures. Each is bound to its application and field, so a sealed value copied
 * into another row or field does not open.
 */
export type SealedField = 'iban' | 'emiratesIdNumber' | 'directDebitSignature' | 'monthlySignature';

const context = (applicationId: string, field: SealedField) => `application:${applicationId}:${field}`;

export function sealField(wrappingKey: Buffer, applicationId: string, field: SealedField, plain: string): string {
  return sealValue(wrappingKey, plain, context(applicationId, field));
}

/** The value in clear. Values stored before sealing (plain Emirates ID numbers and signatures) read as they are. */
export function openField(wrappingKey: Buffer, applicationId: string, field: SealedField, stored: string): string {
  return isSealedValue(stored) ? openValue(wrappingKey, stored, context(applicationId, field)) : stored;
}

/** The values with every sealed field readable under `to`, and plain legacy ones sealed: what key rotation writes. */
export function rewrapFields(
  values: ApplicationValues,
  applicationId: string,
  from: Buffer,
  to: Buffer,
): { values: ApplicationValues; changed: boolean } {
  let changed = false;
  const rewrap = (field: SealedField, stored: string) => {
    const next = isSealedValue(stored) ? rewrapValue(from, to, stored, context(applicationId, field)) : sealField(to, applicationId, field, stored);
    if (next !== stored) changed = true;
    return next;
  };
  const out: ApplicationValues = { ...values };
  if (values.ibanSealed) out.ibanSealed = rewrap('iban', values.ibanSealed);
  if (values.emiratesIdNumber) out.emiratesIdNumber = rewrap('emiratesIdNumber', values.emiratesIdNumber);
  if (values.directDebitSignature) out.directDebitSignature = rewrap('directDebitSignature', values.directDebitSignature);
  if (values.monthlySignatures) {
    out.monthlySignatures = Object.fromEntries(
      Object.entries(values.monthlySignatures).map(([index, signature]) => [index, rewrap('monthlySignature', signature)]),
    );
  }
  return { values: out, changed };
}
