import { ApiError } from '../../lib/api-client';
import { t } from '../../lib/i18n';

/** A refused call in the family's words: the server writes its refusals in the page's language (the lang cookie); a lost connection says so. */
export const failureText = (error: unknown): string =>
  error instanceof ApiError && error.status !== 0 ? error.message : t('Connection error: Please refresh');
