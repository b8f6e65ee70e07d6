import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { listAdminMaids } from '../../../../shared/api/admin-catalogue/contracts';
import { markReplacementArrived, proposeReplacementMaid, setReplacementArrival } from '../../../../shared/api/admin-service/contracts';
import * as schemas from '../../../../shared/api/admin-service/schemas';
import type { ServiceRequestDetail } from '../../../../shared/api/admin-service/schemas';
import { dubaiDayOf } from '../../../../shared/service/clocks';
import buttons from '../../../components/ui/buttons.module.css';
import { t } from '../../../lib/i18n';
import { timeText } from '../desk/application-labels';
import styles from '../shared/back-office.module.css';
import { Failure } from '../shared/failure';
import type { FieldMessages } from '../shared/field-issues';
import { staffCall } from '../shared/staff-api';
import { checkBody, describedBy, FieldIssue, fieldsOfFailure, FormFailure } from './action-issues';
import { dayText } from './service-labels';
import service from './service.module.css';

type Props = { detail: ServiceRequestDetail; onDone: (next: ServiceRequestDetail) => void };

/** The new maid: the family's choice held for them, or the agency's proposal from the available maids. */
function NewMaidForm({ detail, onDone }: Props) {
  const request = detail.request;
  const [typed, setTyped] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const [chosen, setChosen] = useState('');
  const maids = useQuery({
    queryKey: ['admin', 'maids', 'available', searched],
    queryFn: () => staffCall(listAdminMaids, { query: { status: 'available', hidden: 'false', ...(searched ? { q: searched } : {}) } }),
    enabled: searched !== null,
  });
  const found = maids.data?.maids ?? [];
  const propose = useMutation({
    mutationFn: () => staffCall(proposeReplacementMaid, { params: { id: request.id }, body: { maidId: Number(chosen) } }),
    onSuccess: (next) => {
      setChosen('');
      onDone(next);
    },
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setChosen('');
    setSearched(typed.trim());
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) propose.mutate();
  };
  return (
    <div className={service.action}>
      <h3 id="service-new-maid-title">{t('New maid')}</h3>
      {request.newMaid ? (
        <p>
          {request.chosenBy === 'family'
            ? t('The family chose {maid}; she is held for them. To accept their choice, set her arrival day below.', { maid: `${request.newMaid.name} #${request.newMaid.id}` })
            : t('The agency proposed {maid}; she is held for the family.', { maid: `${request.newMaid.name} #${request.newMaid.id}` })}
        </p>
      ) : (
        <p>{t('The family left the choice to the agency: propose a maid from those available.')}</p>
      )}
      <form className={service.inline} onSubmit={search} noValidate>
        <div className={`${styles.field} ${service.grow}`}>
          <label htmlFor="service-maid-q">{t('Find an available maid')}</label>
          <input id="service-maid-q" type="search" value={typed} onChange={(e) => setTyped(e.target.value)} maxLength={80} aria-describedby="service-maid-q-hint" autoComplete="off" />
        </div>
        <button type="submit" className={buttons.secondary}>
          {t('Search')}
        </button>
        {/* Under the row, so that the button lines up with the box it searches. */}
        <p className={`${styles.hint} ${service.full}`} id="service-maid-q-hint">
          {t('Her name or number; empty lists the first available maids.')}
        </p>
      </form>
      <Failure error={maids.error} />
      {maids.isFetching && <p>{t('Loading…')}</p>}
      {maids.data && found.length === 0 && <p>{t('No available maid matches this search.')}</p>}
      {found.length > 0 && (
        <form className={service.inline} onSubmit={submit} noValidate aria-label={request.newMaid ? t('Propose another maid') : t('Propose a maid')}>
          <div className={`${styles.field} ${service.grow}`}>
            <label htmlFor="service-maid">{t('Available maid')}</label>
            <select id="service-maid" value={chosen} onChange={(e) => setChosen(e.target.value)}>
              <option value="">{t('Choose…')}</option>
              {found.map((m) => (
                <option key={m.id} value={m.id}>
                  {`${m.name} #${m.id} · ${m.nationalityLabel} · ${m.age}`}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttons.primary} disabled={!chosen || propose.isPending}>
            {t('Propose her')}
          </button>
        </form>
      )}
      <Failure error={propose.error} />
      {propose.isSuccess && request.newMaid && (
        <p className={styles.done} role="status">
          {t('{maid} is held for the family. Now set her arrival day.', { maid: `${request.newMaid.name} #${request.newMaid.id}` })}
        </p>
      )}
    </div>
  );
}

/** Her arrival day; the family is texted to confirm it unless staff untick it. */
function ArrivalForm({ detail, onDone }: Props) {
  const request = detail.request;
  const today = dubaiDayOf(Date.now());
  const [day, setDay] = useState(request.arrivalDay ?? '');
  const [sendSms, setSendSms] = useState(true);
  const [issues, setIssues] = useState<FieldMessages>({});
  const save = useMutation({
    mutationFn: (text: boolean) => staffCall(setReplacementArrival, { params: { id: request.id }, body: { day, sendSms: text } }),
    onSuccess: onDone,
    onError: (error) => setIssues(fieldsOfFailure(error, ['day'])),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = day ? checkBody(schemas.setReplacementArrival.body, { day, sendSms }) : { day: t('Choose the day she arrives.') };
    setIssues(found);
    if (Object.keys(found).length) {
      save.reset();
      document.getElementById('service-arrival-day')?.focus();
      return;
    }
    save.mutate(sendSms);
  };
  return (
    <form className={service.action} onSubmit={submit} noValidate aria-labelledby="service-arrival-title">
      <h3 id="service-arrival-title">{t('Her arrival')}</h3>
      {request.arrivalDay && (
        <p>
          {request.familyConfirmedAt
            ? t('Arrival day {day}, confirmed by the family on {when}.', { day: dayText(request.arrivalDay), when: timeText(request.familyConfirmedAt) })
            : t('Arrival day {day}; the family has not confirmed it yet.', { day: dayText(request.arrivalDay) })}
        </p>
      )}
      <div className={styles.field}>
        <label htmlFor="service-arrival-day">{t('Arrival day')}</label>
        <input
          id="service-arrival-day"
          type="date"
          min={today}
          value={day}
          onChange={(e) => setDay(e.target.value)}
          aria-invalid={issues.day ? true : undefined}
          aria-describedby={describedBy('service-arrival-day', issues.day)}
        />
        <FieldIssue id="service-arrival-day" message={issues.day} />
      </div>
      <label className={styles.check}>
        <input type="checkbox" checked={sendSms} onChange={(e) => setSendSms(e.target.checked)} />
        {t('Text the family, asking them to confirm the day')}
      </label>
      <div className={styles.actions}>
        <button type="submit" className={buttons.primary} disabled={save.isPending}>
          {t('Set the arrival day')}
        </button>
      </div>
      <FormFailure error={save.error} issues={issues} />
      {save.isSuccess && (
        <p className={styles.done} role="status">
          {t('Arrival day set to {day}.', { day: dayText(save.data.request.arrivalDay) })} {save.variables ? t('The family was texted.') : t('No text was sent.')}
        </p>
      )}
    </form>
  );
}

/** She arrived: she serves the family from today; the maid before her goes back to the catalogue or is marked returned. */
function ArrivedForm({ detail, onDone }: Props) {
  const request = detail.request;
  const [previousMaid, setPreviousMaid] = useState<'catalogue' | 'returned'>('catalogue');
  const save = useMutation({
    mutationFn: () => staffCall(markReplacementArrived, { params: { id: request.id }, body: { previousMaid } }),
    onSuccess: onDone,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const previous = `${request.maid.name} #${request.maid.id}`;
  return (
    <form className={service.action} onSubmit={submit} noValidate aria-labelledby="service-arrived-title">
      <h3 id="service-arrived-title">{t('She arrived')}</h3>
      <fieldset className={styles.skills}>
        <legend>{t('The previous maid, {maid}', { maid: previous })}</legend>
        <label className={styles.check}>
          <input type="radio" name="service-previous" value="catalogue" checked={previousMaid === 'catalogue'} onChange={() => setPreviousMaid('catalogue')} />
          {t('Goes back to the catalogue')}
        </label>
        <label className={styles.check}>
          <input type="radio" name="service-previous" value="returned" checked={previousMaid === 'returned'} onChange={() => setPreviousMaid('returned')} />
          {t('Was returned (hidden from the catalogue)')}
        </label>
      </fieldset>
      <div className={styles.actions}>
        <button type="submit" className={buttons.primary} disabled={save.isPending}>
          {t('Mark her arrived')}
        </button>
      </div>
      <Failure error={save.error} />
    </form>
  );
}

/** A replacement's steps, each offered once the one before it is done (the server refuses them out of order). */
export function ReplacementActions(props: Props) {
  const request = props.detail.request;
  return (
    <>
      <NewMaidForm {...props} />
      {request.newMaid && <ArrivalForm key={request.newMaid.id} {...props} />}
      {request.newMaid && request.arrivalDay && <ArrivedForm {...props} />}
    </>
  );
}
