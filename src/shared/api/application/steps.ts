import type { $ZodType } from 'zod/v4/core';
import * as z from 'zod/mini';
import { ibanStepSchemas } from '../../application/iban-step-checks.js';
import { phoneStepSchemas } from '../../application/phone-step-checks.js';
import { plainStepSchemas } from '../../application/step-checks.js';
import type { Step } from '../../workflow/steps.js';

/**
 * The data each step takes, for the server, which parses a submitted step with its schema (the
 * forms check with the same schemas, each loading only its own). It brings every step's
 * libraries, so the web never imports it.
 */

const schemas = { ...plainStepSchemas, ...ibanStepSchemas, ...phoneStepSchemas } satisfies Partial<Record<Step, $ZodType>>;
type Schemas = typeof schemas;

export type StepWithData = keyof Schemas;
/** A step's data as parsed: trimmed and normalised. */
export type StepData<S extends StepWithData> = z.output<Schemas[S]>;

/** Each step's schema typed by its own data, so that a step named by a type parameter parses to that step's data. */
const stepDataSchemas: { [S in StepWithData]: $ZodType<StepData<S>> } = schemas;

export function hasStepData(step: Step): step is StepWithData {
  return step in stepDataSchemas;
}

export function parseStepData<S extends StepWithData>(step: S, data: unknown) {
  return z.safeParse(stepDataSchemas[step], data);
}
