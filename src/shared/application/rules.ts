import { fail, ok, type Checked } from './checked.js';

/**
 * Zod-free validation of a step's body, field by field: the one place a step's rules are written.
 * The web app checks a form with these before sending it; the server judges what it receives with
 * the same checks, wrapped as zod schemas (src/shared/api/application-steps.ts).
 */

/** A field's value, normalised, or the message of the first rule it breaks. */
export type FieldRule<T = unknown> = (value: unknown) => Checked<T>;

/** A step body's values, normalised, or its errors as { field: message } (`_form` for the body as a whole). */
export type StepResult<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

/** A step's check: called, its errors ({} when valid), as a form shows them; `parse` gives the values too. */
export interface StepCheck<T = unknown> {
  (data: Record<string, unknown>): Record<string, string>;
  parse(data: Record<string, unknown>): StepResult<T>;
}

export function stepCheck<T>(parse: (data: Record<string, unknown>) => StepResult<T>): StepCheck<T> {
  const errors = (data: Record<string, unknown>) => {
    const result = parse(data);
    return result.ok ? {} : result.errors;
  };
  return Object.assign(errors, { parse });
}

/** The values a step check gives. */
export type StepValues<C> = C extends StepCheck<infer T> ? T : never;

type ValuesOf<R extends Record<string, FieldRule>> = { [K in keyof R]: R[K] extends FieldRule<infer T> ? T : never };

/** An object with these fields; other keys are ignored (stripped by the server). */
export function fields<R extends Record<string, FieldRule>>(rules: R): StepCheck<ValuesOf<R>> {
  return stepCheck((data) => {
    const errors: Record<string, string> = {};
    const values: Record<string, unknown> = {};
    for (const [key, rule] of Object.entries(rules)) {
      const checked = rule(data[key]);
      if (!checked.ok) errors[key] = checked.message;
      else if (checked.value !== undefined) values[key] = checked.value;
    }
    return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: values as ValuesOf<R> };
  });
}

/** An object with no fields at all: any key is refused. */
export const noFields: StepCheck<Record<string, never>> = stepCheck((data) => {
  const keys = Object.keys(data);
  if (keys.length === 0) return { ok: true, value: {} };
  return { ok: false, errors: { _form: `Unrecognized key${keys.length > 1 ? 's' : ''}: ${keys.map((k) => `"${k}"`).join(', ')}` } };
});

/** A string that passes `check`, normalised by it; `typeMessage` when it is not a string. */
export const text =
  <T>(typeMessage: string, check: (value: string) => Checked<T>): FieldRule<T> =>
  (value) =>
    typeof value === 'string' ? check(value) : fail(typeMessage);

/** One of the listed values. */
export const oneOf =
  <const T>(options: readonly T[], message: string): FieldRule<T> =>
  (value) =>
    options.includes(value as T) ? ok(value as T) : fail(message);

/** Optional: absent (undefined) holds, anything else goes to `rule`. */
export const optional =
  <T>(rule: FieldRule<T>): FieldRule<T | undefined> =>
  (value) =>
    value === undefined ? ok(undefined) : rule(value);

/** Zod's wording for a value of the wrong type where the schema sets no message of its own. */
export function typeMessage(expected: string, value: unknown): string {
  const received = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  return `Invalid input: expected ${expected}, received ${received}`;
}
