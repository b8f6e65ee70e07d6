import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { INBOX_PAGE_SIZE, type ApplicationDetail, type ApplicationRow } from '../../../shared/api/admin-applications/schemas.js';
import { MONTHLY_PAYMENT_FORMS } from '../../../shared/application/constants.js';
import type { Db } from '../../db/client.js';
import type { DbOrTx } from '../application/tx.js';
import { applicationDocuments, applications, auditLog, housemaids, nationalities, nationalityMatchingTypes, staff } from '../../db/schema.js';
import { readData } from '../application/application-data.js';
import { maskIban } from '../application/application-state.js';
import { quoteIn } from '../../../shared/pricing/price-list.js';
import { clientApplicationList } from '../data-rights/client-scope.js';
import { erasedAtOf } from '../data-rights/personal-data.js';
import type { Stage } from '../../../shared/application/stages.js';
import { stageHistoryOf, notesOf, staffMember } from './handling-queries.js';
import { inboxWhere, type InboxFilter } from './inbox-query.js';
import { interviewsOfApplication } from '../interviews/application-interviews.js';

/** Raw rows from db.execute: drizzle leaves timestamps as PostgreSQL's text. */
const iso = (at: string | Date) => new Date(at).toISOString();
const isoOrNull = (at: string | Date | null | undefined) => (at ? iso(at) : null);

interface InboxRow {
  id: string;
  reference: string;
  created_at: string;
  status: string;
  current_step: string;
  housemaid_id: number;
  maid_name: string;
  nationality: string;
  client_name: string | null;
  emirate: string | null;
  monthly_total: number | null;
  erased: boolean;
  stage: Stage | null;
  assignee_email: string | null;
}

/** +971501234567 → +9715*****67: enough to tell numbers apart, not to call them. */
export const maskPhone = (phone: string) => (phone.length > 7 ? `${phone.slice(0, 5)}${'*'.repeat(phone.length - 7)}${phone.slice(-2)}` : '*'.repeat(phone.length));

/** The messages written for an application, numbers masked, never their text. */
export async function messagesOf(db: DbOrTx, id: string): Promise<ApplicationDetail['messages']> {
  // The status is read from the row as it is, so this works whether or not the outbox has a status column.
  const { rows } = await db.execute<{ id: number; kind: string; to_phone: string; created_at: string; sent_at: string | null; status: string | null }>(sql`
    select o.id, o.kind, o.to_phone, o.created_at, o.sent_at, to_jsonb(o) ->> 'status' as status
      from sms_outbox o where o.application_id = ${id} order by o.id`);
  return rows.map((m) => ({ id: Number(m.id), kind: m.kind, toPhone: maskPhone(m.to_phone), createdAt: iso(m.created_at), sentAt: isoOrNull(m.sent_at), status: m.status }));
}

