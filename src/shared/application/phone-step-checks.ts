import { stepBody } from './fields.js';
import { uaeMobileSchema } from './phone.js';

const phone = stepBody({ phone: uaeMobileSchema });

/** The phone number steps: apart from the other steps, as they bring libphonenumber-js with them. */
export const phoneStepSchemas = {
  CLIENT_PHONE_NUMBER: phone,
  CLIENT_WHATSAPP_NUMBER: phone,
  CLIENT_SPOUSE_NUMBER: phone,
};
