import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { stringify } from 'csv-stringify/sync';
import {
  changeMonthlyPrice,
  exportCollections,
  exportStatements,
  getApplicationStatement,
  getStaffInvoicePdf,
  importCollectionResults,
  listCollectionImports,
  listReturnedPayments,
} from '../../../shared/api/admin-money/contracts.js';
import { monthDays } from '../../../shared/money/schedule.js';
import { applications, invoices, servicePriceChanges, staff, statementRows } from '../../db/schema.js';
import { download } from '../../http/download.js';
import { badRequest, notFound } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { deriveKey, loadAppSecret, wrappingKeyOf } from '../../secrets.js';
import { createSmsOutbox } from '../sms/sms-queue.js';
import { csrfCheck, staffGuard } from '../staff/guard.js';
import type { StaffSessions } from '../staff/staff-sessions.js';
import { aedOf } from './collection-files.js';
import { createCollections } from './collections.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { currentStatus } from './ledger.js';
import { changePrice, earliestPriceChange } from './price-change.js';
import { returnedPayments } from './returned.js';
import { readStatement } from './statement-read.js';

const NO_STATEMENT = 'This application has no statement yet: it starts when the family sends the application.';
const MAX_RESULTS_BYTES = 10 * 1024 * 1024;

/** Money in the back office (issue 30; docs/api/money.md): agents read, finance and admins export, import and change prices. */
export function moneyStaffRoutes({ sessions }: { sessions: StaffSessions }) {
  return async (api: FastifyInstance) => {
    const db = api.database.db;
    const secret = loadAppSecret(api.config);
    const collections = createCollections(db, { config: api.config, bankKey: wrappingKeyOf(secret), payKey: deriveKey(secret, 'pay-link'), sms: createSmsOutbox(api.jobs, api.config) });
    const readers = staffGuard(sessions, { roles: ['agent', 'finance', 'admin'] });
    const finance = staffGuard(sessions, { roles: ['finance', 'admin'] });
    const financeWriters = { onRequest: [finance, csrfCheck(api)] };
    const acting = (request: FastifyRequest) => ({ staffId: request.staff!.staff.id, ip: request.ip });
    const origin = (request: FastifyRequest) => api.config.PUBLIC_ORIGIN ?? `${request.protocol}://${request.host}`;

    async function staffStatement(id: string) {
      const statement = await readStatement(db, id, 'en');
      if (!statement) throw notFound(NO_STATEMENT);
      const changes = await db
        .select({ effectiveFrom: servicePriceChanges.effectiveFrom, noticeOn: servicePriceChanges.noticeOn, monthlyFeeFils: servicePriceChanges.monthlyFeeFils, monthlyTotalFils: servicePriceChanges.monthlyTotalFils, staffEmail: staff.email, createdAt: servicePriceChanges.createdAt })
        .from(servicePriceChanges)
        .leftJoin(staff, eq(staff.id, servicePriceChanges.staffId))
        .where(eq(servicePriceChanges.applicationId, id))
        .orderBy(asc(servicePriceChanges.effectiveFrom));
      return { ...statement, priceChanges: changes.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })), earliestPriceChange: await earliestPriceChange(db, id) };
    }

    await route(api, getApplicationStatement, { onRequest: readers }, (request) => staffStatement(request.params.id));

    await route(api, changeMonthlyPrice, financeWriters, async (request) => {
      await changePrice(db, request.params.id, request.body, acting(request));
      return staffStatement(request.params.id);
    });

    await route(api, getStaffInvoicePdf, { onRequest: readers }, async (request, reply) => {
      const [invoice] = await db.select({ facts: invoices.facts }).from(invoices).where(eq(invoices.id, request.params.invoiceId));
      if (!invoice) throw notFound('No invoice with this id.');
      return download(reply, 'application/pdf', `${invoice.facts.number}.pdf`, await renderInvoicePdf(invoice.facts));
    });

    await route(api, exportStatements, { onRequest: readers }, async (request, reply) => {
      const { from, to } = monthDays(request.query.month);
      const rows = await db
        .select({
          reference: applications.reference,
          clientName: sql<string | null>`${applications.data} #>> '{values,clientName}'`,
          kind: statementRows.kind,
          method: statementRows.method,
          seq: statementRows.seq,
          dueOn: statementRows.dueOn,
          netFils: statementRows.netFils,
          vatFils: statementRows.vatFils,
          totalFils: statementRows.totalFils,
          status: currentStatus,
          invoices: sql<string | null>`(select string_agg(i.number, ' ' order by i.seq) from ${invoices} i where i.row_id = "statement_rows"."id")`,
        })
        .from(statementRows)
        .innerJoin(applications, eq(applications.id, statementRows.applicationId))
        .where(and(gte(statementRows.dueOn, from), lte(statementRows.dueOn, to)))
        .orderBy(asc(statementRows.dueOn), asc(applications.reference), asc(statementRows.createdAt));
      const csv = stringify(
        rows.map((r) => [r.reference, r.clientName ?? '', r.kind, r.method, r.seq ?? '', r.dueOn, aedOf(r.netFils), aedOf(r.vatFils), aedOf(r.totalFils), r.status, r.invoices ?? '']),
        { header: true, columns: ['reference', 'client', 'kind', 'method', 'month', 'due_on', 'net_aed', 'vat_aed', 'total_aed', 'status', 'invoices'] },
      );
      return download(reply, 'text/csv; charset=utf-8', `statements-${request.query.month}.csv`, csv);
    });

    await route(api, exportCollections, financeWriters, async (request, reply) => {
      const { csv } = await collections.exportMonth(request.body.month, acting(request));
      return download(reply, 'text/csv; charset=utf-8', `collections-${request.body.month}.csv`, csv);
    });

    await route(api, importCollectionResults, financeWriters, async (request) => {
      if (!request.isMultipart()) throw badRequest('Send the results file as multipart/form-data in the field "file".');
      const file = await request.file({ limits: { fileSize: MAX_RESULTS_BYTES, files: 1 } });
      if (!file) throw badRequest('Choose the bank’s results file (CSV).');
      const tooLarge = badRequest('The results file is over 10 MB: split it by month.');
      const bytes = await file.toBuffer().catch((error: { code?: string }) => {
        throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge : error;
      });
      if (file.file.truncated) throw tooLarge;
      return collections.importFile({ name: file.filename.slice(0, 200), bytes }, acting(request), origin(request));
    });

    await route(api, listCollectionImports, { onRequest: finance }, async () => ({ imports: await collections.imports() }));

    await route(api, listReturnedPayments, { onRequest: readers }, async () => ({ payments: await returnedPayments(db) }));
  };
}
