import type { FieldIssue } from '../../../../shared/api/common';
import { ApiError } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';

/** A schema's issue as zod gives it in the browser, or as the server's 400 names it ("languages.0.language.label"). */
interface AnyIssue {
  path: ReadonlyArray<PropertyKey>;
  message: string;
}

/** Each form field's first message, keyed by the field's name; a line of a list field is named by its number. */
export type FieldMessages = Partial<Record<string, string>>;

export function messagesByField(issues: readonly AnyIssue[]): FieldMessages {
  const messages: FieldMessages = {};
  for (const { path, message } of issues) {
    const [field, line] = path;
    if (typeof field !== 'string' || messages[field]) continue;
    // A list field is typed one item a line: "line 2" is where staff look.
    messages[field] = typeof line === 'number' ? t('Line {n}: {message}', { n: line + 1, message }) : message;
  }
  return messages;
}

/** The per-field issues of a refused call (the server's 400 lists them); none for any other failure. */
export function serverFieldMessages(error: unknown): FieldMessages {
  const issues = error instanceof ApiError ? (error.body as { issues?: FieldIssue[] } | undefined)?.issues : undefined;
  if (!Array.isArray(issues)) return {};
  return messagesByField(issues.map(({ field, message }) => ({ path: field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), message })));
}
