/**
 * Drafts keep a form's unfinished input in clear, so a reload loses nothing. These fields never go
 * into one: bank numbers, signatures, card details (pan), codes and the Emirates ID number, which
 * are stored only sealed. The web leaves them out of what it sends, and the server drops them from
 * what it receives.
 */
const SECRET_FIELD = /iban|signature|card|cvv|otp|pan|emiratesId/i;

/** A form's values without the fields a draft never keeps. */
export function draftOf<T>(values: Readonly<Record<string, T>>): Record<string, T> {
  return Object.fromEntries(Object.entries(values).filter(([field]) => !SECRET_FIELD.test(field)));
}
