import { and, asc, eq, inArray, or } from 'drizzle-orm';
import {
  analyticsEvents,
  applicationAccess,
  applicationDocuments,
  applicationLinks,
  applicationNotes,
  applications,
  applicationStageChanges,
  housemaids,
  sessions,
  shortlists,
  smsOutbox,
  urlLogs,
} from '../../db/schema.js';
import { readData, type ApplicationValues, type StoredApplicationData } from '../application/application-data.js';
import { openDrafts, openField } from '../application/sealed-values.js';
import type { DbOrTx, Tx } from '../application/tx.js';
import { exportFileNames } from './export-files.js';
import { moneyPlace } from '../money/money-personal-data.js';
import { serviceRequestsPlace } from '../service/service-personal-data.js';
import { interviewsPlace } from '../interviews/interview-personal-data.js';

/**
 * Where a client's personal data is stored, and how each place is exported and erased (UAE PDPL,
 * docs/decisions/2026-11-26-data-rights.md). This list is the one place to extend when a table or
 * column starts to hold something about a client (a staff note, a cancellation reason): add a
 * place, and the export, the erase and their tests' scan of every table follow.
 */
export interface PersonalDataPlace {
  /** Its section in client.json. */
  name: string;
  read(ctx: PlaceContext, scope: ClientScope): Promise<unknown[]>;
  /**
   * Runs in the erase's transaction, `at` the erasure's time; returns the file-store keys to remove
   * once it has committed.
   */
  erase(tx: Tx, scope: ClientScope, at: Date): Promise<string[] | void>;
}

/** One of the client's applications as stored, with its maid's name (client.json names her). */
export type ClientApplicationRow = typeof applications.$inferSelect & { maidName: string };

/** The client's applications (client-scope.ts) and what ties other rows to them. */
export interface ClientScope {
  /** Oldest first; read once, and in the erasure locked, by clientScopeOf. */
  applications: ClientApplicationRow[];
  applicationIds: string[];
  /** The browsers that made or opened the applications (their My List, URL log, events). */
  sessionIds: string[];
  /** Every number the client gave or was written to: messages to them carry no application id. */
  phones: string[];
}

export interface PlaceContext {
  db: DbOrTx;
  /** Opens the sealed IBAN and Emirates ID number. */
  bankKey: Buffer;
  /** The client's documents, oldest first: read once by the export, for client.json and the files. */
  documents: Array<typeof applicationDocuments.$inferSelect>;
}

/** What an erased application's session and a message's number become: nothing that reaches anyone. */
export const ERASED_SESSION = 'erased';
export const ERASED_PHONE = '';

/**
 * An erased application's data: only what the agency counts by (steps, dates, the quote, the
 * emirate, yes/no answers). A value not named here is dropped, so a field added later is erased
 * unless someone decides it may stay.
 */
export function anonymisedData(stored: StoredApplicationData, erasedAt: string): StoredApplicationData {
  const { context, completed, values: v } = readData(stored);
  const kept: ApplicationValues = {
    needsVisa: v.needsVisa,
    ibanConfirmed: v.ibanConfirmed,
    directDebitSignedAt: v.directDebitSignedAt,
    signsAlone: v.signsAlone,
    arrival: v.arrival,
    address: v.address ? { emirate: v.address.emirate, area: '', building: '', apartment: '' } : undefined,
    confirmations: v.confirmations,
    mostHatedMatchingTypeIds: v.mostHatedMatchingTypeIds,
    heardAboutUs: v.heardAboutUs ? { source: v.heardAboutUs.source } : undefined,
    submittedAt: v.submittedAt,
    stepDoneAt: v.stepDoneAt,
    quote: v.quote,
    debitStartDate: v.debitStartDate,
    cardVerifiedAt: v.cardVerifiedAt,
  };
  const values = Object.fromEntries(Object.entries(kept).filter(([, value]) => value !== undefined)) as ApplicationValues;
  return { context, completed, drafts: {}, values, erasedAt };
}

/** When the application's client data was erased, or null. */
export const erasedAtOf = (stored: StoredApplicationData): string | null => stored.erasedAt ?? null;

/**
 * The stored values as the client may read them: sealed ones opened, signatures named by their
 * file in the ZIP. Left out: the payment provider's card token and the one-time code hashes, which
 * are keys to act in the client's name, not information about them.
 */
