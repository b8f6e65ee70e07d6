import { useCallback, useEffect, useRef, useState } from 'react';
import type { StepCheck } from '../../../shared/application/rules';
import { saveDraft } from './api/save-draft';
import { useSubmitStep } from './api/submit-step';
import type { StepProps } from './step-props';
import { errorsOf } from './errors-of';

type Values = Record<string, string | number | boolean | null>;
const SECRET = /iban|signature|card|cvv|otp/i;
const DRAFT_DELAY_MS = 800;

/**
 * A step's form: the same rules as the server's (zod-free, see src/shared/application) check it first, messages sit at the fields,
 * and unfinished input is saved as a draft (never IBANs or signatures).
 */
export function useStepForm<V extends Values>(props: StepProps, check: StepCheck, defaults: V, toData?: (v: V) => Record<string, unknown>) {
  const draft = props.state.drafts[props.step] as Partial<V> | undefined;
  const [values, setValues] = useState<V>({ ...defaults, ...draft });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useSubmitStep(props.appId, props.step, props.ctx.mobile);
  const dirty = useRef(false);

  useEffect(() => {
    if (!dirty.current) return;
    const timer = setTimeout(() => {
      const safe = Object.fromEntries(Object.entries(values).filter(([k]) => !SECRET.test(k)));
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
    const refused = check(data);
    if (Object.keys(refused).length > 0) {
      setErrors(refused);
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
