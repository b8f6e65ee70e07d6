import { ApiError } from '../../lib/api-client';
import { t } from '../../lib/i18n';

/** The server's "field: message" refusals go to that field; anything else above the button. */
export function errorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return { _form: t('Something went wrong. Please try again.') };
  if (error.status === 0) return { _form: t('Connection error: Please refresh') };
  // A refusal of the shared rules (their texts are the translation layer's keys) reads in the page's language.
  const match = /^([A-Za-z][\w.]*): (.+)$/.exec(error.message);
  return match ? { [match[1]!]: t(match[2]!) } : { _form: t(error.message) };
}
