import * as z from 'zod/mini';
import { INTERVIEW_STATUSES, INTERVIEW_WAYS, OUTCOME_STATUSES } from '../../interviews/states.js';
import { LANGUAGES } from '../../tracking.js';
import { successSchema } from '../common.js';

const tag = 'Back office: interview calls';

/** Bulk opening stops here: a month of working days every 30 minutes is about 400. */
export const MAX_SLOTS_AT_ONCE = 500;
export const MAX_NOTE = 1_000;

/** A real calendar day: 2026-02-30 is refused, not rolled over into March. */
const day = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'day must be YYYY-MM-DD'),
  z.refine((v) => !Number.isNaN(Date.parse(v)) && new Date(v).toISOString().startsWith(v), 'day must be a day of the calendar'),
);
const clock = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time must be HH:MM (24 hours, Dubai time)'));
const minutes = z._default(z.int().check(z.minimum(5, 'a call lasts at least 5 minutes'), z.maximum(240, 'a call lasts at most 240 minutes')), 30);
const slotIdParams = z.object({ id: z.coerce.number<number | string>().check(z.int('id must be a slot id'), z.positive('id must be a slot id')) });
const interviewIdParams = z.object({ id: z.uuid({ error: 'id must be an interview id' }) });
const text = (field: string) => z.string().check(z.trim(), z.minLength(1, `${field} is required`), z.maxLength(MAX_NOTE, `${field} must be at most ${MAX_NOTE} characters`));

export const staffInterviewSchema = z.object({
  id: z.string(),
  maid: z.object({ id: z.int(), name: z.string() }),
  phone: z.string(),
  way: z.enum(INTERVIEW_WAYS),
  language: z.enum(LANGUAGES),
  siteLanguage: z.enum(LANGUAGES),
  status: z.enum(INTERVIEW_STATUSES),
  declineReason: z.nullable(z.string()),
  note: z.nullable(z.string()),
  meetingUrl: z.nullable(z.string()),
  reminderSentAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type StaffInterview = z.infer<typeof staffInterviewSchema>;

export const staffSlotSchema = z.object({
  id: z.int(),
  startsAt: z.string(),
  minutes: z.int(),
  closed: z.boolean(),
  /** Every call made for this time, the pending one (at most one) first. */
  calls: z.array(staffInterviewSchema),
});

export const listInterviewDay = {
  summary: "One day's slots (Dubai time) with their calls, taken or not, closed ones included",
  tag,
  query: z.object({ day }),
  responses: { 200: z.object({ day: z.string(), timeZone: z.literal('Asia/Dubai'), slots: z.array(staffSlotSchema) }) },
};

export const openInterviewSlot = {
  summary: 'Opens one time for calls (a closed one at that time opens again); 409 if it is open already',
  tag,
  body: z.object({ startsAt: z.iso.datetime({ offset: true, error: 'startsAt must be an ISO date and time with its offset' }), minutes }),
  responses: { 200: staffSlotSchema },
};

export const openInterviewSlots = {
  summary: `Opens times in bulk: each day given, from–to (Dubai time, the end excluded) every N minutes; times open already are skipped; at most ${MAX_SLOTS_AT_ONCE} at once`,
  tag,
  body: z.object({
    days: z.array(day).check(z.minLength(1, 'choose at least one day'), z.maxLength(62, 'at most 62 days at once')),
    from: clock,
    to: clock,
    everyMinutes: z.int().check(z.minimum(5, 'every at least 5 minutes'), z.maximum(240, 'every at most 240 minutes')),
    minutes,
  }),
  responses: { 200: z.object({ opened: z.int(), skipped: z.int() }) },
};

export const closeInterviewSlot = {
  summary: 'Closes a time nobody has taken; 409 while a call is pending on it',
  tag,
  params: slotIdParams,
  responses: { 200: successSchema },
};

export const confirmInterview = {
  summary: 'Confirms a requested call; the family is told by SMS',
  tag,
  params: interviewIdParams,
  responses: { 200: staffInterviewSchema },
};

export const declineInterview = {
  summary: 'Declines a pending call with a reason the family reads; they are told by SMS',
  tag,
  params: interviewIdParams,
  body: z.object({ reason: text('reason') }),
  responses: { 200: staffInterviewSchema },
};

export const moveInterviewByStaff = {
  summary: 'Moves a pending call to another free time; the family is told by SMS. 409 if that time is taken',
  tag,
  params: interviewIdParams,
  body: z.object({ slotId: z.int().check(z.positive('slotId must be a slot id')) }),
  responses: { 200: staffInterviewSchema },
};

export const recordInterviewOutcome = {
  summary: 'Records what became of a call once its time has come (held, family no-show, maid unavailable) and a note',
  tag,
  params: interviewIdParams,
  body: z.object({ outcome: z.enum(OUTCOME_STATUSES, { error: 'outcome must be held, family_no_show or maid_unavailable' }), note: z._default(z.string().check(z.trim(), z.maxLength(MAX_NOTE, `note must be at most ${MAX_NOTE} characters`)), '') }),
  responses: { 200: staffInterviewSchema },
};
