import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppInfo, ApplicationList } from '../../../shared/api/applications.js';
import { applicationAccess, applications } from '../../db/schema.js';
import { cookieHashOf, readAccessCookie, requireAccess } from './access.js';
import { loadState, type ServiceDeps } from './application-service.js';

/** The two getters of {sales}/ccserviceapplication: getappinfo and getapplicationsbysessionId. */
export function createApplicationQueries({ db, keys }: Pick<ServiceDeps, 'db' | 'keys'>) {
  return {
    async appInfo(request: FastifyRequest, id: string, sessionId: string): Promise<AppInfo> {
      const role = await requireAccess(db, keys, request, id, sessionId);
      const state = await loadState(db, id, role);
      return {
        id: state.id,
        currentStep: state.currentStep,
        prevStep: state.prevStep,
        needEnterIbanNumber: state.needEnterIbanNumber,
        paidByCreditCard: state.paidByCreditCard,
        signedBySpouse: state.signedBySpouse,
        housemaid: state.housemaid,
        guiProperty: { skipStartScreen: state.skipStartScreen },
      };
    },

    /** The applications this browser may open (owner or phone), newest first. */
    async listBySession(request: FastifyRequest, sessionId: string, affiliateEvent?: string): Promise<ApplicationList> {
      const cookie = readAccessCookie(request);
      if (!cookie) return [];
      const rows = await db
        .selectDistinct({
          id: applications.id,
          housemaidId: applications.housemaidId,
          currentStep: applications.currentStep,
          status: applications.status,
          createdAt: applications.createdAt,
          affiliateEvent: applications.affiliateEvent,
        })
        .from(applications)
        .innerJoin(applicationAccess, eq(applicationAccess.applicationId, applications.id))
        .where(
          and(
            eq(applicationAccess.sessionId, sessionId),
            eq(applicationAccess.cookieHash, cookieHashOf(keys, cookie)),
            inArray(applicationAccess.role, ['owner', 'phone']),
          ),
        );
      return rows
        .filter((r) => !affiliateEvent || r.affiliateEvent === affiliateEvent)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
        .map((r) => ({
          id: r.id,
          housemaid: { id: r.housemaidId },
          currentStep: r.currentStep,
          status: r.status,
          createdAt: r.createdAt.toISOString(),
        }));
    },
  };
}

export type ApplicationQueries = ReturnType<typeof createApplicationQueries>;
