import * as z from 'zod/mini';
import { otpSchema } from '../../application/fields.js';
import { msg } from '../../i18n/msg.js';
import { PROBLEM_CATEGORIES, REPLACEMENT_REASONS, SERVICE_REQUEST_KINDS, SERVICE_REQUEST_STATUSES, SERVICE_STATUSES } from '../../service/states.js';
import { maidIdSchema, sessionIdSchema } from '../common.js';

/** The documentation's section of this area's calls. */
const tag = 'My maid (the service after arrival)';

export const MAX_SERVICE_TEXT = 1_000;

const appIdParams = z.object({ id: z.uuid({ error: 'appId must be an application id' }) });
const sessionQuery = z.object({ sessionId: sessionIdSchema });
/** A fresh random key per action the family takes: a double tap or a retry sends the same one. */
const idempotencyKeySchema = z.string({ error: 'idempotencyKey is required' }).check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, 'idempotencyKey must be 16 to 64 letters, digits, _ or -'));
const textSchema = z.string().check(z.trim(), z.maxLength(MAX_SERVICE_TEXT, msg('Please keep it under 1,000 characters')));
const daySchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

const maidSchema = z.object({ id: z.int(), name: z.string(), posterURL: z.nullable(z.string()) });

export const serviceRequestSchema = z.object({
  id: z.string(),
  kind: z.enum(SERVICE_REQUEST_KINDS),
  status: z.enum(SERVICE_REQUEST_STATUSES),
  reason: z.nullable(z.string()),
  details: z.nullable(z.string()),
  newMaid: z.nullable(maidSchema),
  chosenBy: z.nullable(z.enum(['family', 'agency'])),
  arrivalDay: z.nullable(daySchema),
  familyConfirmedAt: z.nullable(z.string()),
  dueDay: daySchema,
  refundTotalFils: z.nullable(z.int()),
  refundPaidFils: z.nullable(z.int()),
  createdAt: z.string(),
  closedAt: z.nullable(z.string()),
});

export const serviceEventSchema = z.object({ kind: z.string(), at: z.string(), detail: z.record(z.string(), z.nullable(z.union([z.string(), z.number()]))) });

/** The family's service, as "My maid" shows it. */
export const familyServiceSchema = z.object({
  id: z.string(),
  status: z.enum(SERVICE_STATUSES),
  maid: maidSchema,
  startedOn: daySchema,
  /** The day the current maid arrived. */
  maidSince: daySchema,
  monthlyTotalFils: z.int(),
  /** Null once the debits are stopped. */
  nextDebit: z.nullable(z.object({ day: daySchema, amountFils: z.int() })),
  endsOn: z.nullable(daySchema),
  requests: z.array(serviceRequestSchema),
  timeline: z.array(serviceEventSchema),
});

export type FamilyService = z.infer<typeof familyServiceSchema>;

export const getFamilyService = {
  summary: "The family's service once their maid has arrived: the maid, her arrival day, the next debit, requests and timeline; to the client only (404 before arrival)",
  tag,
  params: appIdParams,
  query: sessionQuery,
  responses: { 200: familyServiceSchema },
};

export const requestReplacement = {
  summary: 'Asks for another maid: a reason, free text, and a maid chosen from the catalogue (available only) or the choice left to the agency; one open replacement at a time, idempotent by key',
  tag,
  params: appIdParams,
  body: z.object({
    sessionId: sessionIdSchema,
    idempotencyKey: idempotencyKeySchema,
    reason: z.enum(Object.keys(REPLACEMENT_REASONS) as [keyof typeof REPLACEMENT_REASONS], { error: msg('Choose a reason') }),
    details: z._default(textSchema, ''),
    newMaidId: z.nullable(maidIdSchema),
  }),
  responses: { 200: familyServiceSchema },
};

export const confirmReplacementArrival = {
  summary: "The family confirms the replacement's arrival day staff set (CONFIRM_MAID_ARRIVAL_AFTER_REPLACEMENT)",
  tag,
  params: z.extend(appIdParams, { requestId: z.uuid({ error: 'requestId must be a request id' }) }),
  body: z.object({ sessionId: sessionIdSchema }),
  responses: { 200: familyServiceSchema },
};

export const reportProblem = {
  summary: 'Reports a problem: a category and what happened; idempotent by key',
  tag,
  params: appIdParams,
  body: z.object({
    sessionId: sessionIdSchema,
    idempotencyKey: idempotencyKeySchema,
    category: z.enum(Object.keys(PROBLEM_CATEGORIES) as [keyof typeof PROBLEM_CATEGORIES], { error: msg('Choose what it is about') }),
    details: z.string({ error: msg('Tell us what happened') }).check(z.trim(), z.minLength(1, msg('Tell us what happened')), z.maxLength(MAX_SERVICE_TEXT, msg('Please keep it under 1,000 characters'))),
  }),
  responses: { 200: familyServiceSchema },
};

/** What cancelling now means, before the family confirms. */
export const cancellationQuoteSchema = z.object({
  endsOn: daySchema,
  lastDebit: z.nullable(z.object({ day: daySchema, amountFils: z.int() })),
  refund: z.object({ totalFils: z.int(), vatFils: z.int(), netFils: z.int(), unusedDays: z.int(), periodDays: z.int() }),
  refundBy: daySchema,
});

export type CancellationQuote = z.infer<typeof cancellationQuoteSchema>;

export const getCancellationQuote = {
  summary: 'What cancelling the service now means: its last day, the last debit, the refund by the rule and the day by which it is paid',
  tag,
  params: appIdParams,
  query: sessionQuery,
  responses: { 200: cancellationQuoteSchema },
};

export const sendCancellationCode = {
  summary: "Sends a one-time code to the family's mobile to confirm a cancellation; a captcha after the sensitive-call threshold",
  tag,
  params: appIdParams,
  body: z.object({ sessionId: sessionIdSchema }),
  responses: { 200: z.object({ toPhone: z.string() }) },
};

export const cancelService = {
  summary: 'Cancels the service with the code sent by SMS: the debits stop, the refund is computed by the rule and due by the law\'s deadline; cancelling twice is one cancellation',
  tag,
  params: appIdParams,
  body: z.object({ sessionId: sessionIdSchema, code: otpSchema }),
  responses: { 200: familyServiceSchema },
};
