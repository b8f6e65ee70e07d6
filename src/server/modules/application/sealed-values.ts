import type { DraftValues } from '../../../shared/api/application/schemas.js';
import { isSealedDraftField } from '../../../shared/application/drafts.js';
import { isSealedValue, openValue, rewrapValue, sealValue } from '../../envelope.js';
import type { ApplicationData, ApplicationValues } from './application-data.js';

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

type Drafts = ApplicationData['drafts'];

/**
 * A draft as stored: its IBAN and Emirates ID number sealed as their submitted values are
 * (shared/application/drafts.ts); an empty one, or one that is not text, is left out.
 */
export function sealDraft(wrappingKey: Buffer, applicationId: string, draft: DraftValues): DraftValues {
  const out: DraftValues = {};
  for (const [field, value] of Object.entries(draft)) {
    if (!isSealedDraftField(field)) out[field] = value;
    else if (typeof value === 'string' && value.trim() !== '') out[field] = sealField(wrappingKey, applicationId, field, value);
  }
  return out;
}

/**
 * The drafts as the client's forms get them: their sealed fields opened. A value that no longer
 * opens (sealed under a secret rotated away since) is left out: it was only unfinished input.
 */
export function openDrafts(wrappingKey: Buffer, applicationId: string, drafts: Drafts): Drafts {
  const out: Drafts = {};
  for (const [step, draft] of Object.entries(drafts) as Array<[keyof Drafts, DraftValues]>) {
    const opened: DraftValues = {};
    for (const [field, value] of Object.entries(draft)) {
      if (!isSealedDraftField(field)) opened[field] = value;
      else if (typeof value === 'string' && isSealedValue(value)) {
        try {
          opened[field] = openField(wrappingKey, applicationId, field, value);
        } catch {
          // Left out, see above.
        }
      }
    }
    out[step] = opened;
  }
  return out;
}

/** The drafts with their sealed fields readable under `to`: what key rotation writes beside the values. */
export function rewrapDrafts(drafts: Drafts, applicationId: string, from: Buffer, to: Buffer): { drafts: Drafts; changed: boolean } {
  let changed = false;
  const out: Drafts = {};
  for (const [step, draft] of Object.entries(drafts) as Array<[keyof Drafts, DraftValues]>) {
    out[step] = Object.fromEntries(
      Object.entries(draft).map(([field, value]) => {
        if (!isSealedDraftField(field) || typeof value !== 'string' || !isSealedValue(value)) return [field, value];
        let next: string | undefined;
        try {
          next = rewrapValue(from, to, value, context(applicationId, field));
        } catch {
          // Unfinished input under neither secret: dropped rather than stopping the rotation.
        }
        if (next !== value) changed = true;
        return [field, next];
      }).filter(([, value]) => value !== undefined),
    );
  }
  return { drafts: out, changed };
}
