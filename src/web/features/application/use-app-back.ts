import { useCallback, useEffect, useRef } from 'react';
import { backStep, type Navigation, type WorkflowContext } from '../../../shared/workflow';
import { getAppInfo } from './api/get-app-info';
import { padHistory } from './history-padding';

interface Options {
  appId: string | null;
  step: string;
  ctx: WorkflowContext | null;
  signatureIndex: number;
  /** The address of the screen shown, to come back to when back is prevented. */
  url: string;
  go(nav: Navigation): void;
  restore(url: string): void;
}

const onGuardEntry = () => Boolean((window.history.state as { appBackGuard?: boolean } | null)?.appBackGuard);

/**
 * Back for /app: the shared rules decide; `ask-server` reads getappinfo's prevStep (a failure
 * reloads the page). The browser's back button lands on one of 24 padding entries and comes here;
 * the router has then already rendered that entry's stale address, so the step in force is the
 * last one rendered on a real entry.
 */
export function useAppBack(options: Options) {
  const latest = useRef(options);
  if (!onGuardEntry()) latest.current = options;

  const back = useCallback(async (fromBrowser = false) => {
    const { appId, step, ctx, signatureIndex, url, go, restore } = latest.current;
    const fallback = ctx ?? { mobile: true };
    const follow = (nav: Navigation) => (nav.kind === 'prevented' && fromBrowser ? restore(url) : go(nav));
    const nav = backStep(step, fallback, { signatureIndex });
    if (nav.kind !== 'ask-server') return follow(nav);
    if (!appId) return go({ kind: 'path', path: '/hire-maid' });
    try {
      const info = await getAppInfo(appId);
      follow(backStep(step, fallback, { signatureIndex, serverPrevStep: info.prevStep }));
    } catch {
      window.location.reload();
    }
  }, []);

  useEffect(() => {
    const stopPadding = onGuardEntry() ? () => {} : padHistory(latest.current.step);
    const onPop = () => {
      if (onGuardEntry()) void back(true);
    };
    window.addEventListener('popstate', onPop);
    return () => {
      stopPadding();
      window.removeEventListener('popstate', onPop);
    };
  }, [back]);

  return back;
}
