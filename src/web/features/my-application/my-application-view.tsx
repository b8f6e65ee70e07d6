import { lazy, Suspense } from 'react';
import { STAGE_LABELS, type Stage } from '../../../shared/application/stages';
import type { ApplicationStatus } from '../../../shared/api/application/schemas';
import { t } from '../../lib/i18n';
import { documentUrl, mandateUrl } from './api/get-application-status';
import { ContactUs } from './contact-us';
import { SpouseLink } from './spouse-link';
import { StageTracker } from './stage-tracker';
import { DOCUMENT_NAMES, NEXT_STEP } from './stage-texts';
import styles from './my-application.module.css';

/** My maid loads (code and texts) only where the maid has arrived: its stage and after. */
const MyMaidSection = lazy(() => import('./my-maid/my-maid-section'));
const SERVICE_STAGES: ReadonlyArray<Stage | null> = ['maid_arrived', 'completed', 'cancelled'];
/** The statement loads (code and texts) only once the application is submitted: it has a stage then. */
const StatementSection = lazy(() => import('./statement/statement-section'));

function YourDocuments({ status }: { status: ApplicationStatus }) {
  if (status.documents.length === 0 && !status.mandate) return null;
  return (
    <section className={styles.card} aria-labelledby="documents-title">
      <h2 id="documents-title">{t('Your documents')}</h2>
      <ul className={styles.documents}>
        {status.documents.map((d) => (
          <li key={d.id}>
            <a className={styles.documentLink} href={documentUrl(status.id, d.id)} target="_blank" rel="noreferrer">
              {t(DOCUMENT_NAMES[d.kind] ?? d.kind)}
              <span className={styles.muted}>{d.contentType === 'application/pdf' ? 'PDF' : t('photo')}</span>
            </a>
          </li>
        ))}
        {status.mandate ? (
          <li>
            <a className={styles.documentLink} href={mandateUrl(status.id)} download>
              {t('Signed direct-debit mandate')}
              <span className={styles.muted}>PDF</span>
            </a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}

/**
 * The status of a submitted application, as its family sees it. `paidRowId`: the statement's row
 * the family just paid by card (the provider's return to `?paid=`).
 */
export function MyApplicationView({ status, paidRowId = null }: { status: ApplicationStatus; paidRowId?: string | null }) {
  const stage = status.stage;
  return (
    <>
      <section className={styles.summary} aria-labelledby="my-application-title">
        <img className={styles.photo} src={status.housemaid.posterURL} alt="" width={72} height={72} />
        <div>
          <h1 id="my-application-title">{t('Your application')}</h1>
          <p>
            {t('Reference')}: <strong><bdi dir="ltr">{status.reference}</bdi></strong>
          </p>
          <p>{t('Your maid: {name}', { name: status.housemaid.name })}</p>
        </div>
      </section>

      {stage ? (
        <>
          <section className={stage === 'cancelled' ? `${styles.card} ${styles.cancelled}` : styles.card} aria-labelledby="now-title">
            <h2 id="now-title">{t('Now: {stage}', { stage: t(STAGE_LABELS[stage]) })}</h2>
            <p>{t(NEXT_STEP[stage])}</p>
            {status.cancelReason ? <p>{t('Reason: {reason}', { reason: status.cancelReason })}</p> : null}
          </section>
          {SERVICE_STAGES.includes(stage) ? (
            <Suspense fallback={null}>
              <MyMaidSection appId={status.id} />
            </Suspense>
          ) : null}
          <Suspense fallback={null}>
            <StatementSection appId={status.id} paidRowId={paidRowId} />
          </Suspense>
          {stage !== 'cancelled' ? (
            <section className={styles.card} aria-labelledby="stages-title">
              <h2 id="stages-title">{t('Where your application stands')}</h2>
              <StageTracker status={status} />
            </section>
          ) : null}
        </>
      ) : (
        <section className={styles.card} aria-labelledby="now-title">
          <h2 id="now-title">{t('Your application is not finished yet')}</h2>
          <p>{t('Finish the last steps so that we can start.')}</p>
          <a className={styles.primary} href={`/app?appId=${encodeURIComponent(status.id)}`}>
            {t('Continue my application')}
          </a>
        </section>
      )}

      <SpouseLink status={status} />
      <YourDocuments status={status} />
      <ContactUs reference={status.reference} />
    </>
  );
}
