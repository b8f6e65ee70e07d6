import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type {
  ApplicationState,
  createApplicationBodySchema,
  paymentMethodBodySchema,
  saveDraftBodySchema,
  submitStepBodySchema,
} from '../../../shared/api/application-calls.js';
import { hasStepData, stepDataSchemas, type StepWithData } from '../../../shared/api/application-steps.js';
import { EXPLICIT_ONLY_STEPS, stepSequence } from '../../../shared/workflow/availability.js';
import { nextStep } from '../../../shared/workflow/next-back.js';
import { canonicalStep, type Step } from '../../../shared/workflow/steps.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { applicationAccess, applicationDocuments, applications, housemaids } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { cookieHashOf, ensureAccessCookie, requireAccess, type AccessRole } from './access.js';
import { emptyData, readData, type ApplicationData } from './application-data.js';
import { toApplicationState } from './application-state.js';
import type { PaymentProvider } from './payment-provider.js';
import type { SmsProvider } from './sms-provider.js';
import { stepHandlers, type StepInput, type StepOutcome } from './step-handlers.js';
import type { DbOrTx } from './tx.js';
import { keepMaidReserved } from './reservation.js';
import { assertStepAllowed, workflowContext } from './workflow-guard.js';

export interface ApplicationKeys {
  cookieKey: Buffer;
  bankKey: Buffer;
  linkKey: Buffer;
  otpKey: Buffer;
}

export interface ServiceDeps {
  db: Db;
  config: Config;
  keys: ApplicationKeys;
}

export interface Providers {
  sms: SmsProvider;
  payments: PaymentProvider;
}

export const MAID_TAKEN =
  'This maid has just been reserved by another client. Please choose another maid from the list.';
const PAYMENT_STEPS: readonly Step[] = ['BANK_INFO', 'IBAN_VALIDATION', 'CREDIT_CARD_INFO', 'CHECK_OTP'];
const SUBMITTED = 'This application has already been submitted. We will call you about the next steps.';

/** Sensitive values never go into drafts, which are stored in clear. */
const SECRET_DRAFT_KEY = /iban|signature|card|cvv|otp|pan/i;

export async function loadState(db: DbOrTx, id: string, role: AccessRole): Promise<ApplicationState> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  if (!row) throw notFound('No such application.');
  const documents = await db
    .select({
      id: applicationDocuments.id,
      kind: applicationDocuments.kind,
      contentType: applicationDocuments.contentType,
      size: applicationDocuments.size,
    })
    .from(applicationDocuments)
    .where(eq(applicationDocuments.applicationId, id));
  return toApplicationState(row, role, documents);
}

export function validationMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

