import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import * as z from 'zod/mini';
import { UAE_IBAN_LENGTH } from './constants.js';
import { rule } from './messages.js';
import { msg } from '../i18n/msg.js';

/** Bank codes are the three digits after the check digits of a UAE IBAN. */
export const UAE_BANKS: Readonly<Record<string, string>> = {
  '023': 'Commercial Bank of Dubai',
  '024': 'Dubai Islamic Bank',
  '026': 'Emirates NBD',
  '030': 'Abu Dhabi Commercial Bank',
  '033': 'Mashreq',
  '034': 'Emirates Islamic',
  '035': 'First Abu Dhabi Bank',
  '040': 'RAKBANK',
  '050': 'Abu Dhabi Islamic Bank',
};

export function bankNameOfIban(iban: string): string | null {
  const compact = electronicFormatIBAN(iban) ?? '';
  return compact.startsWith('AE') ? (UAE_BANKS[compact.slice(4, 7)] ?? null) : null;
}

/** A UAE IBAN in any spacing or case, normalised to its electronic format (AE and 21 digits). */
export const ibanSchema = z.string({ error: msg('Enter your IBAN') }).check(
  z.overwrite((v) => electronicFormatIBAN(v.trim()) ?? ''),
  z.minLength(1, rule(msg('Enter your IBAN'))),
  z.startsWith('AE', rule(msg('Enter a UAE IBAN: it starts with AE'))),
  z.length(UAE_IBAN_LENGTH, rule(`A UAE IBAN has ${UAE_IBAN_LENGTH} characters: AE, 2 check digits and 19 digits`)),
  z.regex(/^AE\d{21}$/, rule(msg('A UAE IBAN has only digits after AE'))),
  z.refine((v) => isValidIBAN(v), rule(msg('This IBAN is not valid: please check the digits'))),
);
