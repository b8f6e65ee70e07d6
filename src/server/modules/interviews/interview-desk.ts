import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { StaffInterview } from '../../../shared/api/admin-interviews/schemas.js';
import { MAX_SLOTS_AT_ONCE } from '../../../shared/api/admin-interviews/schemas.js';
import { PENDING_STATUSES, type InterviewOutcome } from '../../../shared/interviews/states.js';
import { interviews, interviewSlots, housemaids } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { interviewConfirmedText, interviewDeclinedText, interviewMovedText } from '../sms/interview-texts.js';
import { recordAudit } from '../staff/audit.js';
import { loadCall, meetingUrlOf, onSlot, openSlot, tellFamily, type InterviewDeps, type LoadedCall } from './interview-service.js';

export interface Acting {
  staffId: string;
  ip: string;
}

/** Dubai keeps +04:00 all year (no daylight saving), so a Dubai wall time is this offset. */
const DUBAI_OFFSET = '+04:00';
const dubaiTime = (day: string, clock: string) => new Date(`${day}T${clock}:00${DUBAI_OFFSET}`);
const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));

const NO_CALL = 'No such call.';
const NOT_PENDING = 'This call is no longer pending: it was declined, cancelled or already took place.';

const isPending = (status: string) => (PENDING_STATUSES as readonly string[]).includes(status);

