import { and, eq, inArray } from 'drizzle-orm';
import type { AppInfo, ApplicationList } from '../../../shared/api/application/schemas.js';
import { applicationAccess, applications } from '../../db/schema.js';
import type { Caller } from './access.js';
import { loadState } from './application-state.js';
import type { ServiceDeps } from './service-deps.js';

/** The two getters of {sales}/ccserviceapplication: getappinfo and getapplicationsbysessionId. */
export function createApplicationQueries({ db, keys }: Pick<ServiceDeps, 'db' | 'keys'>) {
  return {
    async appInfo({ applicationId, role }: Caller): Promise<AppInfo> {
      const state = await loadState(db, applicationId, role, keys.bankKey);
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

    /** The applications the browser whose access cookie hashes to `cookieHash` may open (owner or phone), newest first. */
    async listBySession(sessionId: string, cookieHash: string | null, affiliateEvent?: string): Promise<ApplicationList> {
      if (!cookieHash) return [];
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
            eq(applicationAccess.cookieHash, cookieHash),
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
