import type { ReactNode } from 'react';
import { ApiError } from '../../../lib/api-client';
import styles from '../shared/back-office.module.css';
import { Failure } from '../shared/failure';
import { messagesByField, serverFieldMessages, type FieldMessages } from '../shared/field-issues';

/** A schema that can check a form's body before it is sent (the call's own zod schema). */
interface Checkable {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

/** The body's issues by field, by the call's own schema: none when it is right. */
export const checkBody = (schema: Checkable, body: unknown): FieldMessages => {
  const checked = schema.safeParse(body);
  return checked.success ? {} : messagesByField(checked.error.issues);
};

/**
 * A refused call's message for one of the form's fields: the 400's listed issues, or a message the
 * server wrote as "field: …" (the arrival day in the past). Anything else stays the form's own failure.
 */
export function fieldsOfFailure(error: unknown, fields: readonly string[]): FieldMessages {
  const listed = serverFieldMessages(error);
  if (Object.keys(listed).length) return listed;
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const field = fields.find((f) => error.message.startsWith(`${f}: `));
  return field ? { [field]: error.message } : {};
}

/** The form's failure in words, unless a field already shows it. */
export function FormFailure({ error, issues }: { error: unknown; issues: FieldMessages }) {
  return Object.keys(issues).length ? null : <Failure error={error} />;
}

/** A field's message under it, tied to it by `${id}-error`. */
export function FieldIssue({ id, message }: { id: string; message: string | undefined }): ReactNode {
  return message ? (
    <p className={styles.error} id={`${id}-error`}>
      {message}
    </p>
  ) : null;
}

/** The ids that describe a field: its hint, and its message when it is wrong. */
export const describedBy = (id: string, message: string | undefined, hint = false) => [hint ? `${id}-hint` : undefined, message ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined;