export function createApplicationService({ db, config, keys }: ServiceDeps, { sms, payments }: Providers) {
  return {
    /** HIRE_MAID: reserve the maid and bind a new application to this browser. */
    async create(body: z.output<typeof createApplicationBodySchema>, request: FastifyRequest, reply: FastifyReply) {
      const cookieHash = cookieHashOf(keys, ensureAccessCookie(request, reply));
      const id = await db.transaction(async (tx) => {
        const [resumed] = await tx
          .select({ id: applications.id })
          .from(applications)
          .innerJoin(applicationAccess, eq(applicationAccess.applicationId, applications.id))
          .where(
            and(
              eq(applications.housemaidId, body.housemaidId),
              eq(applications.status, 'pending'),
              eq(applicationAccess.sessionId, body.sessionId),
              eq(applicationAccess.cookieHash, cookieHash),
              eq(applicationAccess.role, 'owner'),
            ),
          );
        if (resumed) return resumed.id;

        // Row lock: two sessions hiring the same maid at once are served one after the other.
        const [maid] = await tx
          .select({ status: housemaids.status, reservedUntil: housemaids.reservedUntil })
          .from(housemaids)
          .where(eq(housemaids.id, body.housemaidId))
          .for('update');
        if (!maid) throw notFound(`No maid with id ${body.housemaidId}`);
        const now = new Date();
        const free =
          maid.status === 'available' || (maid.status === 'reserved' && maid.reservedUntil !== null && maid.reservedUntil < now);
        if (!free) throw conflict(MAID_TAKEN);
        await tx
          .update(housemaids)
          .set({ status: 'reserved', reservedUntil: new Date(now.getTime() + config.MAID_RESERVATION_MINUTES * 60_000) })
          .where(eq(housemaids.id, body.housemaidId));

        const data = emptyData({
          wa: body.wa ?? null,
          sma: body.sma,
          abuDhabi: body.abuDhabi,
          isShortListedMaids: body.isShortListedMaids,
          fromSavedList: body.fromSavedList,
        });
        const flags = {
          needEnterIbanNumber: body.needEnterIbanNumber,
          paidByCreditCard: false,
          signedBySpouse: false,
          skipStartScreen: body.skipStartScreen,
        };
        const first = nextStep('HIRE_MAID', workflowContext(flags, data.context, body.mobile, 'owner'));
        const [created] = await tx
          .insert(applications)
          .values({
            sessionId: body.sessionId,
            housemaidId: body.housemaidId,
            affiliateEvent: body.affiliateEvent ?? null,
            ...flags,
            currentStep: first?.kind === 'step' ? first.step : 'HIRE_MAID',
            prevStep: 'HIRE_MAID',
            data: data as unknown as Record<string, unknown>,
          })
          .returning({ id: applications.id });
        await tx
          .insert(applicationAccess)
          .values({ applicationId: created!.id, sessionId: body.sessionId, cookieHash, role: 'owner' });
        return created!.id;
      });
      return loadState(db, id, 'owner');
    },

    async state(request: FastifyRequest, id: string, sessionId: string) {
      const role = await requireAccess(db, keys, request, id, sessionId);
      return loadState(db, id, role);
    },

    /** Validates, checks order, and saves one step in one transaction. */
    async submit(request: FastifyRequest, id: string, stepName: string, body: z.output<typeof submitStepBodySchema>) {
      const role = await requireAccess(db, keys, request, id, body.sessionId);
      const step = canonicalStep(stepName);
      if (!step) throw badRequest(`Unknown step '${stepName}'`);
      if (step === 'SEND_SMS') throw badRequest('Send the SMS through the sms call.');
      if (!hasStepData(step)) throw badRequest(`The step ${step} takes no data.`);
      const dataStep: StepWithData = step;
      const parsed = stepDataSchemas[dataStep].safeParse(body.data);
      if (!parsed.success) throw badRequest(validationMessage(parsed.error));

      const next = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(applications).where(eq(applications.id, id)).for('update');
        if (!row) throw notFound('No such application.');
        if (row.status !== 'pending') throw badRequest(SUBMITTED);
        const data = readData(row.data);
        const ctx = workflowContext(row, data.context, body.mobile, role);
        assertStepAllowed(step, ctx, data.completed, role);
        await keepMaidReserved(tx, row, config.MAID_RESERVATION_MINUTES, step === 'END_WORK_FLOW');

        const handler = stepHandlers[dataStep] as unknown as (input: StepInput<StepWithData>) => Promise<StepOutcome> | StepOutcome;
        const outcome = await handler({
          tx,
          applicationId: id,
          data,
          values: parsed.data as never,
          role,
          bankKey: keys.bankKey,
          otpKey: keys.otpKey,
          signedBySpouse: row.signedBySpouse,
          sms,
          payments,
        });
        const completed = data.completed.filter((s) => !outcome.uncomplete?.includes(s));
        const updated: ApplicationData = {
          ...data,
          values: { ...data.values, ...outcome.values },
          completed: outcome.complete && !completed.includes(step) ? [...completed, step] : completed,
          drafts: Object.fromEntries(Object.entries(data.drafts).filter(([k]) => !(outcome.complete && k === step))),
        };
        if (outcome.refusal) {
          await tx.update(applications).set({ data: updated as unknown as Record<string, unknown>, updatedAt: new Date() }).where(eq(applications.id, id));
          return { refusal: outcome.refusal, target: null };
        }
        const signedBySpouse = row.signedBySpouse || outcome.signedBySpouse === true;
        const after = step === 'ABU_DHABI_MISMATCHED' ? 'CLIENT_ADDRESS' : step;
        const nav = outcome.explicitNext
          ? { kind: 'step' as const, ...outcome.explicitNext }
          : nextStep(after, { ...ctx, signedBySpouse });
        // An explicit-only screen (MOST_HATED_…, HOW_DID_HEAR_…) returns the client to where the flow stands.
        const resume = !nav && EXPLICIT_ONLY_STEPS.has(step) && row.currentStep !== step ? { step: row.currentStep, query: {} } : null;
        const target = nav?.kind === 'step' ? { step: nav.step, query: nav.query } : resume;
        const moves = role !== 'spouse' && target !== null;
        await tx
          .update(applications)
          .set({
            data: updated as unknown as Record<string, unknown>,
            signedBySpouse,
            ...(moves ? { currentStep: target.step, prevStep: step } : {}),
            ...(step === 'END_WORK_FLOW' ? { status: 'submitted', currentStep: 'END_WORK_FLOW' } : {}),
            updatedAt: new Date(),
          })
          .where(eq(applications.id, id));
        return { refusal: null, target };
      });
      // Refused after saving: the attempt counts, and the client sees the message.
      if (next.refusal) throw badRequest(next.refusal);
      return { next: next.target, application: await loadState(db, id, role) };
    },

    /** 'Pay Online' by card or bank details: switchable until the payment is set up. */
    async setPaymentMethod(request: FastifyRequest, id: string, body: z.output<typeof paymentMethodBodySchema>) {
      const role = await requireAccess(db, keys, request, id, body.sessionId);
      if (role === 'spouse') throw badRequest('This signing link cannot change the payment method.');
      const target = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(applications).where(eq(applications.id, id)).for('update');
        if (!row) throw notFound('No such application.');
        if (row.status !== 'pending') throw badRequest(SUBMITTED);
        const data = readData(row.data);
        if (data.completed.includes('CHECK_OTP') || data.completed.includes('SIGN_DIRECT_DEBIT')) {
          throw badRequest('Your payment method is already set for this application.');
        }
        const card = body.method === 'card';
        const completed = data.completed.filter((s) => !PAYMENT_STEPS.includes(s));
        const { ibanSealed: _i, ibanLast4: _l, bankName: _b, accountHolderName: _a, ibanConfirmed: _c, card: _card, cardVerifiedAt: _v, ...kept } = data.values;
        const updated: ApplicationData = { ...data, completed, values: kept };
        const ctx = workflowContext({ ...row, paidByCreditCard: card }, data.context, body.mobile, role);
        const step = stepSequence(ctx).find((s) => !completed.includes(s)) ?? row.currentStep;
        await tx
          .update(applications)
          .set({ paidByCreditCard: card, data: updated as unknown as Record<string, unknown>, currentStep: step, updatedAt: new Date() })
          .where(eq(applications.id, id));
        return step;
      });
      return { next: { step: target, query: {} }, application: await loadState(db, id, role) };
    },

    async saveDraft(request: FastifyRequest, id: string, stepName: string, body: z.output<typeof saveDraftBodySchema>) {
      const role = await requireAccess(db, keys, request, id, body.sessionId);
      const step = canonicalStep(stepName);
      if (!step) throw badRequest(`Unknown step '${stepName}'`);
      if (role === 'spouse') throw badRequest('This signing link cannot save drafts.');
      const safe = Object.fromEntries(Object.entries(body.data).filter(([k]) => !SECRET_DRAFT_KEY.test(k)));
      await db.transaction(async (tx) => {
        const [row] = await tx.select({ data: applications.data, status: applications.status }).from(applications).where(eq(applications.id, id)).for('update');
        if (!row) throw notFound('No such application.');
        if (row.status !== 'pending') throw badRequest(SUBMITTED);
        const data = readData(row.data);
        data.drafts = { ...data.drafts, [step]: safe };
        await tx.update(applications).set({ data: data as unknown as Record<string, unknown>, updatedAt: new Date() }).where(eq(applications.id, id));
      });
      return loadState(db, id, role);
    },
  };
}

export type ApplicationService = ReturnType<typeof createApplicationService>;

/** The first step of the phone's sequence that is not complete yet. */
export function firstOpenStep(data: ApplicationData, row: Parameters<typeof workflowContext>[0]): Step {
  const sequence = stepSequence(workflowContext(row, data.context, true, 'phone'));
  return sequence.find((s) => !data.completed.includes(s)) ?? 'END_WORK_FLOW';
}
