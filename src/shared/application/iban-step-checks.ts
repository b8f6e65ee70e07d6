import { checkPersonName } from './fields.js';
import { checkIban } from './iban.js';
import { fields, text } from './rules.js';

/** BANK_INFO and IBAN_VALIDATION, zod-free (they bring ibantools, ~4 KB gz, with them). */
export const ibanStepChecks = {
  BANK_INFO: fields({ iban: text('Enter your IBAN', checkIban), accountHolderName: text('Enter your full name', checkPersonName) }),
  IBAN_VALIDATION: fields({ iban: text('Enter your IBAN', checkIban) }),
};
