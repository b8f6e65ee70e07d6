import * as z from 'zod/mini';
import { DAY_COUNTS } from '../../service/clocks.js';
import { REFUND_RULES } from '../../service/refund.js';
import { SERVICE_REQUEST_KINDS, SERVICE_REQUEST_STATUSES, SERVICE_STATUSES } from '../../service/states.js';
import { LAW_REFUND_DEADLINE } from '../../service/terms.js';
import { serviceEventSchema } from '../service/schemas.js';

/** The documentation's section of this area's calls. */
const tag = 'Back office: service desk';

/** The schemas of the service desk's calls (contracts.ts): the families' requests after arrival. */

/** The inbox's page: what falls due first; more than this and staff narrow the filters. */
export const SERVICE_DESK_PAGE_SIZE = 50;

const daySchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'a day, YYYY-MM-DD'));
const idParams = z.object({ id: z.uuid({ error: 'id is a request id' }) });
const maidId = z.coerce.number().check(z.int('maidId is a maid id'), z.positive('maidId is a maid id'));
const sendSms = z._default(z.boolean({ error: 'sendSms is true or false' }), true);

const maidSchema = z.object({ id: z.int(), name: z.string() });

export const serviceRequestRowSchema = z.object({
  id: z.string(),
  kind: z.enum(SERVICE_REQUEST_KINDS),
  status: z.enum(SERVICE_REQUEST_STATUSES),
  reason: z.nullable(z.string()),
  dueDay: daySchema,
  overdue: z.boolean(),
  owner: z.nullable(z.object({ id: z.string(), email: z.string() })),
  application: z.object({ id: z.string(), reference: z.string() }),
  clientName: z.nullable(z.string()),
  maid: maidSchema,
  newMaid: z.nullable(maidSchema),
  arrivalDay: z.nullable(daySchema),
  refundTotalFils: z.nullable(z.int()),
  refundPaidFils: z.nullable(z.int()),
  createdAt: z.string(),
  closedAt: z.nullable(z.string()),
});
export type ServiceRequestRow = z.infer<typeof serviceRequestRowSchema>;

export const listServiceRequests = {
  summary: 'The service desk\'s inbox: replacements, cancellations and problems, what falls due first on top, 50 at most (more: true when there are others); overdue=true lists the open ones past their due day (agent, admin)',
  tag,
  query: z.object({
    status: z._default(z.enum(['open', 'done', 'all'], { error: 'status is open, done or all' }), 'open'),
    kind: z.optional(z.enum(SERVICE_REQUEST_KINDS, { error: `kind is one of ${SERVICE_REQUEST_KINDS.join(', ')}` })),
    overdue: z.optional(z.stringbool({ error: 'overdue is true or false' })),
    q: z.optional(z.string().check(z.trim(), z.maxLength(40, 'q: at most 40 characters'))),
  }),
  responses: { 200: z.object({ requests: z.array(serviceRequestRowSchema), more: z.boolean() }) },
};

export const serviceRequestDetailSchema = z.object({
  request: z.extend(serviceRequestRowSchema, { details: z.nullable(z.string()), chosenBy: z.nullable(z.enum(['family', 'agency'])), familyConfirmedAt: z.nullable(z.string()), refundVatFils: z.nullable(z.int()), refundMethod: z.nullable(z.string()), refundReference: z.nullable(z.string()) }),
  service: z.object({
    id: z.string(),
    status: z.enum(SERVICE_STATUSES),
    startedOn: daySchema,
    endsOn: z.nullable(daySchema),
    monthlyTotalFils: z.int(),
    debitsStopped: z.boolean(),
    clientPhone: z.nullable(z.string()),
  }),
  timeline: z.array(z.extend(serviceEventSchema, { staffEmail: z.nullable(z.string()) })),
});
export type ServiceRequestDetail = z.infer<typeof serviceRequestDetailSchema>;

export const getServiceRequest = {
  summary: 'One request with its service and timeline (agent, admin)',
  tag,
  params: idParams,
  responses: { 200: serviceRequestDetailSchema },
};

export const assignServiceRequest = {
  summary: 'Gives the request an owner, or none (agent, admin); audited as service.owner',
  tag,
  params: idParams,
  body: z.object({ staffId: z.nullable(z.uuid({ error: 'staffId is a staff id or null' })) }),
  responses: { 200: serviceRequestDetailSchema },
};

export const proposeReplacementMaid = {
  summary: "Sets a replacement's new maid: an available maid is held for the family (the agency's proposal, or in place of the family's choice); audited as service.new-maid",
  tag,
  params: idParams,
  body: z.object({ maidId }),
  responses: { 200: serviceRequestDetailSchema },
};

