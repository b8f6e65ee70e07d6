import { msg } from '../i18n/msg.js';

/**
 * What a bank's return reason code means (ISO 20022, as UAE and SEPA direct debit results give
 * them: 'AM04 Insufficient funds'), so the family reads the reason in their language (issue 31)
 * and not in the bank's English. A reason without a known code is shown as the bank wrote it.
 */
export const RETURN_REASONS: Readonly<Record<string, string>> = {
  AC01: msg('The account number is wrong'),
  AC04: msg('The account is closed'),
  AC06: msg('The account is blocked'),
  AG01: msg('The account does not accept direct debits'),
  AM04: msg('Not enough money in the account'),
  AM05: msg('The same debit was collected twice'),
  MD01: msg('The bank has no mandate for this debit'),
  MD06: msg('You asked your bank to return it'),
  MS02: msg('You refused the debit at your bank'),
  MS03: msg('The bank gave no reason'),
};

/** The code a reason starts with ('AM04'), and what it means when known. */
export function returnReasonOf(reason: string): { code?: string; meaning?: string } {
  const code = /^\s*([A-Z]{2}\d{2})\b/.exec(reason)?.[1];
  return { code, meaning: code ? RETURN_REASONS[code] : undefined };
}
