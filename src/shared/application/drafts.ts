/**
 * Drafts keep a form's unfinished input, so a reload loses nothing. Signatures, card details (pan),
 * codes, and any other field naming an IBAN or an Emirates ID number never go into one: the web
 * leaves them out of what it sends, and the server drops them from what it receives. The IBAN and
 * the Emirates ID number themselves (`SEALED_DRAFT_FIELDS`) are kept, sealed by the server as their
 * submitted values are, and opened only for the client's own forms
 * (docs/decisions/2026-11-28-kept-form-input.md).
 */
const SECRET_FIELD = /iban|signature|card|cvv|otp|pan|emiratesId/i;

/** The fields a draft keeps only sealed. */
export const SEALED_DRAFT_FIELDS = ['iban', 'emiratesIdNumber'] as const;
export type SealedDraftField = (typeof SEALED_DRAFT_FIELDS)[number];

export const isSealedDraftField = (field: string): field is SealedDraftField => (SEALED_DRAFT_FIELDS as readonly string[]).includes(field);

/** A form's values without the fields a draft never keeps. */
export function draftOf<T>(values: Readonly<Record<string, T>>): Record<string, T> {
  return Object.fromEntries(Object.entries(values).filter(([field]) => isSealedDraftField(field) || !SECRET_FIELD.test(field)));
}
