import * as z from 'zod/mini';
import { INVOICE_KINDS, MANDATE_STATUSES, PAYMENT_METHODS, ROW_STATUSES, STATEMENT_ROW_KINDS } from '../../money/states.js';
import { sessionIdSchema } from '../common.js';

/** The documentation's section of this area's calls. */
const tag = 'Statement and payments (the family)';

const daySchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const appIdParams = z.object({ id: z.uuid({ error: 'appId must be an application id' }) });
const sessionQuery = z.object({ sessionId: sessionIdSchema });

export const invoiceRefSchema = z.object({ id: z.string(), number: z.string(), kind: z.enum(INVOICE_KINDS), issuedOn: daySchema });

export const rowEventSchema = z.object({ status: z.enum(ROW_STATUSES), at: z.string(), reason: z.nullable(z.string()), source: z.string() });

/** One amount the family owes or has paid, with where it stands. */
export const statementRowSchema = z.object({
  id: z.string(),
  kind: z.enum(STATEMENT_ROW_KINDS),
  method: z.enum(PAYMENT_METHODS),
  /** A payment's month: 0 for the first payment; null for offers and refunds. */
  seq: z.nullable(z.int()),
  dueOn: daySchema,
  /** The month a payment pays for: from dueOn to the day before periodTo. */
  periodTo: z.nullable(daySchema),
  netFils: z.int(),
  vatFils: z.int(),
  totalFils: z.int(),
  vatBasisPoints: z.int(),
  /** An offer's label as the family saw it when they signed (in English: staff-written, issue 31 translates it). */
  label: z.nullable(z.string()),
  /** An offer's first payment. */
  partOf: z.nullable(z.string()),
  status: z.enum(ROW_STATUSES),
  statusAt: z.string(),
  /** The bank's reason for a returned debit. */
  returnReason: z.nullable(z.string()),
  /** Oldest first. */
  events: z.array(rowEventSchema),
  /** Its tax invoice, and the credit note of a refund. */
  invoices: z.array(invoiceRefSchema),
  /** Returned and not paid since: the family may pay it by card. */
  payable: z.boolean(),
});

export const statementSchema = z.object({
  reference: z.string(),
  /** The direct-debit mandate; null for a family paying by card. */
  mandate: z.nullable(z.object({ reference: z.string(), status: z.enum(MANDATE_STATUSES) })),
  /** Oldest first; offers right after their first payment. */
  rows: z.array(statementRowSchema),
  totals: z.object({ paidFils: z.int(), refundedFils: z.int(), dueFils: z.int(), upcomingFils: z.int() }),
  nextPayment: z.nullable(z.object({ dueOn: daySchema, totalFils: z.int() })),
});

export type Statement = z.infer<typeof statementSchema>;
export type StatementRow = z.infer<typeof statementRowSchema>;

export const getStatement = {
  summary: "The family's statement: every amount owed or paid (first payment, offers, monthly payments, refunds) with its status, invoices and totals; to the client only (404 before the application is submitted)",
  tag,
  params: appIdParams,
  query: sessionQuery,
  responses: { 200: statementSchema },
};

export const getInvoicePdf = {
  summary: 'A tax invoice or credit note of this application as a PDF, in the family’s language with the English; to the client only',
  tag,
  params: z.object({ id: z.uuid({ error: 'appId must be an application id' }), invoiceId: z.uuid({ error: 'invoiceId must be an invoice id' }) }),
  query: sessionQuery,
  responses: {},
};

/** Where the browser goes to pay: the provider's hosted checkout page. */
export const checkoutSchema = z.object({ url: z.string() });

export const startRowCheckout = {
  summary: 'Opens a card checkout for a returned payment of this application: the provider’s hosted page to send the browser to; 409 when it is not payable (any more)',
  tag,
  params: z.object({ id: z.uuid({ error: 'appId must be an application id' }), rowId: z.uuid({ error: 'rowId must be a statement row id' }) }),
  body: z.object({ sessionId: sessionIdSchema }),
  responses: { 200: checkoutSchema },
};

const payTokenParams = z.object({ token: z.string().check(z.regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'token: a payment link token')) });

/** What a payment link shows: the amount and what it is for, nothing personal beyond the maid's first name. */
export const paymentLinkSchema = z.object({
  amountFils: z.int(),
  kind: z.enum(STATEMENT_ROW_KINDS),
  method: z.enum(PAYMENT_METHODS),
  seq: z.nullable(z.int()),
  dueOn: daySchema,
  periodTo: z.nullable(daySchema),
  status: z.enum(ROW_STATUSES),
  /** False once paid (or cancelled): the page then says so instead of offering to pay. */
  payable: z.boolean(),
  reference: z.string(),
  maidName: z.string(),
  returnReason: z.nullable(z.string()),
  /** The provider is in test mode: no real money moves. */
  testMode: z.boolean(),
});

export const getPaymentLink = {
  summary: 'A payment link sent by SMS (a returned debit to pay by card): the amount and its status; 404 for a forged or expired link',
  tag,
  params: payTokenParams,
  responses: { 200: paymentLinkSchema },
};

export const startLinkCheckout = {
  summary: 'Opens a card checkout for a payment link: the provider’s hosted page to send the browser to; 409 once it is paid',
  tag,
  params: payTokenParams,
  responses: { 200: checkoutSchema },
};

/** The test-mode provider's own checkout page (no real money): what it shows. */
export const testCheckoutSchema = z.object({ amountFils: z.int(), status: z.enum(['open', 'paid', 'cancelled']), description: z.string() });

const testCheckoutParams = z.object({ checkoutId: z.uuid({ error: 'checkoutId must be a checkout id' }) });

export const getTestCheckout = {
  summary: 'The test-mode card provider’s checkout page: the amount to pay (only when no card provider is configured)',
  tag,
  params: testCheckoutParams,
  responses: { 200: testCheckoutSchema },
};

export const completeTestCheckout = {
  summary: 'Pays (with a test card) or leaves the test-mode checkout, as a hosted page would; answers where the browser goes next',
  tag,
  params: testCheckoutParams,
  body: z.object({
    outcome: z.enum(['pay', 'cancel'], { error: 'outcome is pay or cancel' }),
    /** Only the test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined. */
    cardNumber: z.optional(z.string().check(z.regex(/^\d{16}$/, 'cardNumber: 16 digits'))),
  }),
  responses: { 200: z.object({ redirectTo: z.string() }) },
};

export const cardWebhook = {
  summary: 'The card provider’s events (Stripe: checkout.session.completed, charge.refunded), signature verified; a duplicate or a replay changes nothing; 400 for a bad or old signature',
  tag,
  params: z.object({ provider: z.enum(['stripe'], { error: 'provider: stripe' }) }),
  responses: { 200: z.object({ received: z.boolean() }) },
};
