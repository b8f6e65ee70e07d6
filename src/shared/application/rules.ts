import type { Checked } from './checked.js';

/**
 * Zod-free validation of a step's body, field by field, as the server's zod schemas of
 * src/shared/api/application-steps.ts judge it (a test holds the two together). The web app checks
 * a form with these before sending it; the server still judges what it receives.
 */

/** The message of the first rule a field's value breaks, or undefined when it holds. */
export type FieldRule = (value: unknown) => string | undefined;

/** A step body's errors as { field: message } ({} when valid; `_form` for the body as a whole). */
export type StepCheck = (data: Record<string, unknown>) => Record<string, string>;

/** An object with these fields; other keys are ignored (stripped by the server). */
export function fields(rules: Record<string, FieldRule>): StepCheck {
  return (data) => {
    const errors: Record<string, string> = {};
    for (const [key, rule] of Object.entries(rules)) {
      const message = rule(data[key]);
      if (message !== undefined) errors[key] = message;
    }
    return errors;
  };
}

/** An object with no fields at all: any key is refused. */
export const noFields: StepCheck = (data): Record<string, string> => {
  const keys = Object.keys(data);
  if (keys.length === 0) return {};
  return { _form: `Unrecognized key${keys.length > 1 ? 's' : ''}: ${keys.map((k) => `"${k}"`).join(', ')}` };
};

/** A string that passes `check` (when given); `typeMessage` when it is not a string. */
export const text =
  (typeMessage: string, check?: (value: string) => Checked<unknown>): FieldRule =>
  (value) => {
    if (typeof value !== 'string') return typeMessage;
    const checked = check?.(value);
    return checked && !checked.ok ? checked.message : undefined;
  };

/** One of the listed values. */
export const oneOf =
  (options: readonly unknown[], message: string): FieldRule =>
  (value) =>
    options.includes(value) ? undefined : message;

/** Optional: absent (undefined) holds, anything else goes to `rule`. */
export const optional =
  (rule: FieldRule): FieldRule =>
  (value) =>
    value === undefined ? undefined : rule(value);

/** Zod's wording for a value of the wrong type where the schema sets no message of its own. */
export function typeMessage(expected: string, value: unknown): string {
  const received = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  return `Invalid input: expected ${expected}, received ${received}`;
}
