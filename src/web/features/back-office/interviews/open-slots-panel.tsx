import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { openInterviewSlot, openInterviewSlots } from '../../../../shared/api/admin-interviews/contracts';
import { addCalendarDays } from '../../../../shared/service/clocks';
import buttons from '../../../components/ui/buttons.module.css';
import { t } from '../../../lib/i18n';
import styles from '../shared/back-office.module.css';
import { Failure } from '../shared/failure';
import { staffCall } from '../shared/staff-api';
import { daysOn, MAX_DAYS, WEEKDAYS, WORKING_WEEK } from './bulk-days';
import { dayText, spanText } from './interview-words';
import { useRefreshInterviews } from './interviews-query';
import own from './interviews.module.css';

/** Dubai keeps +04:00 all year: a wall time there is that offset. */
const dubaiInstant = (day: string, clock: string) => `${day}T${clock}:00+04:00`;

function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

/** One time: a day, a start (Dubai time) and how long the call lasts. */
function OpenOneForm({ day }: { day: string }) {
  const refresh = useRefreshInterviews();
  const [form, setForm] = useState({ day, time: '10:00', minutes: '30' });
  const open = useMutation({ mutationFn: (body: { startsAt: string; minutes: number }) => staffCall(openInterviewSlot, { body }), onSuccess: refresh });
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    open.mutate({ startsAt: dubaiInstant(form.day, form.time), minutes: Number(form.minutes) });
  };
  return (
    <form className={own.openForm} onSubmit={submit} aria-labelledby="open-one-title">
      <h3 id="open-one-title">{t('One slot')}</h3>
      <div className={own.openFields}>
        <Field id="open-one-day" label={t('Day')}>
          <input id="open-one-day" type="date" value={form.day} onChange={set('day')} required />
        </Field>
        <Field id="open-one-time" label={t('Time (Dubai)')}>
          <input id="open-one-time" type="time" step={300} value={form.time} onChange={set('time')} required />
        </Field>
        <Field id="open-one-minutes" label={t('Minutes')}>
          <input id="open-one-minutes" type="number" min={5} max={240} step={5} value={form.minutes} onChange={set('minutes')} required />
        </Field>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={buttons.primary} disabled={open.isPending}>
          {t('Open this slot')}
        </button>
      </div>
      {open.data && (
        <p className={styles.done} role="status">
          {t('Opened {span} on {day}.', { span: spanText(open.data.startsAt, open.data.minutes), day: dayText(form.day) })}
        </p>
      )}
      <Failure error={open.error} />
    </form>
  );
}

/** Many times at once: the days of a range on the weekdays ticked, from–to every N minutes. */
function OpenManyForm({ day }: { day: string }) {
  const refresh = useRefreshInterviews();
  const [form, setForm] = useState({ first: day, last: addCalendarDays(day, 6), from: '10:00', to: '18:00', every: '30', minutes: '30' });
  const [weekdays, setWeekdays] = useState<readonly number[]>(WORKING_WEEK);
  const [problem, setProblem] = useState('');
  const days = daysOn(form.first, form.last, weekdays);
  const open = useMutation({ mutationFn: (body: { days: string[]; from: string; to: string; everyMinutes: number; minutes: number }) => staffCall(openInterviewSlots, { body }), onSuccess: refresh });
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value });
  const tick = (weekday: number) => setWeekdays(weekdays.includes(weekday) ? weekdays.filter((w) => w !== weekday) : [...weekdays, weekday]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refusal =
      form.last < form.first
        ? t('The last day is before the first day.')
        : days.length === 0
          ? t('No day between the first and the last falls on a weekday ticked.')
          : days.length > MAX_DAYS
            ? t('That is {n} days: open at most {max} days at once.', { n: days.length, max: MAX_DAYS })
            : '';
    setProblem(refusal);
    if (!refusal) open.mutate({ days, from: form.from, to: form.to, everyMinutes: Number(form.every), minutes: Number(form.minutes) });
  };
  return (
    <form className={own.openForm} onSubmit={submit} aria-labelledby="open-many-title" noValidate>
      <h3 id="open-many-title">{t('Slots in bulk')}</h3>
      <div className={own.openFields}>
        <Field id="open-many-first" label={t('First day')}>
          <input id="open-many-first" type="date" value={form.first} onChange={set('first')} required />
        </Field>
        <Field id="open-many-last" label={t('Last day')}>
          <input id="open-many-last" type="date" value={form.last} onChange={set('last')} required />
        </Field>
      </div>
      <fieldset className={own.weekdays}>
        <legend>{t('On')}</legend>
        {WEEKDAYS.map((w) => (
          <label key={w.day} className={styles.check}>
            <input type="checkbox" checked={weekdays.includes(w.day)} onChange={() => tick(w.day)} />
            {t(w.name)}
          </label>
        ))}
      </fieldset>
      <div className={own.openFields}>
        <Field id="open-many-from" label={t('From (Dubai)')}>
          <input id="open-many-from" type="time" step={300} value={form.from} onChange={set('from')} required />
        </Field>
        <Field id="open-many-to" label={t('To (not included)')}>
          <input id="open-many-to" type="time" step={300} value={form.to} onChange={set('to')} required />
        </Field>
        <Field id="open-many-every" label={t('Every (minutes)')}>
          <input id="open-many-every" type="number" min={5} max={240} step={5} value={form.every} onChange={set('every')} required />
        </Field>
        <Field id="open-many-minutes" label={t('Minutes each')}>
          <input id="open-many-minutes" type="number" min={5} max={240} step={5} value={form.minutes} onChange={set('minutes')} required />
        </Field>
      </div>
      <p className={styles.hint}>{t('{n, plural, one {{n} day chosen} other {{n} days chosen}}', { n: days.length })}</p>
      <div className={styles.actions}>
        <button type="submit" className={buttons.primary} disabled={open.isPending}>
          {t('Open slots')}
        </button>
      </div>
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
      {open.data && (
        <p className={styles.done} role="status">
          {t('{opened} opened, {skipped} skipped', { opened: open.data.opened, skipped: open.data.skipped })}
        </p>
      )}
      <Failure error={open.error} />
    </form>
  );
}

/** Opening times for calls: one, or many at once; times open already or past are skipped by the server. */
export function OpenSlotsPanel({ day }: { day: string }) {
  return (
    <section className={styles.panel} aria-labelledby="open-slots-title">
      <h2 id="open-slots-title">{t('Open slots')}</h2>
      <p className={styles.hint}>{t('Families can choose an open time that nobody has taken. Times are Dubai time; a time open already, or past, is skipped.')}</p>
      <div className={own.openForms}>
        <OpenOneForm day={day} />
        <OpenManyForm day={day} />
      </div>
    </section>
  );
}
