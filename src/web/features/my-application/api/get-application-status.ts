import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApplicationStatus, getDirectDebitMandate, getDocumentFile } from '../../../../shared/api/application/contracts';
import { urlOf } from '../../../../shared/api/contract';
import { api } from '../../../lib/api';
import { getSessionId } from '../../../lib/session-id';

const applicationStatusQuery = (appId: string | null) =>
  queryOptions({
    queryKey: ['application-status', appId] as const,
    queryFn: ({ signal }) => api(getApplicationStatus, { params: { id: appId! }, query: { sessionId: getSessionId() } }, { signal, silent: true }),
    enabled: appId !== null,
    retry: false,
  });

export const useApplicationStatus = (appId: string | null, enabled = true) => useQuery({ ...applicationStatusQuery(appId), enabled: appId !== null && enabled });

/** A document the family uploaded, to view: the browser sends the access cookie with it. */
export const documentUrl = (appId: string, docId: string) => urlOf(getDocumentFile, { id: appId, docId }, { sessionId: getSessionId() });

/** The signed direct-debit mandate (PDF). */
export const mandateUrl = (appId: string) => urlOf(getDirectDebitMandate, { id: appId }, { sessionId: getSessionId() });
