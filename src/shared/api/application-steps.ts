import { z } from 'zod';
import { ibanStepChecks } from '../application/iban-step-checks.js';
import { phoneStepChecks } from '../application/phone-step-checks.js';
import type { StepCheck, StepValues } from '../application/rules.js';
import { plainStepChecks } from '../application/step-checks.js';
import type { Step } from '../workflow/steps.js';

/**
 * The body each step accepts, for the server's parser. The rules are the zod-free step checks of
 * src/shared/application (which the web app uses directly); a schema here reports each field's
 * error as an issue at that field's path, in the check's order, and gives the check's values.
 */

/** `matchingTypeIds.2` → ['matchingTypeIds', 2]; `_form` (the body as a whole) → []. */
const pathOf = (key: string) => (key === '_form' ? [] : key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)));

export function stepSchema<T>(check: StepCheck<T>): z.ZodType<T, Record<string, unknown>> {
  return z.looseObject({}).transform((data, ctx) => {
    const result = check.parse(data);
    if (result.ok) return result.value;
    for (const [key, message] of Object.entries(result.errors)) ctx.addIssue({ code: 'custom', message, path: pathOf(key) });
    return z.NEVER;
  });
}

const stepChecks = { ...plainStepChecks, ...ibanStepChecks, ...phoneStepChecks } satisfies Partial<Record<Step, StepCheck>>;
type StepChecks = typeof stepChecks;

export type StepWithData = keyof StepChecks;
export type StepData<S extends StepWithData> = StepValues<StepChecks[S]>;

const entries = Object.entries(stepChecks) as Array<[StepWithData, StepCheck]>;
export const stepDataSchemas = Object.fromEntries(entries.map(([step, check]) => [step, stepSchema(check)])) as {
  [S in StepWithData]: z.ZodType<StepData<S>, Record<string, unknown>>;
};

export function hasStepData(step: Step): step is StepWithData {
  return step in stepDataSchemas;
}
