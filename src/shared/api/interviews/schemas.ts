import * as z from 'zod/mini';
import { uaeMobileSchema } from '../../application/phone.js';
import { msg } from '../../i18n/msg.js';
import { INTERVIEW_STATUSES, INTERVIEW_WAYS } from '../../interviews/states.js';
import { LANGUAGES } from '../../tracking.js';
import { maidIdSchema } from '../common.js';

/** The documentation's section of this area's calls. */
const tag = 'Interview calls';

/** The family's link token: 22 base64url characters (128 random bits). Anything else is an unknown call (404), not a form error. */
const tokenParams = z.object({ token: z.string().check(z.maxLength(100)) });
const slotIdSchema = z.coerce.number<number | string>({ error: msg('Choose one') }).check(z.int(msg('Choose one')), z.positive(msg('Choose one')));

/** A time a family may choose; `startsAt` is UTC, shown in Asia/Dubai time. */
export const freeSlotSchema = z.object({ id: z.int(), startsAt: z.string(), minutes: z.int() });
export type FreeSlot = z.infer<typeof freeSlotSchema>;

const maidSchema = z.object({ id: z.int(), name: z.string(), posterURL: z.string() });

/** The family's call as their link shows it. */
export const familyInterviewSchema = z.object({
  maid: maidSchema,
  startsAt: z.string(),
  minutes: z.int(),
  timeZone: z.literal('Asia/Dubai'),
  way: z.enum(INTERVIEW_WAYS),
  language: z.enum(LANGUAGES),
  status: z.enum(INTERVIEW_STATUSES),
  /** Why staff declined, as they wrote it. */
  declineReason: z.nullable(z.string()),
  /** The video room, once staff confirmed a video call. */
  meetingUrl: z.nullable(z.string()),
  /** Still to come and not ended: the family may cancel or move it. */
  changeable: z.boolean(),
  /** The call took place and she can still be offered: "Hire her" opens the application with her. */
  canHire: z.boolean(),
  /** She was hired or reserved by another family since: the call will not help, these might. */
  maidTaken: z.boolean(),
  similarMaids: z.array(maidSchema),
});
export type FamilyInterview = z.infer<typeof familyInterviewSchema>;

/** A 409: with the nearest free times when the time was taken meanwhile (not when she is no longer available). */
const slotTakenSchema = z.object({ error: z.string(), freeSlots: z.optional(z.array(freeSlotSchema)) });

export const listFreeInterviewSlots = {
  summary: 'The times a family may choose for a call: opened by staff, still to come, not taken; up to 60, soonest first',
  tag,
  query: z.object({ maidId: z.optional(maidIdSchema) }),
  responses: { 200: z.object({ slots: z.array(freeSlotSchema), timeZone: z.literal('Asia/Dubai') }) },
};

export const bookInterview = {
  summary:
    "Asks for a call with a maid at a free time: the call and the family's link token (also sent by SMS). 409 with the nearest free times when it was taken meanwhile, 400 for a time past or not opened, 429 past 3 pending calls for one number. Counts towards the captcha",
  tag,
  body: z.object({
    maidId: maidIdSchema,
    slotId: slotIdSchema,
    way: z.enum(INTERVIEW_WAYS, { error: msg('Choose one') }),
    phone: uaeMobileSchema,
    language: z.enum(LANGUAGES, { error: msg('Choose one') }),
    sessionId: z.optional(z.string().check(z.maxLength(64))),
  }),
  responses: { 200: z.object({ token: z.string(), interview: familyInterviewSchema }), 409: slotTakenSchema },
};

export const getInterview = {
  summary: "The family's call by its link: the maid, the time, the way, its status, the meeting link once confirmed; 404 for an unknown or expired link",
  tag,
  params: tokenParams,
  responses: { 200: familyInterviewSchema },
};

export const cancelInterview = {
  summary: 'The family cancels their call (before its time); the slot is free again',
  tag,
  params: tokenParams,
  responses: { 200: familyInterviewSchema },
};

export const moveInterview = {
  summary: 'The family moves their call to another free time; staff confirm it again. 409 with the nearest free times when taken meanwhile',
  tag,
  params: tokenParams,
  body: z.object({ slotId: slotIdSchema }),
  responses: { 200: familyInterviewSchema, 409: slotTakenSchema },
};

export const getInterviewCalendar = {
  summary: 'The call as a calendar file (text/calendar), for the family to add to their calendar',
  tag,
  params: tokenParams,
  responses: {},
};
