import { ApiError } from '../../lib/api-client';
import { t } from '../../lib/i18n';

/**
 * A refused call in the family's words: the server writes its refusals in the page's language (the
 * lang cookie), a field's refusal as "field: message", shown here without the field's name. A lost
 * connection says so.
 */
export function failureText(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return t('Connection error: Please refresh');
  return /^[A-Za-z][\w.]*: (.+)$/s.exec(error.message)?.[1] ?? error.message;
}
