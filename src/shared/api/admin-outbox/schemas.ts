import * as z from 'zod/mini';
import { SMS_STATUSES } from './statuses.js';

/** The documentation's section of this area's calls. */
const tag = 'Back office: message outbox';

/** The schemas of the back office's outbox calls (contracts.ts). */

export const OUTBOX_PAGE_SIZE = 50;

export const outboxMessageSchema = z.object({
  id: z.number(),
  /** What the message is: continue-on-phone, spouse-sign-link, card-otp, existing-client-otp… */
  kind: z.string(),
  /** The number, masked (+9715*******67). */
  phone: z.string(),
  applicationId: z.nullable(z.string()),
  /** The application's reference (7K3D-9QXB), when the message is about one. */
  reference: z.nullable(z.string()),
  /** The words sent, each link to its site only and each code as dots (sms/outbox-text.ts); empty once erased. */
  text: z.string(),
  status: z.enum(SMS_STATUSES),
  attempts: z.number(),
  lastError: z.nullable(z.string()),
  provider: z.string(),
  providerMessageId: z.nullable(z.string()),
  createdAt: z.string(),
  lastAttemptAt: z.nullable(z.string()),
  sentAt: z.nullable(z.string()),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const listOutbox = {
  summary: `The messages, newest first, ${OUTBOX_PAGE_SIZE} a page, optionally of one status, or to one mobile number or about one application's reference (agent, admin)`,
  tag,
  query: z.object({
    q: z.optional(z.string().check(z.trim(), z.maxLength(40, 'q: at most 40 characters'))),
    status: z.optional(z.enum(SMS_STATUSES, { error: `status must be one of ${SMS_STATUSES.join(', ')}` })),
    page: z.optional(z.coerce.number().check(z.int('page is a whole number'), z.gte(1, 'page starts at 1'), z.lte(10_000, 'page: at most 10000'))),
  }),
  responses: { 200: z.object({ messages: z.array(outboxMessageSchema), total: z.number(), page: z.number(), pageSize: z.number() }) },
};

export const resendMessage = {
  summary: 'Sends a failed or dead message again: a new series of tries, audited (agent, admin)',
  tag,
  params: z.object({ id: z.coerce.number().check(z.int('id is a message number'), z.gte(1, 'id is a message number')) }),
  responses: { 200: z.object({ message: outboxMessageSchema }) },
};
