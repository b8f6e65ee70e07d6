import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { SERVICE_DESK_PAGE_SIZE, type ServiceRequestDetail, type ServiceRequestRow } from '../../../shared/api/admin-service/schemas.js';
import { displayFirstName } from '../../../shared/first-name.js';
import { dubaiDayOf, isOverdue } from '../../../shared/service/clocks.js';
import { formatAed } from '../../../shared/pricing/money.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { applications, housemaids, serviceEvents, serviceMaids, serviceRequests, services, staff } from '../../db/schema.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import { readData } from '../application/application-data.js';
import type { SmsProvider } from '../application/sms-provider.js';
import type { Tx } from '../application/tx.js';
import { phoneOf, referenceOf } from '../application-desk/inbox-query.js';
import { cancelPaymentsFrom } from '../money/ledger.js';
import type { CardProvider } from '../money/card-provider.js';
import { refundPaid, refundToCard } from '../money/refunds.js';
import { refundPaidText, replacementArrivalText } from '../sms/service-texts.js';
import { recordAudit } from '../staff/audit.js';
import type { StaffRole } from '../../../shared/api/admin/schemas.js';

const NO_REQUEST = 'No service request with this id.';
export const NOT_OPEN = 'This request is closed: it can no longer change.';
export const NOT_A_REPLACEMENT = 'Only a replacement request has a new maid and an arrival.';
export const NO_NEW_MAID = 'Choose the new maid first: she has no arrival to mark yet.';
export const NO_ARRIVAL_DAY = 'Set her arrival day first, so the family can confirm it.';
export const MAID_NOT_AVAILABLE = 'This maid is not available: another family holds her, or she is hidden from the catalogue.';
export const NOT_A_CANCELLATION = 'Only a cancellation has a refund to record.';

export interface Acting {
  staffId: string;
  role: StaffRole;
  ip: string;
}

/** The inbox's filters, and one request by its id (its detail page's row). */
type Filter = { status: 'open' | 'done' | 'all'; kind?: 'replacement' | 'cancellation' | 'problem'; overdue?: boolean; q?: string; id?: string };

