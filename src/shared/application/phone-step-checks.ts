import { checkUaeMobile } from './phone.js';
import { fields, text } from './rules.js';

/** A UAE mobile number, normalised to E.164 (the server's other phone fields use it too). */
export const mobileNumber = text('Enter a mobile number', checkUaeMobile);

const phone = fields({ phone: mobileNumber });

/** The phone number steps, zod-free (they bring libphonenumber-js, ~29 KB gz, with them). */
export const phoneStepChecks = {
  CLIENT_PHONE_NUMBER: phone,
  CLIENT_WHATSAPP_NUMBER: phone,
  CLIENT_SPOUSE_NUMBER: phone,
};
