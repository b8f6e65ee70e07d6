import { EXPECTED_WORKING_DAYS, PIPELINE, STAGE_LABELS, type Stage } from '../../../shared/application/stages';
import { VISA_WAITS } from '../../../shared/application/visa-waits';
import { LOCALES } from '../../../shared/i18n/locales';
import type { ApplicationStatus } from '../../../shared/api/application/schemas';
import { currentLanguage, t } from '../../lib/i18n';
import styles from './my-application.module.css';

const dayText = (iso: string) => new Intl.DateTimeFormat(LOCALES[currentLanguage()], { dateStyle: 'medium', timeZone: 'Asia/Dubai' }).format(new Date(iso));

function Expected({ stage, status }: { stage: Stage; status: ApplicationStatus }) {
  const working = EXPECTED_WORKING_DAYS[stage];
  if (working !== undefined) return <p className={styles.expected}>{t('{n, plural, one {Usually about {n} working day} other {Usually about {n} working days}}', { n: working })}</p>;
  if (stage === 'visa_in_process' && status.visaWaits.length > 0) {
    const total = status.visaWaits.reduce((sum, w) => sum + w.days, 0);
    return (
      <>
        <p className={styles.expected}>{t('{n, plural, one {Usually about {n} day in all} other {Usually about {n} days in all}}', { n: total })}</p>
        <ul className={styles.waits}>
          {status.visaWaits.map((w) => (
            <li key={w.code}>
              {t(VISA_WAITS.find((v) => v.code === w.code)?.title ?? w.code)}: {t('{n, plural, one {{n} day} other {{n} days}}', { n: w.days })}
            </li>
          ))}
        </ul>
      </>
    );
  }
  if (stage === 'maid_arrived' && status.arrival) return <p className={styles.expected}>{t('On the day you chose: {day}', { day: dayText(`${status.arrival.date}T12:00:00+04:00`) })}</p>;
  return null;
}

/** The pipeline as a list of stages: done, the current one, and those to come with their expected days. */
export function StageTracker({ status }: { status: ApplicationStatus }) {
  const current = status.stage === 'cancelled' ? null : status.stage;
  const at = current ? PIPELINE.indexOf(current) : -1;
  const reached = new Map(status.reached.map((r) => [r.stage, r.at]));
  return (
    <ol className={styles.tracker}>
      {PIPELINE.map((stage, i) => {
        const state = i < at || (i === at && stage === 'completed') ? 'done' : i === at ? 'current' : 'upcoming';
        return (
          <li key={stage} className={styles[state]} aria-current={state === 'current' ? 'step' : undefined}>
            <span className={styles.marker} aria-hidden="true">
              {state === 'done' ? '✓' : i + 1}
            </span>
            <div className={styles.stageBody}>
              <p className={styles.stageName}>
                {t(STAGE_LABELS[stage])}{' '}
                <span className={styles.visuallyHidden}>{state === 'done' ? t('(done)') : state === 'current' ? t('(now)') : t('(to come)')}</span>
              </p>
              {state !== 'upcoming' && reached.has(stage) && i <= at ? <p className={styles.when}>{dayText(reached.get(stage)!)}</p> : null}
              {state !== 'done' ? <Expected stage={stage} status={status} /> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
