import { checkUaeMobile } from './phone.js';
import { fields, text } from './rules.js';

const phone = fields({ phone: text('Enter a mobile number', checkUaeMobile) });

/** The phone number steps, zod-free (they bring libphonenumber-js, ~29 KB gz, with them). */
export const phoneStepChecks = {
  CLIENT_PHONE_NUMBER: phone,
  CLIENT_WHATSAPP_NUMBER: phone,
  CLIENT_SPOUSE_NUMBER: phone,
};
