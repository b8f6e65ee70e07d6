import * as z from 'zod/mini';
import { statementSchema } from '../money/schemas.js';

/** The documentation's section of this area's calls. */
const tag = 'Back office: money';

/** The schemas of the back office's money calls (contracts.ts): statements, collections, invoices. */

const daySchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'a day, YYYY-MM-DD'));
const monthSchema = z.string({ error: 'month is YYYY-MM' }).check(z.regex(/^20\d{2}-(0[1-9]|1[0-2])$/, 'month is YYYY-MM'));
const appIdParams = z.object({ id: z.uuid({ error: 'id is an application id' }) });

/** The family's statement as staff see it: the same rows, and the prices staff have set since. */
export const staffStatementSchema = z.extend(statementSchema, {
  priceChanges: z.array(
    z.object({ effectiveFrom: daySchema, noticeOn: daySchema, monthlyFeeFils: z.int(), monthlyTotalFils: z.int(), staffEmail: z.nullable(z.string()), createdAt: z.string() }),
  ),
  /** The earliest day a new monthly price may start: after every payment already written, and 30 days after today's notice. */
  earliestPriceChange: daySchema,
});

export type StaffStatement = z.infer<typeof staffStatementSchema>;

export const getApplicationStatement = {
  summary: "An application's statement: every amount with its status history, invoices and the mandate (agent, finance, admin)",
  tag,
  params: appIdParams,
  responses: { 200: staffStatementSchema },
};

export const getStaffInvoicePdf = {
  summary: 'Any tax invoice or credit note as a PDF (agent, finance, admin)',
  tag,
  params: z.object({ invoiceId: z.uuid({ error: 'invoiceId is an invoice id' }) }),
  responses: {},
};

export const changeMonthlyPrice = {
  summary: "A running application's new monthly fee from a debit day on, with the day the family was told (at least 30 days before); the price lists never change a running service, this does (finance, admin; audited as money.price-change)",
  tag,
  params: appIdParams,
  body: z.object({
    monthlyFeeFils: z.int('monthlyFeeFils is a whole number of fils').check(z.positive('monthlyFeeFils is more than 0'), z.lte(10_000_000, 'monthlyFeeFils is at most AED 100,000')),
    effectiveFrom: daySchema,
    noticeOn: daySchema,
  }),
  responses: { 200: staffStatementSchema },
};

export const exportStatements = {
  summary: 'Every statement row due in one month, all families, as CSV (agent, finance, admin)',
  tag,
  query: z.object({ month: monthSchema }),
  responses: {},
};

export const exportCollections = {
  summary: "A month's direct-debit collection file for the bank as CSV: mandate reference, IBAN, amount, date; its debits become 'sent' and their mandates 'submitted'. The IBANs are opened only into this answer (finance, admin; audited as money.collections-export)",
  tag,
  body: z.object({ month: monthSchema }),
  responses: {},
};

export const importProblemSchema = z.object({ line: z.int(), reference: z.string(), problem: z.string() });

export const collectionImportSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  lines: z.int(),
  applied: z.int(),
  /** Rows not applied, each with its line: an unknown reference, an amount that differs, a debit not sent. */
  problems: z.array(importProblemSchema),
  createdAt: z.string(),
  staffEmail: z.nullable(z.string()),
});

export const importCollectionResults = {
  summary: "The bank's results file (CSV: reference, date, amount, status, return_reason) as multipart/form-data in the field \"file\", applied in one transaction: the same file again changes nothing; a malformed file is refused naming its lines, with nothing applied (finance, admin; audited as money.collections-import)",
  tag,
  upload: true,
  body: z.optional(z.custom<FormData>()),
  responses: { 200: z.object({ import: collectionImportSchema, alreadyImported: z.boolean() }) },
};

export const listCollectionImports = {
  summary: 'The results files imported, newest first (finance, admin)',
  tag,
  responses: { 200: z.object({ imports: z.array(collectionImportSchema) }) },
};

export const returnedPaymentSchema = z.object({
  rowId: z.string(),
  application: z.object({ id: z.string(), reference: z.string() }),
  clientName: z.nullable(z.string()),
  dueOn: daySchema,
  totalFils: z.int(),
  returnReason: z.nullable(z.string()),
  returnedAt: z.string(),
  /** The family was sent the link to pay it by card. */
  payLinkSentAt: z.nullable(z.string()),
});

export const listReturnedPayments = {
  summary: 'Debits the bank returned that are not paid since, oldest first: the service desk’s payment items (agent, finance, admin)',
  tag,
  responses: { 200: z.object({ payments: z.array(returnedPaymentSchema) }) },
};
