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
  /** Leaving the application for the maid list from its first step: the maid's reservation ends first. */
  release?(): Promise<unknown>;
}

/** Back to the maid list from these leaves an application nobody continues (SMS_SENT's phone may). */
const FIRST_STEPS = new Set(['REQUIRED_DOCUMENTS', 'EXISTING_CLIENT_REQUIRED_DOCUMENTS', 'SEND_SMS', 'SEND_SMS_TO_SPOUSE']);

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
    const { appId, step, ctx, signatureIndex, url, go, restore, release } = latest.current;
    const fallback = ctx ?? { mobile: true };
    const follow = async (nav: Navigation) => {
      if (nav.kind === 'prevented' && fromBrowser) return restore(url);
      // Awaited, so the list the client lands on already has her back; a failure only keeps her reserved a while.
      if (nav.kind === 'path' && nav.path !== '/' && appId && release && FIRST_STEPS.has(step)) await release().catch(() => undefined);
      go(nav);
    };
    const nav = backStep(step, fallback, { signatureIndex });
    if (nav.kind !== 'ask-server') return follow(nav);
    if (!appId) return go({ kind: 'path', path: '/hire-maid' });
    try {
      const info = await getAppInfo(appId);
      await follow(backStep(step, fallback, { signatureIndex, serverPrevStep: info.prevStep }));
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
