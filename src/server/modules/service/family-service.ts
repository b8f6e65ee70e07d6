import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { CancellationQuote, FamilyService } from '../../../shared/api/service/schemas.js';
import { displayFirstName } from '../../../shared/first-name.js';
import { priceOn } from '../../../shared/money/schedule.js';
import { addCalendarDays, dubaiDayOf, dueDay } from '../../../shared/service/clocks.js';
import { monthHolding, nextDebitDay } from '../../../shared/service/debits.js';
import { refundFor } from '../../../shared/service/refund.js';
import { refundClock } from '../../../shared/service/terms.js';
import type { Language } from '../../../shared/tracking.js';
import { applications, housemaids, serviceEvents, serviceMaids, servicePriceChanges, serviceRequests, services } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { msg } from '../../i18n/t.js';
import { hmac, safeEqual } from '../../secrets.js';
import { mediaUrl } from '../catalogue/housemaid-row.js';
import type { Caller } from '../application/access.js';
import { readData } from '../application/application-data.js';
import type { ServiceDeps } from '../application/service-deps.js';
import type { SmsProvider } from '../application/sms-provider.js';
import type { DbOrTx, Tx } from '../application/tx.js';
import { cancelPaymentsFrom } from '../money/ledger.js';
import { owedRefund } from '../money/refunds.js';
import { maskPhone } from '../sms/mask-phone.js';
import { cancelCodeText, cancelledText, problemReportedText, replacementAskedText } from '../sms/service-texts.js';
import { holidaysFrom, readTerms } from './terms-and-holidays.js';

export const NO_SERVICE = msg('Your maid has not arrived yet: this page opens on the day she does.');
export const NOT_ACTIVE = msg('Your maid service has ended, so this can no longer be asked for. Talk to us on WhatsApp if you want to start again.');
export const REPLACEMENT_OPEN = msg('You have already asked for another maid: we are arranging her. You will get an SMS when her day is set.');
export const MAID_TAKEN = msg('This maid is no longer available. Choose another one, or leave the choice to us.');
export const NO_MOBILE = msg('We have no mobile number for this application. Talk to us on WhatsApp to cancel.');
export const CODE_WRONG = msg('This code is not right. Please check the SMS and try again.');
export const CODE_EXPIRED = msg('This code has expired. Ask for a new one.');
export const NO_ARRIVAL_YET = msg('We have not set her arrival day yet: you will get an SMS when we do.');

const CODE_TTL_MINUTES = 10;
const MAX_CODE_ATTEMPTS = 5;
/** Problems are answered within a working day, as the documents are checked (docs/decisions/2026-11-28-service-terms.md). */
const PROBLEM_CLOCK = { days: 1, count: 'working' } as const;

type ServiceRow = typeof services.$inferSelect;

/**
 * The timeline's events the family sees, each with the facts it may show them: never the desk's
 * own (who owns a request, the overdue check) nor staff's words and ids.
 */
const FAMILY_EVENTS: Record<string, readonly string[]> = {
  started: [],
  'replacement-asked': ['reason', 'dueDay'],
  'problem-reported': ['category', 'dueDay'],
  'new-maid': [],
  'arrival-set': ['arrivalDay'],
  'arrival-confirmed': ['arrivalDay'],
  replaced: [],
  cancelled: ['endsOn', 'refundFils', 'refundBy'],
  'debits-stopped': [],
  refund: ['amountFils'],
  closed: [],
};

