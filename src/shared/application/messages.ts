/**
 * How the hire application's schemas word their refusals. zod/mini loads no wording in the
 * browser, so every field carries its own messages; these helpers keep them short to write.
 */

/** The message of one rule of a field. It aborts the field, so a field reports the first rule it breaks. */
export const rule = (error: string) => ({ error, abort: true });

/**
 * Zod's English wording for a value of the wrong type. Some fields have always answered with it,
 * and the browser would otherwise get only "Invalid input".
 */
export const wrongType =
  (expected: string) =>
  (issue: { input?: unknown }): string => {
    const input = issue.input;
    const received = input === null ? 'null' : Array.isArray(input) ? 'array' : typeof input;
    return `Invalid input: expected ${expected}, received ${received}`;
  };

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** A field's key as a form shows its message: 'iban', 'matchingTypeIds.2', or '_form' for the body as a whole. */
const keyOf = (path: readonly PropertyKey[]) => (path.length === 0 ? '_form' : path.map(String).join('.'));

/** The first message of each field of a refused form, by key (see keyOf). */
export function fieldErrors(issues: readonly Issue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[keyOf(issue.path)] ??= issue.message;
  return errors;
}

/** The API's one sentence for a refused body: its first issue, after the field it is about ("phone: …"). */
export function refusalOf(issues: readonly Issue[]): string {
  const issue = issues[0];
  if (!issue) return 'Invalid input';
  return issue.path.length > 0 ? `${keyOf(issue.path)}: ${issue.message}` : issue.message;
}