export const setReplacementArrival = {
  summary: "Sets the replacement's arrival day; the family is asked to confirm it (SMS); audited as service.arrival",
  tag,
  params: idParams,
  body: z.object({ day: daySchema, sendSms }),
  responses: { 200: serviceRequestDetailSchema },
};

export const markReplacementArrived = {
  summary: 'The new maid arrived: she serves the family from today, the request is done, the previous maid goes back to the catalogue or is marked returned (hidden); audited as service.replaced',
  tag,
  params: idParams,
  body: z.object({ previousMaid: z.enum(['catalogue', 'returned'], { error: 'previousMaid is catalogue or returned' }) }),
  responses: { 200: serviceRequestDetailSchema },
};

export const stopServiceDebits = {
  summary: "Stops the service's future debits (agent, admin); audited as service.debits-stopped",
  tag,
  params: idParams,
  body: z.object({ reason: z.string().check(z.trim(), z.minLength(1, 'reason: say why the debits stop'), z.maxLength(500, 'reason: at most 500 characters')) }),
  responses: { 200: serviceRequestDetailSchema },
};

export const recordRefund = {
  summary: "Records a cancellation's refund as paid (amount in fils, method, bank reference) and closes it; more than the computed amount needs an admin (403 for an agent, naming the amount due); sendSms tells the family; audited as service.refund",
  tag,
  params: idParams,
  body: z.object({
    amountFils: z.int('amountFils is a whole number of fils').check(z.nonnegative('amountFils is 0 or more'), z.lte(100_000_000, 'amountFils is at most AED 1,000,000')),
    method: z.enum(['bank_transfer', 'card_refund', 'cash', 'cheque'], { error: 'method is bank_transfer, card_refund, cash or cheque' }),
    reference: z.string().check(z.trim(), z.maxLength(100, 'reference: at most 100 characters')),
    sendSms,
  }),
  responses: { 200: serviceRequestDetailSchema },
};

export const closeServiceRequest = {
  summary: 'Closes a problem (or a replacement the family no longer needs) with a note; audited as service.closed',
  tag,
  params: idParams,
  body: z.object({ note: z.string().check(z.trim(), z.minLength(1, 'note: say how it was resolved'), z.maxLength(1_000, 'note: at most 1,000 characters')) }),
  responses: { 200: serviceRequestDetailSchema },
};

export const serviceTermsSchema = z.object({
  replacementDays: z.int('replacementDays is a whole number of days').check(z.gte(1, 'replacementDays is at least 1'), z.lte(60, 'replacementDays is at most 60')),
  replacementCount: z.enum(DAY_COUNTS, { error: 'replacementCount is calendar or working' }),
  cancelNoticeDays: z.int('cancelNoticeDays is a whole number of days').check(z.gte(0, 'cancelNoticeDays is 0 or more'), z.lte(60, 'cancelNoticeDays is at most 60')),
  refundRule: z.enum(REFUND_RULES, { error: 'refundRule is daily or none' }),
  refundDays: z
    .int('refundDays is a whole number of days')
    .check(z.gte(1, 'refundDays is at least 1'), z.lte(LAW_REFUND_DEADLINE.days, `refundDays: the law allows ${LAW_REFUND_DEADLINE.days} calendar days at most`)),
});

export const getServiceTerms = {
  summary: "The agency's terms for running services and the public holidays the working-day clocks skip (agent, admin)",
  tag,
  responses: { 200: z.object({ terms: serviceTermsSchema, holidays: z.array(z.object({ day: daySchema, name: z.string() })) }) },
};

export const updateServiceTerms = {
  summary: "Changes the agency's terms (admin); the refund deadline can never pass the law's 14 days; audited as service.terms",
  tag,
  body: serviceTermsSchema,
  responses: { 200: z.object({ terms: serviceTermsSchema, holidays: z.array(z.object({ day: daySchema, name: z.string() })) }) },
};

export const setPublicHoliday = {
  summary: 'Adds a public holiday, or renames one (admin); audited as service.holiday',
  tag,
  body: z.object({ day: daySchema, name: z.string().check(z.trim(), z.minLength(1, 'name: the holiday needs a name'), z.maxLength(80, 'name: at most 80 characters')) }),
  responses: { 200: z.object({ terms: serviceTermsSchema, holidays: z.array(z.object({ day: daySchema, name: z.string() })) }) },
};

export const removePublicHoliday = {
  summary: 'Removes a public holiday (admin); audited as service.holiday-removed',
  tag,
  params: z.object({ day: daySchema }),
  responses: { 200: z.object({ terms: serviceTermsSchema, holidays: z.array(z.object({ day: daySchema, name: z.string() })) }) },
};