async function serviceOf(db: DbOrTx, applicationId: string, lock = false): Promise<ServiceRow> {
  const query = db.select().from(services).where(eq(services.applicationId, applicationId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(NO_SERVICE);
  return row;
}

const requireActive = (service: ServiceRow) => {
  if (service.status !== 'active') throw conflict(NOT_ACTIVE);
};

async function applicationOf(db: DbOrTx, id: string) {
  const [row] = await db.select({ reference: applications.reference, language: applications.language, data: applications.data }).from(applications).where(eq(applications.id, id));
  return row!;
}

/** What the first debit paid for the first month (the quote's first month, offers included), else a month's fee. */
function paidForMonth(service: ServiceRow, index: number, data: (typeof applications.$inferSelect)['data']): number {
  const quote = readData(data).values.quote;
  return index === 0 && quote ? quote.firstMonthTotalFils : service.monthlyTotalFils;
}

/** "My maid": the service as the family reads it, never anything of another family's. */
export function createFamilyService({ db, config, keys }: ServiceDeps, sms: SmsProvider) {
  async function view(applicationId: string, now = Date.now()): Promise<FamilyService> {
    const service = await serviceOf(db, applicationId);
    const [current, requests, timeline] = await Promise.all([
      db
        .select({ id: housemaids.id, name: housemaids.name, posterFile: housemaids.posterFile, since: serviceMaids.fromDay })
        .from(serviceMaids)
        .innerJoin(housemaids, eq(housemaids.id, serviceMaids.housemaidId))
        .where(and(eq(serviceMaids.serviceId, service.id), isNull(serviceMaids.toDay)))
        .orderBy(asc(serviceMaids.id)),
      db.select().from(serviceRequests).where(eq(serviceRequests.serviceId, service.id)).orderBy(asc(serviceRequests.createdAt)),
      db.select({ kind: serviceEvents.kind, at: serviceEvents.at, detail: serviceEvents.detail }).from(serviceEvents).where(eq(serviceEvents.serviceId, service.id)).orderBy(asc(serviceEvents.id)),
    ]);
    const maidIds = [...new Set(requests.flatMap((r) => (r.newMaidId ? [r.newMaidId] : [])))];
    const newMaids = maidIds.length ? await db.select({ id: housemaids.id, name: housemaids.name, posterFile: housemaids.posterFile }).from(housemaids).where(inArray(housemaids.id, maidIds)) : [];
    const maidView = (m: { id: number; name: string; posterFile: string }) => ({ id: m.id, name: displayFirstName(m.name), posterURL: mediaUrl(m.posterFile) });
    const maid = current.at(-1)!;
    const debiting = service.status === 'active' && !service.debitsStoppedAt;
    // The monthly price as the statement takes it: the frozen one, or a staff price change in force by then.
    const nextDay = nextDebitDay(service.debitStartOn, dubaiDayOf(now));
    const changes = await db.select().from(servicePriceChanges).where(eq(servicePriceChanges.applicationId, service.applicationId));
    const monthly = { feeFils: service.monthlyFeeFils, vatFils: service.monthlyVatFils, totalFils: service.monthlyTotalFils };
    const priceChanges = changes.map((c) => ({ effectiveFrom: c.effectiveFrom, feeFils: c.monthlyFeeFils, vatFils: c.monthlyVatFils, totalFils: c.monthlyTotalFils }));
    return {
      id: service.id,
      status: service.status,
      maid: maidView(maid),
      startedOn: service.startedOn,
      maidSince: maid.since,
      monthlyTotalFils: priceOn({ monthly, priceChanges }, dubaiDayOf(now)).totalFils,
      nextDebit: debiting ? { day: nextDay, amountFils: priceOn({ monthly, priceChanges }, nextDay).totalFils } : null,
      endsOn: service.endsOn,
      requests: requests.map((r) => {
        const newMaid = newMaids.find((m) => m.id === r.newMaidId);
        return {
          id: r.id,
          kind: r.kind,
          status: r.status,
          reason: r.reason,
          details: r.details,
          newMaid: newMaid ? maidView(newMaid) : null,
          chosenBy: r.chosenBy,
          arrivalDay: r.arrivalDay,
          familyConfirmedAt: r.familyConfirmedAt?.toISOString() ?? null,
          dueDay: r.dueDay,
          refundTotalFils: r.refundTotalFils,
          refundPaidFils: r.refundPaidFils,
          createdAt: r.createdAt.toISOString(),
          closedAt: r.closedAt?.toISOString() ?? null,
        };
      }),
      timeline: timeline.flatMap((e) => {
        const shown = FAMILY_EVENTS[e.kind];
        return shown ? [{ kind: e.kind, at: e.at.toISOString(), detail: Object.fromEntries(shown.filter((k) => k in e.detail).map((k) => [k, e.detail[k]!])) }] : [];
      }),
    };
  }

  /** Cancelling now: its last day, the month it falls in, the refund by the rule and its deadline. */
  async function cancellationQuote(tx: DbOrTx, service: ServiceRow, data: (typeof applications.$inferSelect)['data'], now: number): Promise<CancellationQuote> {
    const terms = await readTerms(tx);
    const today = dubaiDayOf(now);
    const endsOn = addCalendarDays(today, 1 + terms.cancelNoticeDays);
    const lastServed = addCalendarDays(endsOn, -1);
    const month = monthHolding(service.debitStartOn, lastServed);
    const paidFils = paidForMonth(service, month.index, data);
    // Before the first debit nothing was paid, so nothing comes back.
    const started = service.debitStartOn <= today;
    const refund = refundFor({ from: month.from, to: month.to, paidFils: started ? paidFils : 0, vatBasisPoints: service.vatBasisPoints }, endsOn, terms.refundRule);
    return {
      endsOn,
      lastDebit: started ? { day: month.from, amountFils: paidFils } : null,
      refund,
      refundBy: dueDay(now, refundClock(terms), await holidaysFrom(tx, today)),
    };
  }

  /** The one row per idempotency key: the request sent again answers as the first did. */
  async function already(tx: Tx, serviceId: string, idempotencyKey: string): Promise<boolean> {
    const [found] = await tx.select({ id: serviceRequests.id }).from(serviceRequests).where(and(eq(serviceRequests.serviceId, serviceId), eq(serviceRequests.idempotencyKey, idempotencyKey)));
    return Boolean(found);
  }

  const familyPhone = (data: (typeof applications.$inferSelect)['data']) => readData(data).values.phones?.client;
  const langOf = (caller: Caller, app: { language: Language }) => caller.lang ?? app.language;

  return {
    view: (caller: Caller, now = Date.now()) => view(caller.applicationId, now),

    async requestReplacement(caller: Caller, input: { idempotencyKey: string; reason: string; details: string; newMaidId: number | null }, now = Date.now()) {
      await db.transaction(async (tx) => {
        const service = await serviceOf(tx, caller.applicationId, true);
        if (await already(tx, service.id, input.idempotencyKey)) return;
        requireActive(service);
        const [open] = await tx.select({ id: serviceRequests.id }).from(serviceRequests).where(and(eq(serviceRequests.serviceId, service.id), eq(serviceRequests.kind, 'replacement'), eq(serviceRequests.status, 'open')));
        if (open) throw conflict(REPLACEMENT_OPEN);
        if (input.newMaidId !== null) {
          // Available only: the catalogue's maids that no family holds; she is held for this family now.
          const [taken] = await tx
            .update(housemaids)
            .set({ status: 'reserved', reservedUntil: null })
            .where(and(eq(housemaids.id, input.newMaidId), eq(housemaids.status, 'available'), eq(housemaids.hidden, false)))
            .returning({ id: housemaids.id });
          if (!taken) throw conflict(MAID_TAKEN);
        }
        const terms = await readTerms(tx);
        const due = dueDay(now, terms.replacement, await holidaysFrom(tx, dubaiDayOf(now)));
        const [request] = await tx
          .insert(serviceRequests)
          .values({
            serviceId: service.id,
            kind: 'replacement',
            reason: input.reason,
            details: input.details || null,
            newMaidId: input.newMaidId,
            chosenBy: input.newMaidId === null ? null : 'family',
            dueDay: due,
            idempotencyKey: input.idempotencyKey,
          })
          .returning({ id: serviceRequests.id });
        await tx.insert(serviceEvents).values({ serviceId: service.id, requestId: request!.id, kind: 'replacement-asked', detail: { reason: input.reason, newMaidId: input.newMaidId, dueDay: due } });
        const app = await applicationOf(tx, caller.applicationId);
        const phone = familyPhone(app.data);
        if (phone) await sms.send(tx, { toPhone: phone, body: replacementAskedText(langOf(caller, app), config.SITE_NAME, app.reference, due), kind: 'service-replacement', applicationId: caller.applicationId });
      });
      return view(caller.applicationId, now);
    },

    async reportProblem(caller: Caller, input: { idempotencyKey: string; category: string; details: string }, now = Date.now()) {
      await db.transaction(async (tx) => {
        const service = await serviceOf(tx, caller.applicationId, true);
        if (await already(tx, service.id, input.idempotencyKey)) return;
        requireActive(service);
        const due = dueDay(now, PROBLEM_CLOCK, await holidaysFrom(tx, dubaiDayOf(now)));
        const [request] = await tx
          .insert(serviceRequests)
          .values({ serviceId: service.id, kind: 'problem', reason: input.category, details: input.details, dueDay: due, idempotencyKey: input.idempotencyKey })
          .returning({ id: serviceRequests.id });
        await tx.insert(serviceEvents).values({ serviceId: service.id, requestId: request!.id, kind: 'problem-reported', detail: { category: input.category, dueDay: due } });
        const app = await applicationOf(tx, caller.applicationId);
        const phone = familyPhone(app.data);
        if (phone) await sms.send(tx, { toPhone: phone, body: problemReportedText(langOf(caller, app), config.SITE_NAME, app.reference, due), kind: 'service-problem', applicationId: caller.applicationId });
      });
      return view(caller.applicationId, now);
    },

    async confirmReplacementArrival(caller: Caller, requestId: string) {
      await db.transaction(async (tx) => {
        const service = await serviceOf(tx, caller.applicationId, true);
        const [request] = await tx.select().from(serviceRequests).where(and(eq(serviceRequests.id, requestId), eq(serviceRequests.serviceId, service.id), eq(serviceRequests.kind, 'replacement')));
        if (!request) throw notFound(NO_SERVICE);
        if (request.familyConfirmedAt) return;
        if (!request.arrivalDay) throw conflict(NO_ARRIVAL_YET);
        await tx.update(serviceRequests).set({ familyConfirmedAt: new Date() }).where(eq(serviceRequests.id, request.id));
        await tx.insert(serviceEvents).values({ serviceId: service.id, requestId: request.id, kind: 'arrival-confirmed', detail: { arrivalDay: request.arrivalDay } });
      });
      return view(caller.applicationId);
    },

    async cancellationQuote(caller: Caller, now = Date.now()) {
      const service = await serviceOf(db, caller.applicationId);
      requireActive(service);
      return cancellationQuote(db, service, (await applicationOf(db, caller.applicationId)).data, now);
    },

    async sendCancellationCode(caller: Caller, now = Date.now()) {
      return db.transaction(async (tx) => {
        const service = await serviceOf(tx, caller.applicationId, true);
        requireActive(service);
        const app = await applicationOf(tx, caller.applicationId);
        const phone = familyPhone(app.data);
        if (!phone) throw conflict(NO_MOBILE);
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        const expiresAt = new Date(now + CODE_TTL_MINUTES * 60_000).toISOString();
        await tx.update(services).set({ cancelCode: { hash: hmac(keys.otpKey, `${service.id}:cancel:${code}`), expiresAt, attempts: 0 } }).where(eq(services.id, service.id));
        await sms.send(tx, { toPhone: phone, body: cancelCodeText(langOf(caller, app), code, CODE_TTL_MINUTES), kind: 'service-cancel-code', applicationId: caller.applicationId });
        return { toPhone: maskPhone(phone) };
      });
    },

    async cancel(caller: Caller, code: string, now = Date.now()) {
      // A wrong code's try is counted and kept, so it commits apart from the refusal.
      const refusal = await db.transaction(async (tx) => {
        const service = await serviceOf(tx, caller.applicationId, true);
        // Cancelling twice is one cancellation: the second answers with what the first did.
        if (service.status === 'cancelled') return null;
        const pending = service.cancelCode;
        if (!pending || pending.attempts >= MAX_CODE_ATTEMPTS || Date.parse(pending.expiresAt) < now) return CODE_EXPIRED;
        if (!safeEqual(hmac(keys.otpKey, `${service.id}:cancel:${code}`), pending.hash)) {
          await tx.update(services).set({ cancelCode: { ...pending, attempts: pending.attempts + 1 } }).where(eq(services.id, service.id));
          return CODE_WRONG;
        }
        const app = await applicationOf(tx, caller.applicationId);
        const quote = await cancellationQuote(tx, service, app.data, now);
        await tx
          .update(services)
          .set({ status: 'cancelled', endsOn: quote.endsOn, debitsStoppedAt: new Date(now), cancelCode: null })
          .where(eq(services.id, service.id));
        const [request] = await tx
          .insert(serviceRequests)
          .values({
            serviceId: service.id,
            kind: 'cancellation',
            dueDay: quote.refundBy,
            refundTotalFils: quote.refund.totalFils,
            refundVatFils: quote.refund.vatFils,
            idempotencyKey: `cancel-${service.id}`,
          })
          .returning({ id: serviceRequests.id });
        // The statement: no debit from the last day on, and the refund owed.
        await cancelPaymentsFrom(tx, caller.applicationId, quote.endsOn, { source: 'service', reason: 'The service ends.' }, new Date(now));
        await owedRefund(tx, caller.applicationId, request!.id, { ...quote.refund, vatBasisPoints: service.vatBasisPoints }, quote.endsOn);
        await tx.insert(serviceEvents).values({
          serviceId: service.id,
          requestId: request!.id,
          kind: 'cancelled',
          detail: { endsOn: quote.endsOn, refundFils: quote.refund.totalFils, refundBy: quote.refundBy },
        });
        const phone = familyPhone(app.data);
        if (phone) {
          const body = cancelledText(langOf(caller, app), config.SITE_NAME, app.reference, quote.endsOn, quote.refund.totalFils, quote.refundBy);
          await sms.send(tx, { toPhone: phone, body, kind: 'service-cancelled', applicationId: caller.applicationId });
        }
        return null;
      });
      if (refusal) throw badRequest(`code: ${refusal}`);
      return view(caller.applicationId, now);
    },
  };
}

export type FamilyServiceCalls = ReturnType<typeof createFamilyService>;