function valuesForExport(bankKey: Buffer, id: string, reference: string, v: ApplicationValues): Record<string, unknown> {
  const { ibanSealed, emiratesIdNumber, directDebitSignature, monthlySignatures, card, existingClient, ...rest } = v;
  const files = exportFileNames(reference);
  return {
    ...rest,
    ...(ibanSealed ? { iban: openField(bankKey, id, 'iban', ibanSealed) } : {}),
    ...(emiratesIdNumber ? { emiratesIdNumber: openField(bankKey, id, 'emiratesIdNumber', emiratesIdNumber) } : {}),
    ...(directDebitSignature ? { directDebitSignature: files.signature('direct-debit') } : {}),
    ...(monthlySignatures ? { monthlySignatures: Object.fromEntries(Object.keys(monthlySignatures).map((n) => [n, files.signature(`monthly-payment-${n}`)])) } : {}),
    ...(card ? { card: { brand: card.brand, last4: card.last4, provider: card.provider } } : {}),
    ...(existingClient ? { existingClient: { phone: existingClient.phone, verifiedAt: existingClient.verifiedAt ?? null } } : {}),
  };
}

const referenceOf = (scope: ClientScope, id: string) => scope.applications.find((a) => a.id === id)?.reference ?? id;

export const PERSONAL_DATA: readonly PersonalDataPlace[] = [
  {
    name: 'applications',
    async read({ bankKey }, scope) {
      return scope.applications.map(({ maidName, ...app }) => {
        const data = readData(app.data);
        return {
          id: app.id,
          reference: app.reference,
          status: app.status,
          currentStep: app.currentStep,
          createdAt: app.createdAt.toISOString(),
          updatedAt: app.updatedAt.toISOString(),
          erasedAt: erasedAtOf(app.data),
          maid: { id: app.housemaidId, name: maidName },
          affiliateEvent: app.affiliateEvent,
          paidByCreditCard: app.paidByCreditCard,
          signedBySpouse: app.signedBySpouse,
          context: data.context,
          completedSteps: data.completed,
          values: valuesForExport(bankKey, app.id, app.reference, data.values),
          drafts: openDrafts(bankKey, app.id, data.drafts),
          signedForms: data.values.directDebitSignature ? exportFileNames(app.reference).signedForms : null,
        };
      });
    },
    async erase(tx, scope, at) {
      for (const row of scope.applications) {
        const data = anonymisedData(row.data, erasedAtOf(row.data) ?? at.toISOString());
        await tx.update(applications).set({ data, sessionId: ERASED_SESSION, updatedAt: at }).where(eq(applications.id, row.id));
      }
    },
  },
  {
    name: 'documents',
    async read({ documents }, scope) {
      return documents.map((d) => ({
        id: d.id,
        application: referenceOf(scope, d.applicationId),
        kind: d.kind,
        contentType: d.contentType,
        size: d.size,
        createdAt: d.createdAt.toISOString(),
        file: exportFileNames(referenceOf(scope, d.applicationId)).document(d.kind, d.contentType),
      }));
    },
    async erase(tx, scope) {
      const removed = await tx
        .delete(applicationDocuments)
        .where(inArray(applicationDocuments.applicationId, scope.applicationIds))
        .returning({ key: applicationDocuments.storageKey });
      return removed.map((r) => r.key);
    },
  },
  {
    name: 'messages',
    async read({ db }, scope) {
      const rows = await db.select().from(smsOutbox).where(messagesOf(scope)).orderBy(asc(smsOutbox.id));
      return rows.map((m) => ({
        id: m.id,
        application: m.applicationId ? referenceOf(scope, m.applicationId) : null,
        kind: m.kind,
        toPhone: m.toPhone,
        text: m.body,
        status: m.status,
        createdAt: m.createdAt.toISOString(),
        sentAt: m.sentAt?.toISOString() ?? null,
        attempts: m.attempts,
        lastError: m.lastError,
      }));
    },
    async erase(tx, scope) {
      await tx.update(smsOutbox).set({ toPhone: ERASED_PHONE, body: '', lastError: null }).where(messagesOf(scope));
      // A message not yet sent never will be: it has no number left.
      await tx
        .update(smsOutbox)
        .set({ status: 'dead', lastError: "erased on the client's request before it was sent" })
        .where(and(messagesOf(scope), inArray(smsOutbox.status, ['queued', 'failed', 'sending'])));
    },
  },
  {
    // Staff write the reasons: they may name the client or her circumstances.
    name: 'stageChanges',
    async read({ db }, scope) {
      const rows = await db.select().from(applicationStageChanges).where(inArray(applicationStageChanges.applicationId, scope.applicationIds)).orderBy(asc(applicationStageChanges.id));
      return rows.map((c) => ({ application: referenceOf(scope, c.applicationId), from: c.fromStage, to: c.toStage, reason: c.reason, smsSent: c.smsSent, at: c.at.toISOString() }));
    },
    async erase(tx, scope) {
      await tx.update(applicationStageChanges).set({ reason: null }).where(inArray(applicationStageChanges.applicationId, scope.applicationIds));
    },
  },
  {
    name: 'staffNotes',
    async read({ db }, scope) {
      const rows = await db.select().from(applicationNotes).where(inArray(applicationNotes.applicationId, scope.applicationIds)).orderBy(asc(applicationNotes.id));
      return rows.map((n) => ({ application: referenceOf(scope, n.applicationId), text: n.body, at: n.at.toISOString() }));
    },
    async erase(tx, scope) {
      // A note is only words about the client: nothing of it is kept but that it was written, and when.
      await tx.update(applicationNotes).set({ body: '' }).where(inArray(applicationNotes.applicationId, scope.applicationIds));
    },
  },
  serviceRequestsPlace,
  moneyPlace,
  interviewsPlace,
  {
    name: 'accessGrants',
    async read({ db }, scope) {
      const rows = await db.select().from(applicationAccess).where(inArray(applicationAccess.applicationId, scope.applicationIds)).orderBy(asc(applicationAccess.createdAt));
      return rows.map((g) => ({ application: referenceOf(scope, g.applicationId), role: g.role, sessionId: g.sessionId, createdAt: g.createdAt.toISOString() }));
    },
    async erase(tx, scope) {
      await tx.delete(applicationAccess).where(inArray(applicationAccess.applicationId, scope.applicationIds));
    },
  },
  {
    name: 'links',
    async read({ db }, scope) {
      const rows = await db.select().from(applicationLinks).where(inArray(applicationLinks.applicationId, scope.applicationIds)).orderBy(asc(applicationLinks.createdAt));
      return rows.map((l) => ({
        application: referenceOf(scope, l.applicationId),
        purpose: l.purpose,
        toPhone: l.toPhone,
        createdAt: l.createdAt.toISOString(),
        expiresAt: l.expiresAt.toISOString(),
        redeemedAt: l.redeemedAt?.toISOString() ?? null,
      }));
    },
    async erase(tx, scope) {
      await tx.delete(applicationLinks).where(inArray(applicationLinks.applicationId, scope.applicationIds));
    },
  },
  {
    name: 'sessions',
    async read({ db }, scope) {
      if (scope.sessionIds.length === 0) return [];
      const rows = await db.select().from(sessions).where(inArray(sessions.id, scope.sessionIds));
      return rows.map((s) => ({ id: s.id, ip: s.ip, createdAt: s.createdAt.toISOString(), lastSeenAt: s.lastSeenAt.toISOString() }));
    },
    async erase(tx, scope) {
      if (scope.sessionIds.length > 0) await tx.update(sessions).set({ ip: null }).where(inArray(sessions.id, scope.sessionIds));
    },
  },
  {
    name: 'myList',
    async read({ db }, scope) {
      if (scope.sessionIds.length === 0) return [];
      const rows = await db
        .select({ s: shortlists, maidName: housemaids.name })
        .from(shortlists)
        .innerJoin(housemaids, eq(housemaids.id, shortlists.housemaidId))
        .where(inArray(shortlists.sessionId, scope.sessionIds))
        .orderBy(asc(shortlists.rank));
      return rows.map(({ s, maidName }) => ({ sessionId: s.sessionId, maid: { id: s.housemaidId, name: maidName }, rank: s.rank, addedAt: s.addedAt.toISOString() }));
    },
    async erase(tx, scope) {
      if (scope.sessionIds.length > 0) await tx.delete(shortlists).where(inArray(shortlists.sessionId, scope.sessionIds));
    },
  },
  {
    name: 'pagesVisited',
    async read({ db }, scope) {
      if (scope.sessionIds.length === 0) return [];
      const rows = await db.select().from(urlLogs).where(inArray(urlLogs.sessionId, scope.sessionIds)).orderBy(asc(urlLogs.id));
      return rows.map((u) => ({ sessionId: u.sessionId, url: u.url, journeyId: u.journeyId, mixpanelId: u.mixpanelId, at: u.createdAt.toISOString() }));
    },
    async erase(tx, scope) {
      if (scope.sessionIds.length > 0) await tx.delete(urlLogs).where(inArray(urlLogs.sessionId, scope.sessionIds));
    },
  },
  {
    name: 'events',
    async read({ db }, scope) {
      if (scope.sessionIds.length === 0) return [];
      const rows = await db.select().from(analyticsEvents).where(inArray(analyticsEvents.sessionId, scope.sessionIds)).orderBy(asc(analyticsEvents.id));
      return rows.map((e) => ({ sessionId: e.sessionId, event: e.event, payload: e.payload, at: e.createdAt.toISOString() }));
    },
    async erase(tx, scope) {
      if (scope.sessionIds.length > 0) await tx.delete(analyticsEvents).where(inArray(analyticsEvents.sessionId, scope.sessionIds));
    },
  },
];

/** The client's messages: those of their applications, and any other written to one of their numbers. */
function messagesOf(scope: ClientScope) {
  const byApplication = inArray(smsOutbox.applicationId, scope.applicationIds);
  return scope.phones.length > 0 ? or(byApplication, inArray(smsOutbox.toPhone, scope.phones))! : byApplication;
}

