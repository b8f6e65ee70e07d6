import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cardWebhook, completeTestCheckout, getPaymentLink, getTestCheckout, startLinkCheckout } from '../../../shared/api/money/contracts.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { applications, cardCheckouts, housemaids, statementEvents, statementRows } from '../../db/schema.js';
import { badRequest, notFound } from '../../http/errors.js';
import { requestLanguage } from '../../i18n/request-language.js';
import { msg } from '../../i18n/t.js';
import { route } from '../../http/route.js';
import { isPayable } from '../../../shared/money/states.js';
import { dubaiDayOf } from '../../../shared/service/clocks.js';
import { BadSignature } from './card-provider.js';
import type { createCardPayments } from './card-payments.js';
import { currentStatus } from './ledger.js';
import { checkoutDescription, NO_PAY_LINK } from './money-texts.js';
import { verifyPayLink } from './pay-link.js';

const NO_CHECKOUT = 'No such checkout.';
const TEST_CARDS: Record<string, 'approved' | 'declined'> = { '4242424242424242': 'approved', '4000000000000002': 'declined' };

/**
 * Paying without a session (issue 30): the payment link an SMS carries, the test-mode provider's
 * own checkout page, and the card provider's webhook, which needs its body as sent to check the
 * signature, so it sits in a scope of its own that keeps JSON bodies raw.
 */
export function payRoutes(deps: { db: Db; config: Config; payKey: Buffer; cards: ReturnType<typeof createCardPayments> }) {
  const { db, cards } = deps;
  const origin = (request: { protocol: string; host: string }) => deps.config.PUBLIC_ORIGIN ?? `${request.protocol}://${request.host}`;

  async function linkedRow(token: string) {
    const rowId = verifyPayLink(deps.payKey, token);
    const [row] = rowId
      ? await db
          .select({
            id: statementRows.id,
            kind: statementRows.kind,
            method: statementRows.method,
            seq: statementRows.seq,
            dueOn: statementRows.dueOn,
            periodTo: statementRows.periodTo,
            totalFils: statementRows.totalFils,
            status: currentStatus,
            reference: applications.reference,
            maidName: housemaids.name,
          })
          .from(statementRows)
          .innerJoin(applications, eq(applications.id, statementRows.applicationId))
          .innerJoin(housemaids, eq(housemaids.id, applications.housemaidId))
          .where(eq(statementRows.id, rowId))
      : [];
    if (!row) throw notFound(NO_PAY_LINK);
    return row;
  }

  return async (api: FastifyInstance) => {
    await route(api, getPaymentLink, {}, async (request) => {
      const row = await linkedRow(request.params.token);
      const [returned] = await db
        .select({ reason: statementEvents.reason })
        .from(statementEvents)
        .where(and(eq(statementEvents.rowId, row.id), eq(statementEvents.status, 'returned')))
        .orderBy(desc(statementEvents.id))
        .limit(1);
      return {
        amountFils: row.totalFils,
        kind: row.kind,
        method: row.method,
        seq: row.seq,
        dueOn: row.dueOn,
        periodTo: row.periodTo,
        status: row.status,
        payable: isPayable(row, dubaiDayOf(Date.now())),
        reference: row.reference,
        maidName: row.maidName,
        returnReason: row.status === 'returned' ? (returned?.reason ?? null) : null,
        testMode: cards.provider.testMode,
      };
    });

    await route(api, startLinkCheckout, {}, async (request) => {
      const row = await linkedRow(request.params.token);
      const page = `${origin(request)}/pay/${request.params.token}`;
      return cards.open(row.id, (r) => checkoutDescription(requestLanguage(request), r), { successUrl: `${page}?paid=1`, cancelUrl: page });
    });

    // The test mode's hosted page: only while no real provider is configured.
    const testCheckout = async (checkoutId: string) => {
      if (cards.provider.name !== 'test-mode') throw notFound(NO_CHECKOUT);
      const [checkout] = await db.select().from(cardCheckouts).where(eq(cardCheckouts.id, checkoutId));
      if (!checkout || checkout.provider !== 'test-mode') throw notFound(NO_CHECKOUT);
      return checkout;
    };
    await route(api, getTestCheckout, {}, async (request) => {
      const checkout = await testCheckout(request.params.checkoutId);
      const [row] = await db.select({ seq: statementRows.seq, dueOn: statementRows.dueOn, reference: applications.reference }).from(statementRows).innerJoin(applications, eq(applications.id, statementRows.applicationId)).where(eq(statementRows.id, checkout.rowId));
      return { amountFils: checkout.amountFils, status: checkout.status, description: checkoutDescription(requestLanguage(request), row!) };
    });
    await route(api, completeTestCheckout, {}, async (request) => {
      const checkout = await testCheckout(request.params.checkoutId);
      if (request.body.outcome === 'cancel') return { redirectTo: checkout.cancelUrl };
      const outcome = TEST_CARDS[request.body.cardNumber ?? ''];
      if (outcome === undefined) throw badRequest(`cardNumber: ${msg('Test mode: use the test card 4242 4242 4242 4242.')}`);
      if (outcome === 'declined') throw badRequest(`cardNumber: ${msg('This card was declined. Please use another card.')}`);
      await cards.apply({ id: `test_evt_${checkout.id}`, type: 'checkout.paid', checkoutId: checkout.id, providerRef: checkout.providerRef ?? '', paymentRef: `test_pi_${checkout.id}`, amountFils: checkout.amountFils, currency: 'aed' });
      return { redirectTo: checkout.successUrl };
    });

    await api.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));
      await route(scope, cardWebhook, {}, async (request) => {
        let event;
        try {
          event = cards.provider.verifyEvent(request.body as unknown as Buffer, request.headers);
        } catch (error) {
          if (error instanceof BadSignature) throw badRequest(`The event's signature does not verify: ${error.message}`);
          throw error;
        }
        await cards.apply(event);
        return { received: true };
      });
    });
  };
}
