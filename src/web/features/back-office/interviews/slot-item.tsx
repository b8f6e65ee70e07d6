import { useMutation } from '@tanstack/react-query';
import { closeInterviewSlot } from '../../../../shared/api/admin-interviews/contracts';
import type { StaffInterview } from '../../../../shared/api/admin-interviews/schemas';
import type { FreeSlot } from '../../../../shared/api/interviews/schemas';
import { PENDING_STATUSES } from '../../../../shared/interviews/states';
import buttons from '../../../components/ui/buttons.module.css';
import { t } from '../../../lib/i18n';
import { Failure } from '../shared/failure';
import { staffCall } from '../shared/staff-api';
import { CallCard } from './call-card';
import { spanText } from './interview-words';
import { useRefreshInterviews } from './interviews-query';
import own from './interviews.module.css';

export interface DaySlot {
  id: number;
  startsAt: string;
  minutes: number;
  closed: boolean;
  calls: StaffInterview[];
}

export const hasPendingCall = (slot: DaySlot) => slot.calls.some((c) => (PENDING_STATUSES as readonly string[]).includes(c.status));

/** One time of the day: open or closed, free or taken, and every call made for it (the pending one first). */
export function SlotItem({ slot, acts, freeSlots }: { slot: DaySlot; acts: boolean; freeSlots: FreeSlot[] }) {
  const refresh = useRefreshInterviews();
  const close = useMutation({ mutationFn: () => staffCall(closeInterviewSlot, { params: { id: slot.id } }), onSuccess: refresh });
  const taken = hasPendingCall(slot);
  const span = spanText(slot.startsAt, slot.minutes);
  const toCome = Date.parse(slot.startsAt) > Date.now();
  const state = slot.closed ? t('Closed') : taken ? t('Taken') : toCome ? t('Free') : t('Past');
  return (
    <li className={own.slot} aria-label={span} data-state={slot.closed ? 'closed' : taken ? 'taken' : 'free'}>
      <div className={own.slotHead}>
        <time className={own.span} dateTime={slot.startsAt}>
          {span}
        </time>
        <span className={own.state}>{state}</span>
        {acts && !slot.closed && !taken && toCome && (
          <button type="button" className={buttons.secondary} onClick={() => close.mutate()} disabled={close.isPending} aria-label={t('Close {time}', { time: span })}>
            {t('Close')}
          </button>
        )}
      </div>
      <Failure error={close.error} />
      {slot.calls.map((c) => (
        <CallCard key={c.id} call={c} startsAt={slot.startsAt} acts={acts} freeSlots={freeSlots.filter((f) => f.id !== slot.id)} />
      ))}
    </li>
  );
}
