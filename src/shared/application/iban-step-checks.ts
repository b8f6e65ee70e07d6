import { personNameSchema, stepBody } from './fields.js';
import { ibanSchema } from './iban.js';

/** BANK_INFO and IBAN_VALIDATION: apart from the other steps, as they bring ibantools with them. */
export const ibanStepSchemas = {
  BANK_INFO: stepBody({ iban: ibanSchema, accountHolderName: personNameSchema }),
  IBAN_VALIDATION: stepBody({ iban: ibanSchema }),
};
