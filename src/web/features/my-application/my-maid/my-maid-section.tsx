import '../../../lib/i18n/parts/service';
import { useLayoutEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { useFamilyService } from './api/family-service';
import { CancelFlow } from './cancel-flow';
import { OpenRequests } from './open-requests';
import { ProblemFlow } from './problem-flow';
import { ReplacementFlow } from './replacement-flow';
import { ServiceSummary } from './service-summary';
import { Timeline } from './timeline';
import styles from './my-maid.module.css';

type Flow = 'replacement' | 'problem' | 'cancel';

/**
 * "My maid" on /my-application once the maid has arrived (issue 29, docs/api/service.md): the maid,
 * the debits, what the family asked and everything since, and the three things they can ask for.
 * One flow open at a time, in place of the actions; when it ends the focus returns to the section.
 */
export default function MyMaidSection({ appId }: { appId: string }) {
  const service = useFamilyService(appId);
  const [flow, setFlow] = useState<Flow | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const actionsRef = useRef<HTMLHeadingElement>(null);
  // Where the focus goes once a flow has closed: the section's heading after a request, the actions after Back.
  const focusAfter = useRef<React.RefObject<HTMLHeadingElement | null> | null>(null);
  useLayoutEffect(() => {
    if (flow !== null || !focusAfter.current) return;
    focusAfter.current.current?.focus();
    focusAfter.current = null;
  }, [flow]);

  // Before the maid has arrived (or once the desk moved the stage back) there is no service: nothing to show.
  if (service.error instanceof ApiError && service.error.status === 404) return null;
  if (service.error) return <p role="alert">{t('Your maid’s details could not be loaded. Please check your connection and refresh.')}</p>;
  if (!service.data) return null;
  const data = service.data;
  const active = data.status === 'active';
  const openReplacement = data.requests.some((r) => r.kind === 'replacement' && r.status === 'open');

  const close = (to: React.RefObject<HTMLHeadingElement | null>) => () => {
    focusAfter.current = to;
    setFlow(null);
  };

  const flows: Record<Flow, React.ReactNode> = {
    replacement: <ReplacementFlow appId={appId} onClose={close(actionsRef)} onDone={close(titleRef)} />,
    problem: <ProblemFlow appId={appId} onClose={close(actionsRef)} onDone={close(titleRef)} />,
    cancel: <CancelFlow appId={appId} onClose={close(actionsRef)} onDone={close(titleRef)} />,
  };

  return (
    <>
      <ServiceSummary service={data} titleRef={titleRef} />
      {/* Once the service has ended, what was still open is history: the timeline keeps it. */}
      {active ? <OpenRequests appId={appId} service={data} /> : null}
      {active && flow ? flows[flow] : null}
      {active && !flow ? (
        <section className={styles.card} aria-labelledby="service-actions-title">
          <h2 id="service-actions-title" ref={actionsRef} tabIndex={-1} className={styles.flowTitle}>
            {t('Something not right?')}
          </h2>
          <div className={styles.actions}>
            {openReplacement ? null : (
              <button type="button" className={styles.button} onClick={() => setFlow('replacement')}>
                {t('Ask for another maid')}
              </button>
            )}
            <button type="button" className={styles.secondary} onClick={() => setFlow('problem')}>
              {t('Report a problem')}
            </button>
            <button type="button" className={styles.danger} onClick={() => setFlow('cancel')}>
              {t('Cancel the service')}
            </button>
          </div>
        </section>
      ) : null}
      <Timeline service={data} />
    </>
  );
}