/** The service desk (issue 29): the families' requests after arrival, due first, and what staff do about them. */
export function createServiceDesk(db: Db, config: Config, sms: SmsProvider, cards: CardProvider) {
  async function list(filter: Filter, now = Date.now()): Promise<ServiceRequestRow[]> {
    const conditions = [sql`true`];
    if (filter.status !== 'all') conditions.push(sql`r.status = ${filter.status}`);
    if (filter.kind) conditions.push(sql`r.kind = ${filter.kind}`);
    if (filter.id) conditions.push(sql`r.id = ${filter.id}`);
    if (filter.overdue) conditions.push(sql`r.status = 'open' and (r.overdue_at is not null or r.due_day < ${dubaiDayOf(now)}::date)`);
    if (filter.q) {
      // The family's services first, each by its own index (the reference's, the client phone's).
      const reference = referenceOf(filter.q);
      const phone = phoneOf(filter.q);
      const found = [reference ? sql`a.reference = ${reference}` : sql`false`, phone ? sql`a.data #>> '{values,phones,client}' = ${phone}` : sql`false`];
      conditions.push(sql`r.service_id in (select s.id from services s join applications a on a.id = s.application_id where ${sql.join(found, sql` or `)})`);
    }
    // The page of requests is chosen on service_requests alone; only its rows are joined.
    const { rows } = await db.execute<{
      id: string; kind: ServiceRequestRow['kind']; status: ServiceRequestRow['status']; reason: string | null; due_day: string; owner_id: string | null; owner_email: string | null;
      application_id: string; reference: string; client_name: string | null; maid_id: number; maid_name: string; new_maid_id: number | null; new_maid_name: string | null;
      arrival_day: string | null; overdue_at: Date | null; refund_total_fils: number | null; refund_paid_fils: number | null; created_at: Date; closed_at: Date | null;
    }>(sql`
      with page as (
        select * from service_requests r
         where ${sql.join(conditions, sql` and `)}
         order by (r.status = 'open') desc, r.due_day, r.created_at
         limit ${SERVICE_DESK_PAGE_SIZE + 1}
      )
      select r.id, r.kind, r.status, r.reason, r.due_day::text, r.owner_id, o.email as owner_email, a.id as application_id, a.reference,
             a.data #>> '{values,clientName}' as client_name, h.id as maid_id, h.name as maid_name, r.new_maid_id, nm.name as new_maid_name,
             r.arrival_day::text, r.overdue_at, r.refund_total_fils, r.refund_paid_fils, r.created_at, r.closed_at
        from page r
        join services s on s.id = r.service_id
        join applications a on a.id = s.application_id
        join housemaids h on h.id = s.housemaid_id
        left join housemaids nm on nm.id = r.new_maid_id
        left join staff o on o.id = r.owner_id
       order by (r.status = 'open') desc, r.due_day, r.created_at`);
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      status: r.status,
      reason: r.reason,
      dueDay: r.due_day,
      // Past its due day by the clock, or marked by the daily job.
      overdue: r.status === 'open' && (r.overdue_at !== null || isOverdue(r.due_day, now)),
      owner: r.owner_id ? { id: r.owner_id, email: r.owner_email! } : null,
      application: { id: r.application_id, reference: r.reference },
      clientName: r.client_name,
      maid: { id: r.maid_id, name: displayFirstName(r.maid_name) },
      newMaid: r.new_maid_id ? { id: r.new_maid_id, name: displayFirstName(r.new_maid_name ?? '') } : null,
      arrivalDay: r.arrival_day,
      refundTotalFils: r.refund_total_fils,
      refundPaidFils: r.refund_paid_fils,
      createdAt: new Date(r.created_at).toISOString(),
      closedAt: r.closed_at ? new Date(r.closed_at).toISOString() : null,
    }));
  }

  async function detail(id: string, now = Date.now()): Promise<ServiceRequestDetail> {
    const [found] = await db
      .select({ request: serviceRequests, service: services, data: applications.data })
      .from(serviceRequests)
      .innerJoin(services, eq(services.id, serviceRequests.serviceId))
      .innerJoin(applications, eq(applications.id, services.applicationId))
      .where(eq(serviceRequests.id, id));
    if (!found) throw notFound(NO_REQUEST);
    const { request: r, service: s } = found;
    const [row] = await list({ status: 'all', id }, now);
    const timeline = await db
      .select({ kind: serviceEvents.kind, at: serviceEvents.at, detail: serviceEvents.detail, staffEmail: staff.email })
      .from(serviceEvents)
      .leftJoin(staff, eq(staff.id, serviceEvents.staffId))
      .where(eq(serviceEvents.serviceId, s.id))
      .orderBy(asc(serviceEvents.id));
    return {
      request: { ...row!, details: r.details, chosenBy: r.chosenBy, familyConfirmedAt: r.familyConfirmedAt?.toISOString() ?? null, refundVatFils: r.refundVatFils, refundMethod: r.refundMethod, refundReference: r.refundReference },
      service: {
        id: s.id,
        status: s.status,
        startedOn: s.startedOn,
        endsOn: s.endsOn,
        monthlyTotalFils: s.monthlyTotalFils,
        debitsStopped: s.debitsStoppedAt !== null,
        clientPhone: readData(found.data).values.phones?.client ?? null,
      },
      timeline: timeline.map((e) => ({ kind: e.kind, at: e.at.toISOString(), detail: e.detail, staffEmail: e.staffEmail })),
    };
  }

  /** One action on one request: locked, checked, recorded in the timeline and the audit log, all in one transaction. */
  async function act(
    id: string,
    who: Acting,
    action: string,
    change: (tx: Tx, request: typeof serviceRequests.$inferSelect, service: typeof services.$inferSelect) => Promise<Record<string, string | number | null>>,
  ): Promise<ServiceRequestDetail> {
    await db.transaction(async (tx) => {
      const [request] = await tx.select().from(serviceRequests).where(eq(serviceRequests.id, id)).for('update');
      if (!request) throw notFound(NO_REQUEST);
      const [service] = await tx.select().from(services).where(eq(services.id, request.serviceId)).for('update');
      const detail = await change(tx, request, service!);
      await tx.insert(serviceEvents).values({ serviceId: service!.id, requestId: id, kind: action, detail, staffId: who.staffId });
      await recordAudit(tx, { staffId: who.staffId, ip: who.ip, action: `service.${action}`, subjectType: 'service-request', subjectId: id, after: detail });
    });
    return detail(id);
  }

  const requireOpen = (request: typeof serviceRequests.$inferSelect) => {
    if (request.status !== 'open') throw conflict(NOT_OPEN);
  };
  const requireReplacement = (request: typeof serviceRequests.$inferSelect) => {
    requireOpen(request);
    if (request.kind !== 'replacement') throw conflict(NOT_A_REPLACEMENT);
  };

  async function textFamily(tx: Tx, service: typeof services.$inferSelect, kind: string, body: (lang: (typeof applications.$inferSelect)['language'], reference: string) => string) {
    const [app] = await tx.select({ id: applications.id, reference: applications.reference, language: applications.language, data: applications.data }).from(applications).where(eq(applications.id, service.applicationId));
    const phone = readData(app!.data).values.phones?.client;
    if (phone) await sms.send(tx, { toPhone: phone, body: body(app!.language, app!.reference), kind, applicationId: app!.id });
  }

  return {
    list,
    detail,

    assign: (id: string, staffId: string | null, who: Acting) =>
      act(id, who, 'owner', async (tx, request) => {
        if (staffId) {
          const [member] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.id, staffId));
          if (!member) throw badRequest('staffId: no member of staff with this id.');
        }
        await tx.update(serviceRequests).set({ ownerId: staffId }).where(eq(serviceRequests.id, request.id));
        return { from: request.ownerId, to: staffId };
      }),

    proposeMaid: (id: string, maidId: number, who: Acting) =>
      act(id, who, 'new-maid', async (tx, request) => {
        requireReplacement(request);
        if (request.newMaidId === maidId) return { maidId, previousMaidId: maidId };
        const [held] = await tx
          .update(housemaids)
          .set({ status: 'reserved', reservedUntil: null })
          .where(and(eq(housemaids.id, maidId), eq(housemaids.status, 'available'), eq(housemaids.hidden, false)))
          .returning({ id: housemaids.id });
        if (!held) throw conflict(MAID_NOT_AVAILABLE);
        // The maid held before (the family's or an earlier proposal) goes back to the catalogue.
        if (request.newMaidId) await tx.update(housemaids).set({ status: 'available' }).where(and(eq(housemaids.id, request.newMaidId), eq(housemaids.status, 'reserved')));
        await tx.update(serviceRequests).set({ newMaidId: maidId, chosenBy: 'agency', arrivalDay: null, familyConfirmedAt: null }).where(eq(serviceRequests.id, request.id));
        return { maidId, previousMaidId: request.newMaidId };
      }),

    setArrival: (id: string, day: string, sendSms: boolean, who: Acting, now = Date.now()) =>
      act(id, who, 'arrival-set', async (tx, request, service) => {
        requireReplacement(request);
        if (!request.newMaidId) throw conflict(NO_NEW_MAID);
        if (day < dubaiDayOf(now)) throw badRequest('day: the arrival day cannot be in the past.');
        await tx.update(serviceRequests).set({ arrivalDay: day, familyConfirmedAt: null }).where(eq(serviceRequests.id, request.id));
        if (sendSms) {
          const [maid] = await tx.select({ name: housemaids.name }).from(housemaids).where(eq(housemaids.id, request.newMaidId));
          await textFamily(tx, service, 'service-arrival', (lang, reference) => replacementArrivalText(lang, config.SITE_NAME, reference, displayFirstName(maid!.name), day));
        }
        return { arrivalDay: day, sms: sendSms ? 1 : 0 };
      }),

    markArrived: (id: string, previousMaid: 'catalogue' | 'returned', who: Acting, now = Date.now()) =>
      act(id, who, 'replaced', async (tx, request, service) => {
        requireReplacement(request);
        if (!request.newMaidId) throw conflict(NO_NEW_MAID);
        if (!request.arrivalDay) throw conflict(NO_ARRIVAL_DAY);
        const today = dubaiDayOf(now);
        await tx.update(serviceMaids).set({ toDay: today }).where(and(eq(serviceMaids.serviceId, service.id), isNull(serviceMaids.toDay)));
        await tx.insert(serviceMaids).values({ serviceId: service.id, housemaidId: request.newMaidId, fromDay: today });
        await tx.update(services).set({ housemaidId: request.newMaidId }).where(eq(services.id, service.id));
        await tx.update(housemaids).set({ status: 'hired', reservedUntil: null }).where(eq(housemaids.id, request.newMaidId));
        await tx
          .update(housemaids)
          .set(previousMaid === 'catalogue' ? { status: 'available', reservedUntil: null } : { status: 'available', hidden: true })
          .where(eq(housemaids.id, service.housemaidId));
        await tx.update(serviceRequests).set({ status: 'done', closedAt: new Date(now) }).where(eq(serviceRequests.id, request.id));
        return { previousMaidId: service.housemaidId, newMaidId: request.newMaidId, previousMaid };
      }),

    stopDebits: (id: string, reason: string, who: Acting, now = Date.now()) =>
      act(id, who, 'debits-stopped', async (tx, _request, service) => {
        if (service.debitsStoppedAt) return { reason, alreadyStoppedAt: service.debitsStoppedAt.toISOString() };
        await tx.update(services).set({ debitsStoppedAt: new Date(now) }).where(eq(services.id, service.id));
        await cancelPaymentsFrom(tx, service.applicationId, dubaiDayOf(now), { source: 'staff', staffId: who.staffId, reason }, new Date(now));
        return { reason, alreadyStoppedAt: null };
      }),

    recordRefund: (id: string, refund: { amountFils: number; method: string; reference: string; sendSms: boolean }, who: Acting, now = Date.now()) =>
      act(id, who, 'refund', async (tx, request, service) => {
        requireOpen(request);
        if (request.kind !== 'cancellation') throw conflict(NOT_A_CANCELLATION);
        const due = request.refundTotalFils ?? 0;
        if (refund.amountFils > due && who.role !== 'admin') {
          throw forbidden(`The refund due is ${formatAed(due)}: paying more needs an admin.`);
        }
        // Back to the card through the provider, when the family paid by card here; staff's own reference otherwise.
        const cardRefund = refund.method === 'card_refund' && refund.amountFils > 0 ? await refundToCard(tx, cards, service.applicationId, request.id, refund.amountFils) : null;
        const reference = cardRefund ?? (refund.reference || null);
        await tx
          .update(serviceRequests)
          .set({ refundPaidFils: refund.amountFils, refundMethod: refund.method, refundReference: reference, status: 'done', closedAt: new Date(now) })
          .where(eq(serviceRequests.id, request.id));
        const creditNote = await refundPaid(tx, config, service.applicationId, request.id, { amountFils: refund.amountFils, staffId: who.staffId, reference });
        if (refund.sendSms && refund.amountFils > 0) {
          await textFamily(tx, service, 'service-refund', (lang, reference) => refundPaidText(lang, config.SITE_NAME, reference, refund.amountFils));
        }
        return { amountFils: refund.amountFils, dueFils: due, method: refund.method, reference, creditNote, throughProvider: cardRefund ? cards.name : null };
      }),

    close: (id: string, note: string, who: Acting, now = Date.now()) =>
      act(id, who, 'closed', async (tx, request) => {
        requireOpen(request);
        if (request.kind === 'cancellation') throw conflict('A cancellation closes when its refund is recorded (AED 0 when nothing is due).');
        if (request.newMaidId) await tx.update(housemaids).set({ status: 'available' }).where(and(eq(housemaids.id, request.newMaidId), eq(housemaids.status, 'reserved')));
        await tx.update(serviceRequests).set({ status: 'done', closedAt: new Date(now) }).where(eq(serviceRequests.id, request.id));
        return { note };
      }),
  };
}

export type ServiceDesk = ReturnType<typeof createServiceDesk>;