/** The interview calendar's staff actions (issue 32); each one audited in its own transaction. */
export function createInterviewDesk(deps: InterviewDeps & { origin: () => string }) {
  const { db, config } = deps;

  const out = (row: LoadedCall): StaffInterview => ({
    id: row.call.id,
    maid: { id: row.maid.id, name: row.maid.name },
    phone: row.call.phone,
    way: row.call.way,
    language: row.call.language,
    siteLanguage: row.call.siteLanguage,
    status: row.call.status,
    declineReason: row.call.declineReason,
    note: row.call.staffNote,
    meetingUrl: meetingUrlOf(config, row.call),
    reminderSentAt: row.call.reminderSentAt?.toISOString() ?? null,
    createdAt: row.call.createdAt.toISOString(),
  });

  const load = async (id: string) => {
    const row = await loadCall(db, eq(interviews.id, id));
    if (!row) throw notFound(NO_CALL);
    return row;
  };
  const reload = async (id: string) => out(await load(id));

  const auditOf = (acting: Acting, action: string, id: string, before: object, after: object) => ({ staffId: acting.staffId, ip: acting.ip, action, subjectType: 'interview', subjectId: id, before, after });

  return {
    async listDay(day: string) {
      const from = dubaiTime(day, '00:00');
      const to = new Date(from.getTime() + 86_400_000);
      const slots = await db.select().from(interviewSlots).where(and(gte(interviewSlots.startsAt, from), lt(interviewSlots.startsAt, to))).orderBy(asc(interviewSlots.startsAt));
      const calls =
        slots.length === 0
          ? []
          : await db
              .select({ call: interviews, slot: interviewSlots, maid: housemaids })
              .from(interviews)
              .innerJoin(interviewSlots, eq(interviewSlots.id, interviews.slotId))
              .innerJoin(housemaids, eq(housemaids.id, interviews.housemaidId))
              .where(inArray(interviews.slotId, slots.map((s) => s.id)))
              .orderBy(sql`(${interviews.status} in ('requested', 'confirmed')) desc`, asc(interviews.createdAt));
      return {
        day,
        timeZone: 'Asia/Dubai' as const,
        slots: slots.map((s) => ({
          id: s.id,
          startsAt: s.startsAt.toISOString(),
          minutes: s.minutes,
          closed: s.closedAt !== null,
          calls: calls.filter((c) => c.slot.id === s.id).map(out),
        })),
      };
    },

    async openOne(startsAt: Date, minutes: number, acting: Acting) {
      if (startsAt.getTime() <= Date.now()) throw badRequest('This time has passed: open a time still to come.');
      const slot = await db.transaction(async (tx) => {
        // A closed slot at this time opens again; an open one is refused.
        const [row] = await tx
          .insert(interviewSlots)
          .values({ startsAt, minutes, openedBy: acting.staffId })
          .onConflictDoUpdate({ target: interviewSlots.startsAt, set: { closedAt: null, minutes, openedBy: acting.staffId }, setWhere: sql`${interviewSlots.closedAt} is not null` })
          .returning();
        if (!row) throw conflict('A slot at this time is open already.');
        await recordAudit(tx, { staffId: acting.staffId, ip: acting.ip, action: 'interview.slot-open', subjectType: 'interview-slot', subjectId: String(row.id), after: { startsAt: row.startsAt.toISOString(), minutes } });
        return row;
      });
      return { id: slot.id, startsAt: slot.startsAt.toISOString(), minutes: slot.minutes, closed: false, calls: [] };
    },

    async openMany(input: { days: string[]; from: string; to: string; everyMinutes: number; minutes: number }, acting: Acting) {
      const first = minutesOf(input.from);
      const last = minutesOf(input.to);
      if (last <= first) throw badRequest('to must be later than from.');
      const perDay = Math.ceil((last - first) / input.everyMinutes);
      const days = [...new Set(input.days)];
      if (perDay * days.length > MAX_SLOTS_AT_ONCE) throw badRequest(`That is ${perDay * days.length} slots; open at most ${MAX_SLOTS_AT_ONCE} at once.`);
      const now = Date.now();
      const times: Date[] = [];
      for (const day of days) {
        for (let m = first; m < last; m += input.everyMinutes) {
          const at = new Date(dubaiTime(day, '00:00').getTime() + m * 60_000);
          if (Number.isNaN(at.getTime())) throw badRequest(`${day} is not a day.`);
          if (at.getTime() > now) times.push(at);
        }
      }
      const opened = await db.transaction(async (tx) => {
        const rows = times.length === 0 ? [] : await tx.insert(interviewSlots).values(times.map((startsAt) => ({ startsAt, minutes: input.minutes, openedBy: acting.staffId }))).onConflictDoNothing().returning({ id: interviewSlots.id });
        await recordAudit(tx, { staffId: acting.staffId, ip: acting.ip, action: 'interview.slots-open', subjectType: 'interview-slot', after: { ...input, opened: rows.length } });
        return rows.length;
      });
      return { opened, skipped: perDay * days.length - opened };
    },

    async close(slotId: number, acting: Acting) {
      await db.transaction(async (tx) => {
        const [slot] = await tx.select().from(interviewSlots).where(eq(interviewSlots.id, slotId)).for('update');
        if (!slot) throw notFound('No such slot.');
        const [taken] = await tx.select({ id: interviews.id }).from(interviews).where(and(eq(interviews.slotId, slotId), inArray(interviews.status, [...PENDING_STATUSES])));
        if (taken) throw conflict('A call is pending at this time: decline or move it first.');
        await tx.update(interviewSlots).set({ closedAt: new Date() }).where(eq(interviewSlots.id, slotId));
        await recordAudit(tx, { staffId: acting.staffId, ip: acting.ip, action: 'interview.slot-close', subjectType: 'interview-slot', subjectId: String(slotId), before: { startsAt: slot.startsAt.toISOString() } });
      });
      return { success: true as const };
    },

    async confirm(id: string, acting: Acting) {
      const row = await load(id);
      if (row.call.status !== 'requested') throw conflict('Only a requested call can be confirmed.');
      await db.transaction(async (tx) => {
        const [changed] = await tx.update(interviews).set({ status: 'confirmed', updatedAt: new Date() }).where(and(eq(interviews.id, id), eq(interviews.status, 'requested'))).returning({ id: interviews.id });
        if (!changed) throw conflict('Only a requested call can be confirmed.');
        await tellFamily(tx, deps, deps.origin(), { ...row, call: { ...row.call, status: 'confirmed' } }, 'confirmed', interviewConfirmedText);
        await recordAudit(tx, auditOf(acting, 'interview.confirm', id, { status: row.call.status }, { status: 'confirmed' }));
      });
      return reload(id);
    },

    async decline(id: string, reason: string, acting: Acting) {
      const row = await load(id);
      if (!isPending(row.call.status)) throw conflict(NOT_PENDING);
      await db.transaction(async (tx) => {
        const [changed] = await tx.update(interviews).set({ status: 'declined', declineReason: reason, updatedAt: new Date() }).where(and(eq(interviews.id, id), inArray(interviews.status, [...PENDING_STATUSES]))).returning({ id: interviews.id });
        if (!changed) throw conflict(NOT_PENDING);
        await tellFamily(tx, deps, deps.origin(), row, 'declined', interviewDeclinedText);
        await recordAudit(tx, auditOf(acting, 'interview.decline', id, { status: row.call.status }, { status: 'declined', reason }));
      });
      return reload(id);
    },

    async move(id: string, slotId: number, acting: Acting) {
      const row = await load(id);
      if (!isPending(row.call.status)) throw conflict(NOT_PENDING);
      const now = new Date();
      const slot = await openSlot(db, slotId, now);
      if (slot.id === row.call.slotId) return out(row);
      await onSlot(db, slot.startsAt, now, () =>
        db.transaction(async (tx) => {
          await tx.update(interviews).set({ slotId: slot.id, reminderSentAt: null, updatedAt: now }).where(eq(interviews.id, id));
          await tellFamily(tx, deps, deps.origin(), { ...row, slot }, 'moved', interviewMovedText);
          await recordAudit(tx, auditOf(acting, 'interview.move', id, { slotId: row.call.slotId, startsAt: row.slot.startsAt.toISOString() }, { slotId: slot.id, startsAt: slot.startsAt.toISOString() }));
        }),
      );
      return reload(id);
    },

    async recordOutcome(id: string, outcome: InterviewOutcome, note: string, acting: Acting) {
      const row = await load(id);
      if (row.call.status === 'declined' || row.call.status === 'cancelled') throw conflict(NOT_PENDING);
      if (row.slot.startsAt.getTime() > Date.now()) throw conflict("The call's time has not come yet.");
      await db.transaction(async (tx) => {
        await tx.update(interviews).set({ status: outcome, staffNote: note === '' ? null : note, updatedAt: new Date() }).where(eq(interviews.id, id));
        await recordAudit(tx, auditOf(acting, 'interview.outcome', id, { status: row.call.status, note: row.call.staffNote }, { status: outcome, note }));
      });
      return reload(id);
    },
  };
}
