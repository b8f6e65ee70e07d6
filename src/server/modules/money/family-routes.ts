import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { getInvoicePdf, getStatement, startRowCheckout } from '../../../shared/api/money/contracts.js';
import { invoices, statementRows } from '../../db/schema.js';
import { download } from '../../http/download.js';
import { conflict, notFound } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { requestLanguage } from '../../i18n/request-language.js';
import { callerOf, resolveCaller } from '../application/access.js';
import type { ServiceDeps } from '../application/service-deps.js';
import type { createCardPayments } from './card-payments.js';
import { NOT_PAYABLE } from './card-payments.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { checkoutDescription, NO_INVOICE, NO_STATEMENT } from './money-texts.js';
import { readStatement } from './statement-read.js';

/**
 * The family's statement, invoices and card payments (issue 30), in the application's scope and
 * behind its access check: the client's browser or a redeemed link, never the spouse's link.
 */
export function familyMoneyRoutes(deps: ServiceDeps & { cards: ReturnType<typeof createCardPayments> }) {
  const client = resolveCaller(deps.db, deps.keys, { spouseRefused: NO_STATEMENT });
  const origin = (request: { protocol: string; host: string }) => deps.config.PUBLIC_ORIGIN ?? `${request.protocol}://${request.host}`;
  return async (api: FastifyInstance) => {
    await route(api, getStatement, { preHandler: client }, async (request) => {
      const statement = await readStatement(deps.db, callerOf(request).applicationId, requestLanguage(request));
      if (!statement) throw notFound(NO_STATEMENT);
      return statement;
    });
    await route(api, getInvoicePdf, { preHandler: client }, async (request, reply) => {
      const [invoice] = await deps.db
        .select({ facts: invoices.facts })
        .from(invoices)
        .where(and(eq(invoices.id, request.params.invoiceId), eq(invoices.applicationId, callerOf(request).applicationId)));
      if (!invoice) throw notFound(NO_INVOICE);
      return download(reply, 'application/pdf', `${invoice.facts.number}.pdf`, await renderInvoicePdf(invoice.facts));
    });
    await route(api, startRowCheckout, { preHandler: client }, async (request) => {
      const caller = callerOf(request);
      const [row] = await deps.db.select({ id: statementRows.id }).from(statementRows).where(and(eq(statementRows.id, request.params.rowId), eq(statementRows.applicationId, caller.applicationId)));
      if (!row) throw conflict(NOT_PAYABLE);
      const base = `${origin(request)}/my-application`;
      return deps.cards.open(row.id, (r) => checkoutDescription(caller.lang ?? 'en', r), { successUrl: `${base}?paid=${row.id}`, cancelUrl: base });
    });
  };
}
