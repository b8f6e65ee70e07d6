/**
 * Zod-free checks of the hire application's fields and steps. The server's zod schemas wrap them
 * (src/shared/api/application-fields.ts, application-steps.ts), and the web app uses them as they
 * are, so that the schema library never reaches the browser.
 */

/** A checked value, normalised, or the first rule it breaks. */
export type Checked<T = string> = { ok: true; value: T } | { ok: false; message: string };

export const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
export const fail = (message: string): Checked<never> => ({ ok: false, message });

/** Each rule in turn; the first one broken gives the message. */
export function firstBroken(value: string, rules: ReadonlyArray<readonly [(v: string) => boolean, string]>): string | undefined {
  return rules.find(([holds]) => !holds(value))?.[1];
}
