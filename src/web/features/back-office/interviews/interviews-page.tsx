import { useQuery } from '@tanstack/react-query';
import { listInterviewDay } from '../../../../shared/api/admin-interviews/contracts';
import { listFreeInterviewSlots } from '../../../../shared/api/interviews/contracts';
import type { FreeSlot } from '../../../../shared/api/interviews/schemas';
import { dubaiDayOf } from '../../../../shared/service/clocks';
import { t } from '../../../lib/i18n';
import { useSearchParams } from '../../../lib/router';
import styles from '../shared/back-office.module.css';
import { Failure } from '../shared/failure';
import { staffCall, useStaffSession } from '../shared/staff-api';
import { DayPicker } from './day-picker';
import { dayText } from './interview-words';
import { INTERVIEWS_KEY } from './interviews-query';
import own from './interviews.module.css';
import { OpenSlotsPanel } from './open-slots-panel';
import { hasPendingCall, SlotItem, type DaySlot } from './slot-item';

const isDay = (v: string | null): v is string => v !== null && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)) && new Date(v).toISOString().startsWith(v);

/** The times a call may move to: this day's free ones and the next free ones anywhere, soonest first. */
function freeTimes(slots: DaySlot[], upcoming: FreeSlot[]): FreeSlot[] {
  const now = Date.now();
  const today = slots.filter((s) => !s.closed && !hasPendingCall(s) && Date.parse(s.startsAt) > now).map(({ id, startsAt, minutes }) => ({ id, startsAt, minutes }));
  const byId = new Map([...today, ...upcoming].map((s) => [s.id, s]));
  return [...byId.values()].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

/**
 * /admin/interviews (issue 32): one day of the interview calendar, in Dubai time whatever the
 * browser's zone. Agents and admins open and close times and handle the calls; finance reads it.
 */
export function InterviewsPage() {
  const role = useStaffSession().data?.staff.role;
  const acts = role === 'agent' || role === 'admin';
  const [params, setParams] = useSearchParams();
  const today = dubaiDayOf(Date.now());
  const asked = params.get('day');
  const day = isDay(asked) ? asked : today;
  const list = useQuery({ queryKey: [...INTERVIEWS_KEY, 'day', day], queryFn: () => staffCall(listInterviewDay, { query: { day } }) });
  const slots = list.data?.slots ?? [];
  // Where a pending call may move: read only for those who can move it, and only when there is one.
  const upcoming = useQuery({
    queryKey: [...INTERVIEWS_KEY, 'free'],
    queryFn: () => staffCall(listFreeInterviewSlots, { query: {} }),
    enabled: acts && slots.some(hasPendingCall),
  });
  const free = freeTimes(slots, upcoming.data?.slots ?? []);
  const calls = slots.reduce((n, s) => n + s.calls.length, 0);
  return (
    <>
      <div className={styles.pageHead}>
        <h1>{t('Interviews')}</h1>
      </div>
      <p className={styles.hint}>
        {acts
          ? t('The calls families asked for with a maid before hiring, by day. Times are Dubai time. Confirm, decline or move a call (the family gets an SMS), and record what became of it once its time has come.')
          : t('The calls families asked for with a maid before hiring, by day. Times are Dubai time. Agents and admins handle them; you can read them.')}
      </p>
      <DayPicker day={day} today={today} onDay={(d) => void setParams({ day: d })} />
      <section className={styles.panel} aria-labelledby="interview-day-title">
        <h2 id="interview-day-title">
          {dayText(day)}
          {day === today && <span className={own.today}> {t('(today)')}</span>}
        </h2>
        <Failure error={list.error} />
        {list.isLoading && <p>{t('Loading…')}</p>}
        {list.data && slots.length === 0 && <p>{acts ? t('No slots on this day. Open some below.') : t('No slots on this day.')}</p>}
        {list.data && slots.length > 0 && (
          <p className={styles.hint}>
            {t('{slots, plural, one {{slots} slot} other {{slots} slots}}, {calls, plural, one {{calls} call} other {{calls} calls}}', { slots: slots.length, calls })}
          </p>
        )}
        <ol className={own.slots} aria-label={t('Times of the day')}>
          {slots.map((s) => (
            <SlotItem key={s.id} slot={s} acts={acts} freeSlots={free} />
          ))}
        </ol>
      </section>
      {acts && <OpenSlotsPanel key={day} day={day} />}
    </>
  );
}
