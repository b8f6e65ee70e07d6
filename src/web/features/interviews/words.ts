import type { InterviewStatus, InterviewWay } from '../../../shared/interviews/states';
import type { Language } from '../../../shared/tracking';
import { ApiError } from '../../lib/api-client';
import { msg, t } from '../../lib/i18n';

/** The ways to speak with her, as the family reads them. */
export const WAY_TEXTS: Readonly<Record<InterviewWay, string>> = {
  video: msg('Video call'),
  phone: msg('Phone call'),
  whatsapp_video: msg('WhatsApp video call'),
};

/** Where the call stands, in plain words. */
export const STATUS_TEXTS: Readonly<Record<InterviewStatus, string>> = {
  requested: msg('Asked: we will confirm the time with her and send you an SMS.'),
  confirmed: msg('Confirmed: she will be there at this time.'),
  declined: msg('We could not arrange this call.'),
  cancelled: msg('You cancelled this call.'),
  held: msg('The call took place.'),
  family_no_show: msg('The call was missed: we could not reach you.'),
  maid_unavailable: msg('She could not join the call. We are sorry.'),
};

/**
 * The UAE mobile rule's refusals (shared/application/phone.ts, in the application's part of the
 * catalogue), written here too so they load with the booking sheet's part (catalogue-areas.ts).
 */
export const PHONE_REFUSALS = [
  msg('Enter a mobile number'),
  msg('This number is too long'),
  msg('Enter a UAE mobile number, e.g. 050 123 4567'),
  msg('Enter a mobile number, not a landline'),
];

/** Each language by its own name, as the language menu shows them (read by speakers of that language). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', ar: 'العربية', hi: 'हिन्दी', ru: 'Русский', fr: 'Français' };

/**
 * A refusal's message by field: the server's "field: message" to that field, anything else to the
 * form. The server writes its messages in the page's language already; a shared rule's English key
 * is translated here.
 */
export function errorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return { _form: t('Something went wrong. Please try again.') };
  if (error.status === 0) return { _form: t('Connection error: Please refresh') };
  const match = /^([A-Za-z][\w.]*): (.+)$/.exec(error.message);
  return match ? { [match[1]!]: t(match[2]!) } : { _form: t(error.message) };
}
