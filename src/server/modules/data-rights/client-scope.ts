import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { applicationAccess, applicationLinks, applications, housemaids } from '../../db/schema.js';
import { readData } from '../application/application-data.js';
import type { DbOrTx } from '../application/tx.js';
import { ERASED_SESSION, type ClientApplicationRow, type ClientScope } from './personal-data.js';

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

/**
 * The client's applications as stored, with their maid's name, or undefined for an unknown
 * application: one statement, the client's number read from this application inside it. With
 * `lock` (the erasure's transaction) the rows stay locked until it ends, in one order
 * (application-lock.ts), so two erasures of the same client wait for each other instead of locking
 * each other out.
 */
async function clientApplicationsOf(db: DbOrTx, applicationId: string, lock: boolean): Promise<ClientApplicationRow[] | undefined> {
  const opened = alias(applications, 'opened');
  const phone = db.select({ phone: sql`nullif(${opened.data} #>> '{values,phones,client}', '')` }).from(opened).where(eq(opened.id, applicationId));
  const query = db
    .select({ app: applications, maidName: housemaids.name })
    .from(applications)
    .innerJoin(housemaids, eq(housemaids.id, applications.housemaidId))
    .where(or(eq(applications.id, applicationId), sql`${applications.data} #>> '{values,phones,client}' = (${phone})`))
    .orderBy(asc(applications.createdAt), asc(applications.id));
  const rows = await (lock ? query.for('update', { of: applications }) : query);
  if (!rows.some((r) => r.app.id === applicationId)) return undefined;
  return rows.map(({ app, maidName }) => ({ ...app, maidName }));
}

/**
 * Everything that ties stored rows to the client of this application, or undefined for an unknown
 * one. The erasure reads it in its own transaction with `lock`: a write of the family's that took
 * the row first has committed by then, and its sessions and numbers are in the scope.
 */
export async function clientScopeOf(db: DbOrTx, applicationId: string, { lock = false } = {}): Promise<ClientScope | undefined> {
  const apps = await clientApplicationsOf(db, applicationId, lock);
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
    applications: apps,
    applicationIds,
    sessionIds: unique([...apps.map((a) => a.sessionId), ...grants.map((g) => g.sessionId)]).filter((s) => s !== ERASED_SESSION),
    phones: unique([...phones, ...links.map((l) => l.toPhone)]),
  };
}
