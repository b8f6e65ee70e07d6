import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { serviceEvents, serviceRequests, services } from '../../db/schema.js';
import type { PersonalDataPlace } from '../data-rights/personal-data.js';

/**
 * The family's requests after arrival (issue 29): their own words about their home and their
 * maid (a replacement's reason, a problem) and the refund's bank reference. Exported with the
 * rest; erased to nothing but the kind, the days and the amounts the agency accounts by.
 */
export const serviceRequestsPlace: PersonalDataPlace = {
  name: 'serviceRequests',
  async read({ db }, scope) {
    if (scope.applicationIds.length === 0) return [];
    const rows = await db
      .select({ r: serviceRequests, applicationId: services.applicationId })
      .from(serviceRequests)
      .innerJoin(services, eq(services.id, serviceRequests.serviceId))
      .where(inArray(services.applicationId, scope.applicationIds))
      .orderBy(asc(serviceRequests.createdAt));
    return rows.map(({ r, applicationId }) => ({
      application: scope.applications.find((a) => a.id === applicationId)?.reference ?? null,
      kind: r.kind,
      status: r.status,
      reason: r.reason,
      details: r.details,
      dueDay: r.dueDay,
      refundTotalFils: r.refundTotalFils,
      refundPaidFils: r.refundPaidFils,
      refundMethod: r.refundMethod,
      refundReference: r.refundReference,
      createdAt: r.createdAt.toISOString(),
      closedAt: r.closedAt?.toISOString() ?? null,
    }));
  },
  async erase(tx, scope) {
    if (scope.applicationIds.length === 0) return;
    const ofClient = tx.select({ id: services.id }).from(services).where(inArray(services.applicationId, scope.applicationIds));
    await tx.update(serviceRequests).set({ details: null, refundReference: null }).where(inArray(serviceRequests.serviceId, ofClient));
    // Staff's own words on the timeline (why the debits stopped, how a problem was resolved), as a stage change's reason.
    await tx
      .update(serviceEvents)
      .set({ detail: sql`${serviceEvents.detail} - 'note' - 'reason'` })
      .where(and(inArray(serviceEvents.serviceId, ofClient), inArray(serviceEvents.kind, ['closed', 'debits-stopped'])));
  },
};
