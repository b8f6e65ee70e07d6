import { ApiError } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';

/**
 * A refused call in the family's words: the server writes its refusals in the page's language (the
 * lang cookie), a field's refusal as "field: message". A lost connection says so.
 */
export function failureOf(error: unknown): { field: string | null; text: string } | null {
  if (!error) return null;
  if (!(error instanceof ApiError) || error.status === 0) return { field: null, text: t('Connection error: Please refresh') };
  const match = /^([A-Za-z][\w.]*): (.+)$/.exec(error.message);
  return match ? { field: match[1]!, text: t(match[2]!) } : { field: null, text: t(error.message) };
}
