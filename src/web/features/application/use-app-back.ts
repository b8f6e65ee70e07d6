import { useCallback, useEffect, useRef } from 'react';
import type { AppInfo } from '../../../shared/api/applications';
import { backStep, historyPadding, type Navigation, type WorkflowContext } from '../../../shared/workflow';
import { call } from '../../lib/api-call';
import { getSessionId } from '../../lib/session-id';

interface Options {
  appId: string | null;
  step: string;
  ctx: WorkflowContext | null;
  signatureIndex: number;
  go(nav: Navigation): void;
}

/**
 * Back for /app: the shared rules decide; `ask-server` reads getappinfo's prevStep (a failure
 * reloads the page). The browser's back button lands on one of 24 padding entries and comes here.
 */
export function useAppBack({ appId, step, ctx, signatureIndex, go }: Options) {
  const latest = useRef({ appId, step, ctx, signatureIndex, go });
  latest.current = { appId, step, ctx, signatureIndex, go };

  const back = useCallback(async () => {
    const { appId: id, step: current, ctx: context, signatureIndex: index, go: navigate } = latest.current;
    const fallback = context ?? { mobile: true };
    const nav = backStep(current, fallback, { signatureIndex: index });
    if (nav.kind !== 'ask-server') return navigate(nav);
    if (!id) return navigate({ kind: 'path', path: '/hire-maid' });
    try {
      const info = await call<AppInfo>({ path: '/sales/ccserviceapplication/getappinfo', params: { id, sessionId: getSessionId() }, silent: true });
      navigate(backStep(current, fallback, { signatureIndex: index, serverPrevStep: info.prevStep }));
    } catch {
      window.location.reload();
    }
  }, []);

  useEffect(() => {
    const pad = historyPadding(latest.current.step);
    const base = (window.history.state ?? {}) as Record<string, unknown>;
    if (!base.appBackGuard) {
      for (let i = 0; i < pad.entries; i++) window.history.pushState({ ...base, ...pad.state }, '', window.location.href);
    }
    const onPop = (event: PopStateEvent) => {
      if ((event.state as { appBackGuard?: boolean } | null)?.appBackGuard) void back();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [back]);

  return back;
}
