import { useEffect } from 'react';
import { canonicalStep, nextStep, type WorkflowContext } from '../../../shared/workflow';
import { whenIdle } from '../../lib/when-idle';
import { preloadStepScreen } from './step-screens';

const IDLE_TIMEOUT_MS = 2000;

/**
 * Step screens fetched ahead of need: the one the URL names at once (its code and the
 * application's state then arrive together), and, once the browser is idle on a step, the screen of
 * the step after it, so Continue does not wait for code.
 */
export function usePreloadScreens({ appId, stepParam, step, ctx }: { appId: string | null; stepParam: string | null; step: string; ctx: WorkflowContext | null }): void {
  const named = appId && stepParam ? canonicalStep(stepParam) : null;
  useEffect(() => {
    if (named) preloadStepScreen(named);
  }, [named]);

  const current = ctx ? canonicalStep(step) : null;
  const next = current && ctx ? nextStep(current, ctx) : null;
  const following = next?.kind === 'step' ? next.step : null;
  useEffect(() => {
    if (!following) return;
    return whenIdle(() => preloadStepScreen(following), IDLE_TIMEOUT_MS, IDLE_TIMEOUT_MS);
  }, [following]);
}
