/** Interview calls (issue 32): how a family speaks with a maid before hiring, and what became of the call. */

export const INTERVIEW_WAYS = ['video', 'phone', 'whatsapp_video'] as const;
export type InterviewWay = (typeof INTERVIEW_WAYS)[number];

export const INTERVIEW_STATUSES = ['requested', 'confirmed', 'declined', 'cancelled', 'held', 'family_no_show', 'maid_unavailable'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

/** A call that still holds its slot: the database lets one such call per slot. */
export const PENDING_STATUSES = ['requested', 'confirmed'] as const satisfies readonly InterviewStatus[];

/** What staff record once the call's time has come. */
export const OUTCOME_STATUSES = ['held', 'family_no_show', 'maid_unavailable'] as const satisfies readonly InterviewStatus[];
export type InterviewOutcome = (typeof OUTCOME_STATUSES)[number];

/** One number may hold this many pending calls at once. */
export const MAX_PENDING_PER_PHONE = 3;

/** The agency's clock: slots are opened and shown in Dubai time. */
export const INTERVIEW_TIME_ZONE = 'Asia/Dubai' as const;
