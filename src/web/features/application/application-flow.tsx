import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from '../../lib/router';
import type { ApplicationState } from '../../../shared/api/application/schemas';
import { canonicalStep, type Navigation } from '../../../shared/workflow';
import { ApiError } from '../../lib/api-client';
import { isMobileDevice } from '../../lib/device';
import { t } from '../../lib/i18n';
import { session } from '../../lib/storage';
import { useHeaderBack } from '../../components/header/header-state';
import { applicationKeys } from './api/application-keys';
import { useApplication } from './api/get-application';
import { redeemLink } from './api/redeem-link';
import { releaseReservation } from './api/release-reservation';
import { appHref, workflowContextOf } from './app-url';
import styles from './application.module.css';
import { ApplicationNotFound } from './components/application-not-found';
import { MaidBand } from './components/maid-band';
import { ProgressWizard } from './components/progress-wizard';
import { StepEntry } from './components/step-entry';
import { StepLoadBoundary } from './components/step-load-boundary';
import { ScreenPlaceholder, StepScreen } from './step-screen';
import { useMaidOffer } from './api/get-maid-offer';
import type { StepTarget } from './step-props';
import { currentSignatureIndex } from './signature-index';
import { useAppBack } from './use-app-back';
import { usePreloadScreens } from './use-preload-screens';

// The start screen (HIRE_MAID) loads with its step like every other screen; its data comes beside it.
const HireMaidStart = lazy(() => import('./hire-maid-start').then((m) => ({ default: m.HireMaidStart })));

/** The hire application at /app: the step in the URL, the state from the server. */
export function ApplicationFlow() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const mobile = useMemo(() => isMobileDevice(), []);
  const appId = params.get('appId');
  const token = params.get('t');
  const maidId = Number(params.get('maidId'));
  const stepParam = params.get('step');
  const [linkError, setLinkError] = useState<string>();
  const query = useApplication(token ? null : appId);
  const starting = !token && !appId && Number.isInteger(maidId) && maidId > 0;
  // Asked for while the start screen's code is on its way, not after it.
  useMaidOffer(starting ? maidId : null);
  const state = query.data;
  const ctx = state ? workflowContextOf(state, params, mobile) : null;
  const step = stepParam ?? state?.currentStep ?? 'HIRE_MAID';

  // Steps replace the history entry: the padding entries below it give the back button to the flow.
  const goTo = useCallback(
    (id: string, target: StepTarget) => navigate(appHref(params, id, target.step, target.query), { replace: true }),
    [navigate, params],
  );
  const go = useCallback(
    (nav: Navigation) => {
      if (nav.kind === 'prevented') return;
      if (nav.kind === 'path') return void navigate(nav.path);
      if (!appId) return;
      if (nav.kind === 'signature') return goTo(appId, { step: 'SIGN_MONTHLY_PAYMENTS', query: { signatureIndex: String(nav.index) } });
      if (nav.kind === 'step') return goTo(appId, { step: nav.step, query: nav.query });
    },
    [appId, goTo, navigate],
  );
  const back = useAppBack({
    appId,
    step,
    ctx,
    signatureIndex: state && step === 'SIGN_MONTHLY_PAYMENTS' ? currentSignatureIndex({ state, params }) : 1,
    url: `/app?${params.toString()}`,
    go,
    restore: (url) => void navigate(url, { replace: true }),
    release: state ? () => releaseReservation(state.housemaid.id) : undefined,
  });

  usePreloadScreens({ appId, stepParam, step, ctx });

  const headerBack = useCallback(() => void back(), [back]);
  useHeaderBack(headerBack, t('Previous step'));

  useEffect(() => {
    if (!token) return;
    redeemLink(token)
      .then((redeemed) => {
        client.setQueryData(applicationKeys.detail(redeemed.id), redeemed);
        const rest = new URLSearchParams(params);
        rest.delete('t');
        navigate(appHref(rest, redeemed.id, params.get('step') ?? redeemed.currentStep), { replace: true });
      })
      .catch((error: unknown) => setLinkError(error instanceof ApiError ? error.message : t('This link is not valid. Please ask for a new one.')));
    // Redeemed once per token; params and navigate changing must not redeem again.
  }, [token]);

  useEffect(() => {
    if (appId && !session.get(`cc_app_${appId}`)) session.set(`cc_app_${appId}`, 'start');
    if (appId) session.set('sessionAppId', appId);
  }, [appId]);

  const onStarted = (created: ApplicationState) => {
    client.setQueryData(applicationKeys.detail(created.id), created);
    goTo(created.id, { step: created.currentStep, query: {} });
  };

  const onDone = useCallback(
    (next: StepTarget | null) => {
      if (!appId) return;
      void client.invalidateQueries({ queryKey: applicationKeys.detail(appId) });
      if (next) goTo(appId, next);
    },
    [appId, client, goTo],
  );

  let body: React.ReactNode;
  if (linkError) {
    body = (
      <p className={styles.error} role="alert">
        {linkError}
      </p>
    );
  } else if (token) {
    body = <p role="status">{t('Opening your application…')}</p>;
  } else if (!appId) {
    body = starting ? (
      <StepLoadBoundary>
        <Suspense fallback={<ScreenPlaceholder />}>
          <StepEntry>
            <HireMaidStart maidId={maidId} params={params} onStarted={onStarted} />
          </StepEntry>
        </Suspense>
      </StepLoadBoundary>
    ) : (
      <p>
        {t('Choose a maid first.')} <a href="/hire-maid">{t('See available maids')}</a>
      </p>
    );
  } else if (query.isPending) {
    body = <p role="status">{t('Loading…')}</p>;
  } else if (query.error instanceof ApiError && (query.error.status === 400 || query.error.status === 404)) {
    // A malformed id (400) or one this browser may not open (404): a page, not the API's wording.
    body = <ApplicationNotFound />;
  } else if (query.isError || !state || !ctx) {
    body = (
      <p className={styles.error} role="alert">
        {query.error instanceof ApiError ? query.error.message : t('Connection error: Please refresh')} <a href="/hire-maid">{t('See available maids')}</a>
      </p>
    );
  } else {
    const canonical = canonicalStep(step) ?? 'GENERIC_ROUTER';
    body = (
      <>
        <MaidBand maid={state.housemaid} reference={state.reference} />
        <ProgressWizard step={canonical} ctx={{ mobile: ctx.mobile, paidByCreditCard: state.paidByCreditCard }} />
        <StepScreen appId={appId} step={canonical} canonical={canonical} state={state} ctx={ctx} params={params} onDone={onDone} />
      </>
    );
  }

  return (
    <main className={styles.page}>
      {body}
    </main>
  );
}
