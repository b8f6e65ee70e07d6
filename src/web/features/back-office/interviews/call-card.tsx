import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { confirmInterview, declineInterview, moveInterviewByStaff, recordInterviewOutcome } from '../../../../shared/api/admin-interviews/contracts';
import type { StaffInterview } from '../../../../shared/api/admin-interviews/schemas';
import type { FreeSlot } from '../../../../shared/api/interviews/schemas';
import { OUTCOME_STATUSES, PENDING_STATUSES, type InterviewOutcome } from '../../../../shared/interviews/states';
import { telLink } from '../../../../shared/campaign';
import buttons from '../../../components/ui/buttons.module.css';
import { displayPhone } from '../../../components/header/whatsapp-button';
import { t } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import styles from '../shared/back-office.module.css';
import { Failure } from '../shared/failure';
import { staffCall } from '../shared/staff-api';
import { clockText, dateAndClockText, dayAndClockText, languageText, statusText, wayText } from './interview-words';
import { useRefreshInterviews } from './interviews-query';
import own from './interviews.module.css';

const isPending = (c: StaffInterview) => (PENDING_STATUSES as readonly string[]).includes(c.status);
const isOutcome = (c: StaffInterview) => (OUTCOME_STATUSES as readonly string[]).includes(c.status);

function Fact({ term, children, wide = false }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? own.wide : undefined}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Decline: the reason is required, since the family reads it on their link and in the SMS. */
function DeclineForm({ call, onDone }: { call: StaffInterview; onDone: () => void }) {
  const refresh = useRefreshInterviews();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const decline = useMutation({
    mutationFn: (why: string) => staffCall(declineInterview, { params: { id: call.id }, body: { reason: why } }),
    onSuccess: async () => {
      onDone();
      await refresh();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const why = reason.trim();
    setMissing(why === '');
    if (why !== '') decline.mutate(why);
  };
  const fieldId = `decline-${call.id}`;
  return (
    <form className={own.actionForm} onSubmit={submit} noValidate>
      <div className={styles.field}>
        <label htmlFor={fieldId}>{t('Reason the family will read')}</label>
        <textarea id={fieldId} value={reason} onChange={(e) => setReason(e.target.value)} aria-invalid={missing} aria-describedby={missing ? `${fieldId}-missing` : undefined} maxLength={1000} />
        {missing && (
          <p id={`${fieldId}-missing`} className={styles.error} role="alert">
            {t('Write why the call is declined: the family reads it.')}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <button type="submit" className={buttons.primary} disabled={decline.isPending}>
          {t('Decline the call')}
        </button>
        <button type="button" className={buttons.secondary} onClick={onDone} disabled={decline.isPending}>
          {t('Keep it')}
        </button>
      </div>
      <Failure error={decline.error} />
    </form>
  );
}

/** Move to another free time, chosen from the times still free (this day's and the next ones). */
function MoveForm({ call, freeSlots }: { call: StaffInterview; freeSlots: FreeSlot[] }) {
  const refresh = useRefreshInterviews();
  const [slotId, setSlotId] = useState('');
  const move = useMutation({
    mutationFn: (id: number) => staffCall(moveInterviewByStaff, { params: { id: call.id }, body: { slotId: id } }),
    onSuccess: async () => {
      setSlotId('');
      await refresh();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (slotId) move.mutate(Number(slotId));
  };
  const fieldId = `move-${call.id}`;
  return (
    <form className={own.inlineForm} onSubmit={submit}>
      <div className={styles.field}>
        <label htmlFor={fieldId}>{t('Move to')}</label>
        <select id={fieldId} value={slotId} onChange={(e) => setSlotId(e.target.value)} required>
          <option value="">{freeSlots.length ? t('Choose a free time') : t('No free time: open one first')}</option>
          {freeSlots.map((s) => (
            <option key={s.id} value={s.id}>
              {dayAndClockText(s.startsAt)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttons.secondary} disabled={!slotId || move.isPending}>
        {t('Move the call')}
      </button>
      <Failure error={move.error} />
    </form>
  );
}

/** What became of the call, once its time has come; it may be corrected later. */
function OutcomeForm({ call }: { call: StaffInterview }) {
  const refresh = useRefreshInterviews();
  const [outcome, setOutcome] = useState<InterviewOutcome | ''>(isOutcome(call) ? (call.status as InterviewOutcome) : '');
  const [note, setNote] = useState(call.note ?? '');
  const record = useMutation({ mutationFn: (body: { outcome: InterviewOutcome; note: string }) => staffCall(recordInterviewOutcome, { params: { id: call.id }, body }), onSuccess: refresh });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (outcome) record.mutate({ outcome, note: note.trim() });
  };
  return (
    <form className={own.actionForm} onSubmit={submit}>
      <div className={own.outcomeFields}>
        <div className={styles.field}>
          <label htmlFor={`outcome-${call.id}`}>{t('Outcome')}</label>
          <select id={`outcome-${call.id}`} value={outcome} onChange={(e) => setOutcome(e.target.value as InterviewOutcome)} required>
            <option value="">{t('Choose')}</option>
            {OUTCOME_STATUSES.map((o) => (
              <option key={o} value={o}>
                {statusText(o)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`note-${call.id}`}>{t('Note (optional)')}</label>
          <textarea id={`note-${call.id}`} value={note} onChange={(e) => setNote(e.target.value)} maxLength={1000} />
        </div>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={buttons.primary} disabled={!outcome || record.isPending}>
          {isOutcome(call) ? t('Correct the outcome') : t('Record the outcome')}
        </button>
      </div>
      <Failure error={record.error} />
    </form>
  );
}

/** A family's call on a slot: who, how, in which language, what became of it, and staff's actions on it. */
export function CallCard({ call, startsAt, acts, freeSlots }: { call: StaffInterview; startsAt: string; acts: boolean; freeSlots: FreeSlot[] }) {
  const refresh = useRefreshInterviews();
  const [declining, setDeclining] = useState(false);
  const confirm = useMutation({ mutationFn: () => staffCall(confirmInterview, { params: { id: call.id } }), onSuccess: refresh });
  const pending = isPending(call);
  // An outcome is for a call whose time has come and that was not declined or cancelled.
  const timeHasCome = Date.parse(startsAt) <= Date.now();
  const canRecord = timeHasCome && call.status !== 'declined' && call.status !== 'cancelled';
  const titleId = `call-${call.id}`;
  return (
    <article className={own.call} aria-labelledby={titleId} data-status={call.status}>
      <header className={own.callHead}>
        <h3 id={titleId}>
          {t('Call with {maid} at {time}', { maid: call.maid.name, time: clockText(startsAt) })}
        </h3>
        <span className={own.status} data-status={call.status}>
          {statusText(call.status)}
        </span>
      </header>
      <dl className={own.facts}>
        <Fact term={t('Maid')}>
          <Link to={`/admin/maid?id=${call.maid.id}`}>{`${call.maid.name} #${call.maid.id}`}</Link>
        </Fact>
        <Fact term={t('Phone')}>
          {call.phone ? (
            <a href={telLink(call.phone)} dir="ltr">
              {displayPhone(call.phone)}
            </a>
          ) : (
            t('Erased')
          )}
        </Fact>
        <Fact term={t('Way')}>{wayText(call.way)}</Fact>
        <Fact term={t('Speak')}>{languageText(call.language)}</Fact>
        {call.meetingUrl && (
          <Fact term={t('Meeting link')} wide>
            <a href={call.meetingUrl} target="_blank" rel="noreferrer" className={own.url}>
              {call.meetingUrl}
            </a>
          </Fact>
        )}
        <Fact term={t('Reminder')}>{call.reminderSentAt ? t('Sent {when}', { when: dateAndClockText(call.reminderSentAt) }) : t('Not sent')}</Fact>
        {call.declineReason && <Fact term={t('Decline reason')}>{call.declineReason}</Fact>}
        {call.note && <Fact term={t('Note')}>{call.note}</Fact>}
        <Fact term={t('Asked')}>{dateAndClockText(call.createdAt)}</Fact>
      </dl>
      {acts && pending && !declining && (
        <div className={styles.actions}>
          {call.status === 'requested' && (
            <button type="button" className={buttons.primary} onClick={() => confirm.mutate()} disabled={confirm.isPending}>
              {t('Confirm')}
            </button>
          )}
          <button type="button" className={buttons.secondary} onClick={() => setDeclining(true)}>
            {t('Decline…')}
          </button>
        </div>
      )}
      <Failure error={confirm.error} />
      {acts && pending && declining && <DeclineForm call={call} onDone={() => setDeclining(false)} />}
      {acts && pending && !declining && !timeHasCome && <MoveForm call={call} freeSlots={freeSlots} />}
      {acts && canRecord && <OutcomeForm key={`${call.status}:${call.note ?? ''}`} call={call} />}
    </article>
  );
}
