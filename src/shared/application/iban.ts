import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { fail, firstBroken, ok, type Checked } from './checked.js';
import { UAE_IBAN_LENGTH } from './constants.js';

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

/** A UAE IBAN in any spacing, normalised to its electronic format (AE and 21 digits). */
export function checkIban(input: string): Checked {
  const value = electronicFormatIBAN(input.trim()) ?? '';
  const broken = firstBroken(value, [
    [(v) => v.length > 0, 'Enter your IBAN'],
    [(v) => v.startsWith('AE'), 'Enter a UAE IBAN: it starts with AE'],
    [(v) => v.length === UAE_IBAN_LENGTH, `A UAE IBAN has ${UAE_IBAN_LENGTH} characters: AE, 2 check digits and 19 digits`],
    [(v) => /^AE\d{21}$/.test(v), 'A UAE IBAN has only digits after AE'],
    [(v) => isValidIBAN(v), 'This IBAN is not valid: please check the digits'],
  ]);
  return broken ? fail(broken) : ok(value);
}