export function createApplicationDesk(db: Db) {
  return {
    /** A page of the inbox, newest first, and how many match. */
    async list(filter: InboxFilter, staffId: string): Promise<{ applications: ApplicationRow[]; total: number; page: number; pageSize: number }> {
      const where = inboxWhere(filter, staffId);
      const page = filter.page ?? 1;
      const [{ rows }, { rows: counted }] = await Promise.all([
        db.execute<InboxRow & Record<string, unknown>>(sql`
          select a.id, a.reference, a.created_at, a.status, a.current_step, a.housemaid_id,
                 h.name as maid_name, n.label as nationality,
                 a.data #>> '{values,clientName}' as client_name,
                 a.data #>> '{values,address,emirate}' as emirate,
                 (a.data #>> '{values,quote,monthlyTotalFils}')::int as monthly_total,
                 (a.data ? 'erasedAt') as erased,
                 a.stage, s.email as assignee_email
            from applications a
            join housemaids h on h.id = a.housemaid_id
            join nationalities n on n.id = h.nationality_id
            left join staff s on s.id = a.assignee_id
           where ${where}
           order by a.created_at desc, a.id desc
           limit ${INBOX_PAGE_SIZE} offset ${(page - 1) * INBOX_PAGE_SIZE}`),
        // Every application has its maid: the join is there only for the nationality filter. Without
        // it the count reads an index alone (100,000 applications: issue 33's bench).
        db.execute<{ n: number }>(
          filter.nationality
            ? sql`select count(*)::int as n from applications a join housemaids h on h.id = a.housemaid_id where ${where}`
            : sql`select count(*)::int as n from applications a where ${where}`,
        ),
      ]);
      return {
        applications: rows.map((r) => ({
          id: r.id,
          reference: r.reference,
          createdAt: iso(r.created_at),
          status: r.status,
          currentStep: r.current_step,
          maidId: r.housemaid_id,
          maidName: r.maid_name,
          nationality: r.nationality,
          clientName: r.client_name,
          emirate: r.emirate,
          monthlyTotalFils: r.monthly_total,
          erased: r.erased,
          stage: r.stage,
          assigneeEmail: r.assignee_email,
        })),
        total: counted[0]?.n ?? 0,
        page,
        pageSize: INBOX_PAGE_SIZE,
      };
    },

    /** The application as the desk sees it, or undefined. Sealed values stay sealed: only their presence and last digits show. */
    async detail(id: string): Promise<ApplicationDetail | undefined> {
      const [row] = await db
        .select({ app: applications, maidName: housemaids.name, nationality: nationalities.label })
        .from(applications)
        .innerJoin(housemaids, eq(housemaids.id, applications.housemaidId))
        .innerJoin(nationalities, eq(nationalities.id, housemaids.nationalityId))
        .where(eq(applications.id, id));
      if (!row) return undefined;
      const { app } = row;
      const data = readData(app.data);
      const v = data.values;
      // The back office reads the labels' English.
      const englishQuote = v.quote ? quoteIn(v.quote, 'en') : null;
      const hatedIds = v.mostHatedMatchingTypeIds ?? [];
      const [documents, messages, hated, audits, stageHistory, notes, assignee, clientApplications, interviewCalls] = await Promise.all([
        db.select().from(applicationDocuments).where(eq(applicationDocuments.applicationId, id)).orderBy(asc(applicationDocuments.createdAt)),
        messagesOf(db, id),
        hatedIds.length
          ? db.select({ label: nationalityMatchingTypes.label }).from(nationalityMatchingTypes).where(inArray(nationalityMatchingTypes.id, hatedIds))
          : Promise.resolve([]),
        db
          .select({ at: auditLog.at, action: auditLog.action, email: staff.email })
          .from(auditLog)
          .leftJoin(staff, eq(staff.id, auditLog.staffId))
          .where(and(eq(auditLog.subjectType, 'application'), eq(auditLog.subjectId, id)))
          .orderBy(asc(auditLog.at)),
        stageHistoryOf(db, id),
        notesOf(db, id),
        staffMember(db, app.assigneeId),
        // The number this application holds: no second read of the row, nor of the others' data.
        clientApplicationList(db, id, v.phones?.client),
        // The numbers the family gave in this application, as their data export finds their calls.
        interviewsOfApplication(db, [v.phones?.client, v.phones?.whatsapp, v.phones?.spouse, v.existingClient?.phone], app.housemaidId),
      ]);

      const timeline: ApplicationDetail['timeline'] = [
        { at: iso(app.createdAt), what: 'created', detail: null },
        ...documents.map((d) => ({ at: iso(d.createdAt), what: 'document', detail: d.kind })),
        ...data.completed.filter((s) => s !== 'HIRE_MAID').map((s) => ({ at: stepTime(s, v), what: 'step', detail: s })),
        ...(v.submittedAt ? [{ at: v.submittedAt, what: 'submitted', detail: null }] : []),
        ...messages.map((m) => ({ at: m.createdAt, what: 'message', detail: m.kind })),
        ...audits.map((a) => ({ at: iso(a.at), what: 'staff', detail: `${a.action} · ${a.email ?? '—'}` })),
      ];
      // A step without a time of its own stands just after what came before it.
      let last = '';
      const byTime = timeline
        .map((e, i) => {
          last = e.at ?? last;
          return { e, i, key: last };
        })
        .sort((x, y) => x.key.localeCompare(y.key) || x.i - y.i);

      return {
        id: app.id,
        reference: app.reference,
        status: app.status,
        currentStep: app.currentStep,
        completedSteps: data.completed,
        createdAt: iso(app.createdAt),
        updatedAt: iso(app.updatedAt),
        submittedAt: v.submittedAt ?? null,
        paidByCreditCard: app.paidByCreditCard,
        context: { wa: data.context.wa, sma: data.context.sma, abuDhabi: data.context.abuDhabi },
        maid: { id: app.housemaidId, name: row.maidName, nationality: row.nationality },
        client: {
          name: v.clientName ?? null,
          phone: v.phones?.client ?? null,
          whatsapp: v.phones?.whatsapp ?? null,
          spouse: v.phones?.spouse ?? null,
          signsAlone: v.signsAlone ?? null,
          needsVisa: v.needsVisa ?? null,
          emiratesIdOnFile: Boolean(v.emiratesIdNumber),
        },
        arrival: v.arrival ? { date: v.arrival.date, window: v.arrival.window } : null,
        address: v.address ? { emirate: v.address.emirate, area: v.address.area, building: v.address.building, apartment: v.address.apartment } : null,
        heardAboutUs: v.heardAboutUs ? { source: v.heardAboutUs.source, other: v.heardAboutUs.other ?? null } : null,
        mostHatedMatchingTypes: hated.map((h) => h.label),
        bank: {
          maskedIban: v.ibanLast4 ? maskIban(v.ibanLast4) : null,
          bankName: v.bankName ?? null,
          accountHolderName: v.accountHolderName ?? null,
          ibanConfirmed: v.ibanConfirmed === true,
          debitStartDate: v.debitStartDate ?? null,
          card: v.card ? { brand: v.card.brand, last4: v.card.last4, verifiedAt: v.cardVerifiedAt ?? null } : null,
        },
        signatures: {
          directDebitSigned: Boolean(v.directDebitSignature),
          directDebitSignedAt: v.directDebitSignedAt ?? null,
          monthlySigned: Object.keys(v.monthlySignatures ?? {}).length,
          monthlyForms: MONTHLY_PAYMENT_FORMS,
          signedBySpouse: app.signedBySpouse,
        },
        quote: englishQuote
          ? {
              service: englishQuote.service,
              monthlyFeeFils: englishQuote.monthlyFeeFils,
              monthlyVatFils: englishQuote.monthlyVatFils,
              monthlyTotalFils: englishQuote.monthlyTotalFils,
              firstMonthTotalFils: englishQuote.firstMonthTotalFils,
              firstPaymentFils: englishQuote.firstPaymentFils,
              firstMonthChanges: englishQuote.firstMonthChanges,
              oneOffCharges: englishQuote.oneOffCharges,
              included: englishQuote.included,
            }
          : null,
        documents: documents.map((d) => ({ id: d.id, kind: d.kind, contentType: d.contentType, size: d.size, createdAt: iso(d.createdAt) })),
        messages,
        timeline: byTime.map(({ e }) => e),
        erasedAt: erasedAtOf(app.data),
        clientApplications,
        stage: app.stage,
        stageHistory,
        assignee,
        notes,
        interviewCalls,
      };
    },

    /** The sealed IBAN and the ids needed to open it, or undefined for an unknown application. */
    async sealedIban(id: string): Promise<{ sealed: string | null } | undefined> {
      const [row] = await db.select({ data: applications.data }).from(applications).where(eq(applications.id, id));
      if (!row) return undefined;
      return { sealed: readData(row.data).values.ibanSealed ?? null };
    },

    /** The sealed Emirates ID number, as sealedIban: null when none was given or it was erased. */
    async sealedEmiratesId(id: string): Promise<{ sealed: string | null } | undefined> {
      const [row] = await db.select({ data: applications.data }).from(applications).where(eq(applications.id, id));
      if (!row) return undefined;
      return { sealed: readData(row.data).values.emiratesIdNumber ?? null };
    },

    async exists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: applications.id }).from(applications).where(eq(applications.id, id));
      return Boolean(row);
    },
  };
}

/**
 * When a step was done: its own time since they are kept (stepDoneAt), else where older rows kept
 * one; the others have no time of their own.
 */
function stepTime(step: string, v: ReturnType<typeof readData>['values']): string | null {
  const kept = v.stepDoneAt?.[step as keyof NonNullable<typeof v.stepDoneAt>];
  if (kept) return kept;
  if (step === 'SIGN_DIRECT_DEBIT') return v.directDebitSignedAt ?? null;
  if (step === 'CHECK_OTP') return v.cardVerifiedAt ?? null;
  if (step === 'END_WORK_FLOW' || step === 'END_WORK_FLOW_FOR_SIGN_ONLY') return v.submittedAt ?? null;
  return v.confirmations?.[step as keyof NonNullable<typeof v.confirmations>] ?? null;
}

export type ApplicationDesk = ReturnType<typeof createApplicationDesk>;
