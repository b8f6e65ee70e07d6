import { useCallback, useEffect, useRef, useState } from 'react';
import type * as z from 'zod/mini';
import type { DraftValues } from '../../../shared/api/application/schemas';
import { draftOf } from '../../../shared/application/drafts';
import { fieldErrors } from '../../../shared/application/messages';
import { t } from '../../lib/i18n';
import { saveDraft } from './api/save-draft';
import { useSubmitStep } from './api/submit-step';
import type { StepProps } from './step-props';
import { errorsOf } from './errors-of';

const DRAFT_DELAY_MS = 800;

/**
 * A step's form: the step's schema, the one the server parses the step with, checks it first and
 * its first message per field sits at the field; unfinished input is saved as a draft (never the
 * fields drafts leave out, see shared/application/drafts.ts).
 */
export function useStepForm<V extends DraftValues>(props: StepProps, schema: z.ZodMiniType, defaults: V, toData?: (v: V) => Record<string, unknown>) {
  const draft = props.state.drafts[props.step] as Partial<V> | undefined;
  const [values, setValues] = useState<V>({ ...defaults, ...draft });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useSubmitStep(props.appId, props.step, props.ctx.mobile);
  const dirty = useRef(false);

  useEffect(() => {
    if (!dirty.current) return;
    const timer = setTimeout(() => {
      const safe = draftOf(values);
      if (Object.keys(safe).length > 0) void saveDraft(props.appId, props.step, safe).catch(() => undefined);
    }, DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values, props.appId, props.step]);

  // Stable, so a signature pad's change handler does not rebuild the pad on every render.
  const set = useCallback(<K extends keyof V>(key: K, value: V[K]) => {
    dirty.current = true;
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => {
      const { [key as string]: _gone, ...rest } = e;
      return rest;
    });
  }, []);

  const submit = async (event?: { preventDefault(): void }) => {
    event?.preventDefault();
    const data = toData ? toData(values) : values;
    const checked = schema.safeParse(data);
    if (!checked.success) {
      // The schema's messages are the translation layer's keys (msg()): shown in the page's language.
      setErrors(Object.fromEntries(Object.entries(fieldErrors(checked.error.issues)).map(([field, message]) => [field, t(message)])));
      return;
    }
    try {
      const response = await mutation.mutateAsync(data);
      props.onDone(response.next);
    } catch (error) {
      setErrors(errorsOf(error));
    }
  };

  return { values, set, errors, submit, pending: mutation.isPending };
}
