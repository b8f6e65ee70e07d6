import { and, asc, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { FamilyInterview, FreeSlot } from '../../../shared/api/interviews/schemas.js';
import { INTERVIEW_TIME_ZONE, MAX_PENDING_PER_PHONE, PENDING_STATUSES, type InterviewWay } from '../../../shared/interviews/states.js';
import { displayFirstName } from '../../../shared/first-name.js';
import type { Language } from '../../../shared/tracking.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { errorChain } from '../../db/error-chain.js';
import { housemaids, interviews, interviewSlots } from '../../db/schema.js';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors.js';
import { tRefusal } from '../../i18n/refusal-text.js';
import { msg } from '../../i18n/t.js';
import { canBeOffered } from '../../maid-availability.js';
import type { SmsProvider } from '../application/sms-provider.js';
import type { DbOrTx } from '../application/tx.js';
import { mediaUrl } from '../catalogue/housemaid-row.js';
import { interviewBookedText, interviewMovedText } from '../sms/interview-texts.js';
import { familyLinkUrl, isSignedInterviewLink, LINK_DAYS_AFTER_CALL, newRoom, signInterviewLink, tokenHashOf } from './family-link.js';

export const INTERVIEW_SMS = { booked: 'interview-booked', confirmed: 'interview-confirmed', declined: 'interview-declined', moved: 'interview-moved', reminder: 'interview-reminder', maidGone: 'interview-maid-gone' } as const;

export const NO_SUCH_CALL = msg('This link is not valid any more. Please book a new call from her page.');
const NOT_OPEN = msg('This time is not open for calls. Please choose another time.');
const PAST = msg('This time has passed. Please choose a later time.');
const TAKEN = msg('Someone has just taken this time. Please choose one of the nearest free times.');
const NOT_CHANGEABLE = msg('This call can no longer be changed.');
const MAID_GONE = msg('She is no longer available. Please choose another maid.');

/** How many free times a list offers, and how many nearest ones a refusal suggests. */
const FREE_SLOTS_LISTED = 60;
const NEAREST_OFFERED = 3;
const SIMILAR_MAIDS = 3;

export interface InterviewDeps {
  db: Db;
  config: Config;
  sms: SmsProvider;
  linkKey: Buffer;
}

/** The slot was taken meanwhile: the route answers 409 with these nearest free times. */
export class SlotTaken extends HttpError {
  constructor(public readonly freeSlots: FreeSlot[]) {
    super(409, TAKEN);
  }
}

const isSlotTakenViolation = (error: unknown) =>
  errorChain(error).some((e) => (e as { code?: unknown; constraint?: unknown }).code === '23505' && (e as { constraint?: unknown }).constraint === 'interviews_slot_taken_idx');

const pending = inArray(interviews.status, [...PENDING_STATUSES]);

/** Open, to come, and not held by a pending call. */
function freeSlotsWhere(now: Date) {
  return and(
    isNull(interviewSlots.closedAt),
    gt(interviewSlots.startsAt, now),
    sql`not exists (select 1 from ${interviews} where ${interviews.slotId} = ${interviewSlots.id} and ${interviews.status} in ('requested', 'confirmed'))`,
  );
}

const slotOut = (s: { id: number; startsAt: Date; minutes: number }): FreeSlot => ({ id: s.id, startsAt: s.startsAt.toISOString(), minutes: s.minutes });
const slotColumns = { id: interviewSlots.id, startsAt: interviewSlots.startsAt, minutes: interviewSlots.minutes };

export async function freeSlots(db: DbOrTx, now: Date, limit = FREE_SLOTS_LISTED): Promise<FreeSlot[]> {
  const rows = await db.select(slotColumns).from(interviewSlots).where(freeSlotsWhere(now)).orderBy(asc(interviewSlots.startsAt)).limit(limit);
  return rows.map(slotOut);
}

/** The free times nearest to `near`, soonest first. */
export async function nearestFreeSlots(db: DbOrTx, now: Date, near: Date): Promise<FreeSlot[]> {
  const rows = await db
    .select(slotColumns)
    .from(interviewSlots)
    .where(freeSlotsWhere(now))
    .orderBy(sql`abs(extract(epoch from ${interviewSlots.startsAt} - ${near.toISOString()}::timestamptz))`, asc(interviewSlots.startsAt))
    .limit(NEAREST_OFFERED);
  return rows.map(slotOut).sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

/** A slot a call may go to: opened, not closed, still to come (400 otherwise). */
export async function openSlot(db: DbOrTx, slotId: number, now: Date) {
  const [slot] = await db.select().from(interviewSlots).where(eq(interviewSlots.id, slotId));
  if (!slot || slot.closedAt !== null) throw badRequest(NOT_OPEN);
  if (slot.startsAt.getTime() <= now.getTime()) throw badRequest(PAST);
  return slot;
}

/** Runs a change that puts a call on a slot; the partial unique index refusing it means another call got there first. */
export async function onSlot<T>(db: Db, slotStartsAt: Date, now: Date, change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (isSlotTakenViolation(error)) throw new SlotTaken(await nearestFreeSlots(db, now, slotStartsAt));
    throw error;
  }
}

type Maid = typeof housemaids.$inferSelect;
const offerable = (maid: Maid, now: Date) => canBeOffered({ status: maid.status, hidden: maid.hidden, reservedUntil: maid.reservedUntil?.getTime() ?? null }, now.getTime());
const maidOut = (maid: Pick<Maid, 'id' | 'name' | 'posterFile'>) => ({ id: maid.id, name: displayFirstName(maid.name), posterURL: mediaUrl(maid.posterFile) });

/** Maids a family might call instead: offerable now, her nationality first, best ranked. */
async function similarMaids(db: DbOrTx, maid: Maid, now: Date) {
  const rows = await db
    .select({ id: housemaids.id, name: housemaids.name, posterFile: housemaids.posterFile })
    .from(housemaids)
    .where(
      and(
        ne(housemaids.id, maid.id),
        eq(housemaids.hidden, false),
        sql`(${housemaids.status} = 'available' or (${housemaids.status} = 'reserved' and ${housemaids.reservedUntil} < ${now.toISOString()}::timestamptz))`,
      ),
    )
    .orderBy(sql`(${housemaids.nationalityId} = ${maid.nationalityId}) desc`, desc(housemaids.rank), asc(housemaids.id))
    .limit(SIMILAR_MAIDS);
  return rows.map(maidOut);
}

export const meetingUrlOf = (config: Config, call: { way: InterviewWay; room: string }) => (call.way === 'video' ? `${config.MEETING_URL_BASE}${call.room}` : null);

/** A call with its slot and maid. */
export async function loadCall(db: DbOrTx, where: ReturnType<typeof eq>) {
  const [row] = await db
    .select({ call: interviews, slot: interviewSlots, maid: housemaids })
    .from(interviews)
    .innerJoin(interviewSlots, eq(interviewSlots.id, interviews.slotId))
    .innerJoin(housemaids, eq(housemaids.id, interviews.housemaidId))
    .where(where);
  return row;
}
export type LoadedCall = NonNullable<Awaited<ReturnType<typeof loadCall>>>;

/** The SMS about a call, in the language the family booked in, with their link. */
export async function tellFamily(tx: DbOrTx, deps: InterviewDeps, origin: string, row: LoadedCall, kind: keyof typeof INTERVIEW_SMS, text: (lang: Language, site: string, maid: string, at: Date, url: string) => string) {
  const lang = row.call.siteLanguage;
  const url = familyLinkUrl(origin, signInterviewLink(deps.linkKey, row.call.id), lang);
  await deps.sms.send(tx, { toPhone: row.call.phone, body: text(lang, deps.config.SITE_NAME, displayFirstName(row.maid.name), row.slot.startsAt, url), kind: INTERVIEW_SMS[kind], applicationId: null });
}

export function createInterviewService(deps: InterviewDeps) {
  const { db, config } = deps;

  async function view(row: LoadedCall, now: Date): Promise<FamilyInterview> {
    const { call, slot, maid } = row;
    const available = offerable(maid, now);
    const pendingCall = (PENDING_STATUSES as readonly string[]).includes(call.status);
    return {
      maid: maidOut(maid),
      startsAt: slot.startsAt.toISOString(),
      minutes: slot.minutes,
      timeZone: INTERVIEW_TIME_ZONE,
      way: call.way,
      language: call.language,
      status: call.status,
      declineReason: call.status === 'declined' ? call.declineReason : null,
      meetingUrl: call.status === 'confirmed' ? meetingUrlOf(config, call) : null,
      changeable: pendingCall && slot.startsAt.getTime() > now.getTime(),
      canHire: call.status === 'held' && available,
      maidTaken: !available,
      similarMaids: available ? [] : await similarMaids(db, maid, now),
    };
  }

  /** The call of a family's link; 404 for a forged, unknown or expired one. */
  async function byToken(token: string, now: Date): Promise<LoadedCall> {
    if (!isSignedInterviewLink(deps.linkKey, token)) throw notFound(NO_SUCH_CALL);
    const row = await loadCall(db, eq(interviews.tokenHash, tokenHashOf(token)));
    if (!row || row.slot.startsAt.getTime() + LINK_DAYS_AFTER_CALL * 86_400_000 < now.getTime()) throw notFound(NO_SUCH_CALL);
    return row;
  }

  return {
    async listFree(maidId: number | undefined, now = new Date()) {
      if (maidId !== undefined) {
        const [maid] = await db.select().from(housemaids).where(eq(housemaids.id, maidId));
        if (!maid || !offerable(maid, now)) return [];
      }
      return freeSlots(db, now);
    },

    async book(input: { maidId: number; slotId: number; way: InterviewWay; phone: string; language: Language }, siteLanguage: Language, origin: string, now = new Date()) {
      const [maid] = await db.select().from(housemaids).where(eq(housemaids.id, input.maidId));
      if (!maid || maid.hidden) throw notFound(msg('No such maid.'));
      if (!offerable(maid, now)) throw conflict(MAID_GONE);
      const slot = await openSlot(db, input.slotId, now);
      const id = crypto.randomUUID();
      const token = signInterviewLink(deps.linkKey, id);
      await onSlot(db, slot.startsAt, now, () =>
        db.transaction(async (tx) => {
          // One number's bookings one at a time, so that two at once cannot both pass the count.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`interview-phone|${input.phone}`}))`);
          const [{ n } = { n: 0 }] = await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(interviews)
            .innerJoin(interviewSlots, eq(interviewSlots.id, interviews.slotId))
            .where(and(eq(interviews.phone, input.phone), pending, gt(interviewSlots.startsAt, now)));
          if (n >= MAX_PENDING_PER_PHONE) {
            throw tRefusal(429, 'You already have {count} calls waiting. Please cancel one of them before asking for another.', { count: MAX_PENDING_PER_PHONE });
          }
          await tx.insert(interviews).values({ id, slotId: slot.id, housemaidId: maid.id, phone: input.phone, way: input.way, language: input.language, siteLanguage, room: newRoom(), tokenHash: tokenHashOf(token) });
          await tellFamily(tx, deps, origin, (await loadCall(tx, eq(interviews.id, id)))!, 'booked', interviewBookedText);
        }),
      );
      return { token, interview: await view((await loadCall(db, eq(interviews.id, id)))!, now) };
    },

    async get(token: string, now = new Date()) {
      return view(await byToken(token, now), now);
    },

    async cancel(token: string, now = new Date()) {
      const row = await byToken(token, now);
      if (!(await view(row, now)).changeable) throw conflict(NOT_CHANGEABLE);
      await db.update(interviews).set({ status: 'cancelled', updatedAt: now }).where(and(eq(interviews.id, row.call.id), pending));
      return view((await loadCall(db, eq(interviews.id, row.call.id)))!, now);
    },

    /** The family moves their call: staff confirm the new time again. */
    async move(token: string, slotId: number, origin: string, now = new Date()) {
      const row = await byToken(token, now);
      if (!(await view(row, now)).changeable) throw conflict(NOT_CHANGEABLE);
      const slot = await openSlot(db, slotId, now);
      if (slot.id !== row.call.slotId) {
        await onSlot(db, slot.startsAt, now, () =>
          db.transaction(async (tx) => {
            await tx.update(interviews).set({ slotId: slot.id, status: 'requested', reminderSentAt: null, updatedAt: now }).where(and(eq(interviews.id, row.call.id), pending));
            await tellFamily(tx, deps, origin, (await loadCall(tx, eq(interviews.id, row.call.id)))!, 'moved', interviewMovedText);
          }),
        );
      }
      return view((await loadCall(db, eq(interviews.id, row.call.id)))!, now);
    },

    /** The call and its maid's name, for the calendar file. */
    async forCalendar(token: string, now = new Date()) {
      const row = await byToken(token, now);
      return { ...row, meetingUrl: meetingUrlOf(config, row.call) };
    },
  };
}
export type InterviewService = ReturnType<typeof createInterviewService>;

