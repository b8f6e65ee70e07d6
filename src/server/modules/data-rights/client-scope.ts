import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applicationAccess, applicationLinks, applications } from '../../db/schema.js';
import { readData } from '../application/application-data.js';
import { ERASED_SESSION, type ClientScope } from './personal-data.js';

export interface ClientApplication {
  id: string;
  reference: string;
  createdAt: string;
  status: string;
}

/** The client's applications: this one, and every other with the same client mobile number. */
const ofClient = (applicationId: string, phone: string | null | undefined) =>
  phone ? or(eq(applications.id, applicationId), sql`${applications.data} #>> '{values,phones,client}' = ${phone}`) : eq(applications.id, applicationId);

/**
 * A client is known by their mobile number, as the product itself knows a returning client
 * (existing-client-service.ts): the client's applications are this one and every other with the
 * same client number (`phone`, read from this application's data). Without a number yet, the
 * application alone. The desk lists them; the stored data stays in the database.
 */
export async function clientApplicationList(db: Db, applicationId: string, phone: string | null | undefined): Promise<ClientApplication[]> {
  const rows = await db
    .select({ id: applications.id, reference: applications.reference, createdAt: applications.createdAt, status: applications.status })
    .from(applications)
    .where(ofClient(applicationId, phone))
    .orderBy(asc(applications.createdAt), asc(applications.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** The client's applications with their stored data, or undefined for an unknown application. */
export async function clientApplicationsOf(db: Db, applicationId: string) {
  const [app] = await db
    .select({ phone: sql<string | null>`${applications.data} #>> '{values,phones,client}'` })
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (!app) return undefined;
  const rows = await db
    .select({ id: applications.id, reference: applications.reference, createdAt: applications.createdAt, status: applications.status, sessionId: applications.sessionId, data: applications.data })
    .from(applications)
    .where(ofClient(applicationId, app.phone))
    .orderBy(asc(applications.createdAt), asc(applications.id));
  return rows.map((r): ClientApplication & { sessionId: string; data: typeof r.data } => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** Everything that ties stored rows to the client of this application, or undefined for an unknown one. */
export async function clientScopeOf(db: Db, applicationId: string): Promise<ClientScope | undefined> {
  const apps = await clientApplicationsOf(db, applicationId);
  if (!apps) return undefined;
  const applicationIds = apps.map((a) => a.id);
  const [grants, links] = await Promise.all([
    db.select({ sessionId: applicationAccess.sessionId }).from(applicationAccess).where(inArray(applicationAccess.applicationId, applicationIds)),
    db.select({ toPhone: applicationLinks.toPhone }).from(applicationLinks).where(inArray(applicationLinks.applicationId, applicationIds)),
  ]);
  const phones = apps.flatMap((a) => {
    const v = readData(a.data).values;
    return [v.phones?.client, v.phones?.whatsapp, v.phones?.spouse, v.existingClient?.phone];
  });
  const unique = (values: Array<string | null | undefined>) => [...new Set(values.filter((x): x is string => Boolean(x)))];
  return {
    applications: apps.map((a) => ({ id: a.id, reference: a.reference })),
    applicationIds,
    sessionIds: unique([...apps.map((a) => a.sessionId), ...grants.map((g) => g.sessionId)]).filter((s) => s !== ERASED_SESSION),
    phones: unique([...phones, ...links.map((l) => l.toPhone)]),
  };
}
