import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { changeApplicationStage } from '../../../../shared/api/admin-applications/contracts';
import type { ApplicationDetail } from '../../../../shared/api/admin-applications/schemas';
import { allowedStages, MAX_STAGE_REASON, needsReason, STAGE_LABELS, stageMove, type Stage } from '../../../../shared/application/stages';
import buttons from '../../../components/ui/buttons.module.css';
import { t } from '../../../lib/i18n';
import { timeText } from './application-labels';
import own from './applications.module.css';
import styles from '../shared/back-office.module.css';
import { Failure } from '../shared/failure';
import { staffCall } from '../shared/staff-api';

type Detail = ApplicationDetail;
const stageText = (stage: Stage | null) => (stage ? t(STAGE_LABELS[stage]) : '—');

function StageHistory({ a }: { a: Detail }) {
  return (
    <ol className={own.timeline} aria-label={t('Stage history')}>
      {a.stageHistory.map((c, i) => (
        <li key={i}>
          <time dateTime={c.at}>{timeText(c.at)}</time>
          <span>
            {c.from ? t('{from} → {to}', { from: stageText(c.from), to: stageText(c.to) }) : t('{to}, by the family', { to: stageText(c.to) })}
            {c.by ? ` · ${c.by}` : ''}
            {c.smsSent ? ` · ${t('SMS to the client')}` : ''}
            {c.reason ? ` · ${t('Reason: {reason}', { reason: c.reason })}` : ''}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The application's stage after submission: where it is, its history, and the move staff may make now. */
export function ApplicationStagePanel({ a, queryKey, canChange = true }: { a: Detail; queryKey: readonly unknown[]; canChange?: boolean }) {
  const client = useQueryClient();
  // Finance reads the stage and its history; agents and admins move it.
  const choices = a.stage && canChange ? allowedStages(a.stage) : [];
  const [to, setTo] = useState<Stage | ''>('');
  const [reason, setReason] = useState('');
  const [sendSms, setSendSms] = useState(a.client.phone !== null);
  const move = to && a.stage ? stageMove(a.stage, to) : null;
  const change = useMutation({
    mutationFn: () => staffCall(changeApplicationStage, { params: { id: a.id }, body: { stage: to as Stage, reason: reason.trim() || undefined, sendSms } }),
    onSuccess: (changed) => {
      client.setQueryData(queryKey, (old: { application: Detail } | undefined) => old && { application: { ...old.application, ...changed } });
      setTo('');
      setReason('');
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (to) change.mutate();
  };
  return (
    <section className={styles.panel} aria-labelledby="application-stage-title">
      <h2 id="application-stage-title">{t('Stage: {stage}', { stage: stageText(a.stage) })}</h2>
      {!a.stage && <p>{t('The family has not finished this application yet: its stage can change once they submit it.')}</p>}
      {a.stage && canChange && choices.length === 0 && <p>{t('This application is closed: its stage no longer changes.')}</p>}
      {choices.length > 0 && (
        <form className={styles.form} onSubmit={submit} noValidate>
          <div className={styles.field}>
            <label htmlFor="stage-to">{t('Move to')}</label>
            <select id="stage-to" value={to} onChange={(e) => setTo(e.target.value as Stage | '')}>
              <option value="">{t('Choose a stage')}</option>
              {choices.map((s) => (
                <option key={s} value={s}>
                  {stageMove(a.stage!, s) === 'back' ? t('Back to: {stage}', { stage: stageText(s) }) : stageText(s)}
                </option>
              ))}
            </select>
          </div>
          {move && needsReason(move) && (
            <div className={styles.field}>
              <label htmlFor="stage-reason">{move === 'cancel' ? t('Why is it cancelled? (the family sees this)') : t('Why does it go back?')}</label>
              <textarea id="stage-reason" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={MAX_STAGE_REASON} required aria-required="true" />
            </div>
          )}
          <label className={styles.check}>
            <input type="checkbox" checked={sendSms} onChange={(e) => setSendSms(e.target.checked)} disabled={a.client.phone === null} aria-describedby="stage-sms-hint" />
            {t('Send the client an SMS')}
          </label>
          <p className={styles.hint} id="stage-sms-hint">
            {a.client.phone === null ? t('No mobile number was given: no SMS can be sent.') : t('The SMS names the new stage and links to the family’s status page.')}
          </p>
          <div className={styles.actions}>
            <button type="submit" className={buttons.primary} disabled={!to || change.isPending}>
              {change.isPending ? t('Saving…') : t('Change the stage')}
            </button>
          </div>
          <Failure error={change.error} />
          {change.isSuccess && (
            <p className={styles.done} role="status">
              {t('Stage changed.')}
            </p>
          )}
        </form>
      )}
      {a.stageHistory.length > 0 && (
        <>
          <h3>{t('History')}</h3>
          <StageHistory a={a} />
        </>
      )}
    </section>
  );
}
