import { and, desc, eq } from 'drizzle-orm';
import { scheduleHorizon } from '../../../shared/money/schedule.js';
import { dubaiDayOf } from '../../../shared/service/clocks.js';
import { writeSchedule } from '../money/ledger.js';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/tracking.js';
import type * as z from 'zod/mini';
import type { createApplication, saveDraft, setPaymentMethod, submitStep } from '../../../shared/api/application/schemas.js';
import { hasStepData, parseStepData } from '../../../shared/api/application/steps.js';
import { draftOf } from '../../../shared/application/drafts.js';
import { refusalOf } from '../../../shared/application/messages.js';
import { EXPLICIT_ONLY_STEPS, stepSequence } from '../../../shared/workflow/availability.js';
import { nextStep } from '../../../shared/workflow/next-back.js';
import { canonicalStep, type Step } from '../../../shared/workflow/steps.js';
import { applicationAccess, applicationStageChanges, applications, housemaids } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { canBeOffered } from '../../maid-availability.js';
import type { Caller } from './access.js';
import { emptyData, readData, type ApplicationData } from './application-data.js';
import { lockApplication, lockedApplication } from './application-lock.js';
import { loadState } from './application-state.js';
import { sealDraft } from './sealed-values.js';
import type { PaymentProvider } from './payment-provider.js';
import { NO_PRICE, quoteForMaid } from './maid-quote.js';
import { keepMaidReserved } from './reservation.js';
import type { ServiceDeps } from './service-deps.js';
import type { SmsProvider } from './sms-provider.js';
import { handleStep } from './step-handlers.js';
import { assertStepAllowed, workflowContext } from './workflow-guard.js';
import { msg } from '../../i18n/t.js';

export interface Providers {
  sms: SmsProvider;
  payments: PaymentProvider;
}

type Body<S extends { body: z.ZodMiniType }> = z.output<S['body']>;

export const MAID_TAKEN =
  msg('This maid has just been reserved by another client. Please choose another maid from the list.');
const PAYMENT_STEPS: readonly Step[] = ['BANK_INFO', 'IBAN_VALIDATION', 'CREDIT_CARD_INFO', 'CHECK_OTP'];
const SUBMITTED = msg('This application has already been submitted. We will call you about the next steps.');

/**
 * The language kept on the application from a step the family saves: the client's (on the
 * computer or the phone), never the spouse's, whose link only signs and may be read in another.
 */
const keptLanguage = (role: Caller['role'], lang: Language | undefined) => (role !== 'spouse' && lang ? { language: lang } : {});

export function createApplicationService({ db, config, keys }: ServiceDeps, { sms, payments }: Providers) {
  return {
    /** HIRE_MAID: reserve the maid and bind a new application to the browser whose access cookie hashes to `cookieHash`. */
    async create(body: Body<typeof createApplication>, cookieHash: string, lang: Language = DEFAULT_LANGUAGE) {
      const id = await db.transaction(async (tx) => {
        // The same browser (its access cookie) starting again for the same maid, in this tab or
        // another, continues its own application and holds her again (back released her).
        const [resumed] = await tx
          .select({ id: applications.id, housemaidId: applications.housemaidId, createdAt: applications.createdAt })
          .from(applications)
          .innerJoin(applicationAccess, eq(applicationAccess.applicationId, applications.id))
          .where(
            and(
              eq(applications.housemaidId, body.housemaidId),
              eq(applications.status, 'pending'),
              eq(applicationAccess.cookieHash, cookieHash),
              eq(applicationAccess.role, 'owner'),
            ),
          )
          .orderBy(desc(applications.createdAt))
          .limit(1);
        // Locked as every write of the family's calls is (application-lock.ts): one erased meanwhile is not resumed.
        if (resumed && (await lockedApplication(tx, resumed.id))) {
          await keepMaidReserved(tx, resumed, config.MAID_RESERVATION_MINUTES, false);
          await tx.update(applications).set({ language: lang }).where(eq(applications.id, resumed.id));
          await tx
            .insert(applicationAccess)
            .values({ applicationId: resumed.id, sessionId: body.sessionId, cookieHash, role: 'owner' })
            .onConflictDoNothing();
          return resumed.id;
        }

        // Row lock: two sessions hiring the same maid at once are served one after the other.
        const [maid] = await tx
          .select({ status: housemaids.status, reservedUntil: housemaids.reservedUntil, hidden: housemaids.hidden })
          .from(housemaids)
          .where(eq(housemaids.id, body.housemaidId))
          .for('update');
        if (!maid) throw notFound(`No maid with id ${body.housemaidId}`);
        const now = Date.now();
        if (!canBeOffered({ ...maid, reservedUntil: maid.reservedUntil?.getTime() ?? null }, now)) throw conflict(MAID_TAKEN);
        // The price shown now is the one signed for, whatever the list says later.
        const quoted = await quoteForMaid(tx, body.housemaidId);
        if (!quoted) throw conflict(NO_PRICE);
        await tx
          .update(housemaids)
          .set({ status: 'reserved', reservedUntil: new Date(now + config.MAID_RESERVATION_MINUTES * 60_000) })
          .where(eq(housemaids.id, body.housemaidId));

        const data = emptyData({
          wa: body.wa ?? null,
          sma: body.sma,
          abuDhabi: body.abuDhabi,
          isShortListedMaids: body.isShortListedMaids,
          fromSavedList: body.fromSavedList,
        });
        data.values.quote = quoted;
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
            data,
            language: lang,
          })
          .returning({ id: applications.id });
        await tx
          .insert(applicationAccess)
          .values({ applicationId: created!.id, sessionId: body.sessionId, cookieHash, role: 'owner' });
        return created!.id;
      });
      return loadState(db, id, 'owner', keys.bankKey);
    },

    state({ applicationId, role }: Caller) {
      return loadState(db, applicationId, role, keys.bankKey);
    },

    /** Validates, checks order, and saves one step in one transaction. */
    async submit({ applicationId: id, role, lang }: Caller, stepName: string, body: Body<typeof submitStep>) {
      const step = canonicalStep(stepName);
      if (!step) throw badRequest(`Unknown step '${stepName}'`);
      if (step === 'SEND_SMS') throw badRequest('Send the SMS through the sms call.');
      if (!hasStepData(step)) throw badRequest(`The step ${step} takes no data.`);
      const parsed = parseStepData(step, body.data);
      if (!parsed.success) throw badRequest(refusalOf(parsed.error.issues));

      const next = await db.transaction(async (tx) => {
        const row = await lockApplication(tx, id);
        // With wa the family may submit before the spouse signs: the spouse's link still signs, until the application closes.
        const spouseSigningLate = role === 'spouse' && row.status === 'submitted' && row.stage !== 'cancelled' && row.stage !== 'completed';
        if (row.status !== 'pending' && !spouseSigningLate) throw badRequest(SUBMITTED);
        const data = readData(row.data);
        const ctx = workflowContext(row, data.context, body.mobile, role);
        assertStepAllowed(step, ctx, data.completed, role);
        // A submitted application holds its maid without expiry; after it, her status is the desk's.
        if (row.status === 'pending') await keepMaidReserved(tx, row, config.MAID_RESERVATION_MINUTES, step === 'END_WORK_FLOW');

        const outcome = await handleStep(step, {
          tx,
          applicationId: id,
          data,
          values: parsed.data,
          role,
          bankKey: keys.bankKey,
          otpKey: keys.otpKey,
          signedBySpouse: row.signedBySpouse,
          sms,
          payments,
          lang: lang ?? row.language,
          creditor: config.SITE_NAME,
        });
        const completed = data.completed.filter((s) => !outcome.uncomplete?.includes(s));
        const { [step]: _done, ...openDrafts } = data.drafts;
        const doneAt = new Date().toISOString();
        const updated: ApplicationData = {
          ...data,
          values: { ...data.values, ...outcome.values, ...(outcome.complete ? { stepDoneAt: { ...data.values.stepDoneAt, [step]: doneAt } } : {}) },
          completed: outcome.complete && !completed.includes(step) ? [...completed, step] : completed,
          drafts: outcome.complete ? openDrafts : data.drafts,
        };
        if (outcome.refusal) {
          await tx.update(applications).set({ data: updated, updatedAt: new Date() }).where(eq(applications.id, id));
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
            data: updated,
            signedBySpouse,
            ...keptLanguage(role, lang),
            ...(moves ? { currentStep: target.step, prevStep: step } : {}),
            ...(step === 'END_WORK_FLOW' ? { status: 'submitted', currentStep: 'END_WORK_FLOW', stage: 'submitted' as const } : {}),
            updatedAt: new Date(),
          })
          .where(eq(applications.id, id));
        // The pipeline's first entry, with the submission: the desk's history starts here.
        if (step === 'END_WORK_FLOW') {
          await tx.insert(applicationStageChanges).values({ applicationId: id, fromStage: null, toStage: 'submitted' });
          // The statement starts with the submission: the first payment and the next months, as signed.
          await writeSchedule(tx, id, scheduleHorizon(dubaiDayOf(Date.now())));
        }
        return { refusal: null, target };
      });
      // Refused after saving: the attempt counts, and the client sees the message.
      if (next.refusal) throw badRequest(next.refusal);
      return { next: next.target, application: await loadState(db, id, role, keys.bankKey) };
    },

    /** 'Pay Online' by card or bank details: switchable until the payment is set up. */
    async setPaymentMethod({ applicationId: id, role, lang }: Caller, body: Body<typeof setPaymentMethod>) {
      if (role === 'spouse') throw badRequest(msg('This signing link cannot change the payment method.'));
      const target = await db.transaction(async (tx) => {
        const row = await lockApplication(tx, id);
        if (row.status !== 'pending') throw badRequest(SUBMITTED);
        const data = readData(row.data);
        if (data.completed.includes('CHECK_OTP') || data.completed.includes('SIGN_DIRECT_DEBIT')) {
          throw badRequest(msg('Your payment method is already set for this application.'));
        }
        const card = body.method === 'card';
        const completed = data.completed.filter((s) => !PAYMENT_STEPS.includes(s));
        const { ibanSealed: _i, ibanLast4: _l, bankName: _b, accountHolderName: _a, ibanConfirmed: _c, card: _card, cardVerifiedAt: _v, ...kept } = data.values;
        const updated: ApplicationData = { ...data, completed, values: kept };
        const ctx = workflowContext({ ...row, paidByCreditCard: card }, data.context, body.mobile, role);
        const step = stepSequence(ctx).find((s) => !completed.includes(s)) ?? row.currentStep;
        await tx
          .update(applications)
          .set({ paidByCreditCard: card, data: updated, currentStep: step, ...keptLanguage(role, lang), updatedAt: new Date() })
          .where(eq(applications.id, id));
        return step;
      });
      return { next: { step: target, query: {} }, application: await loadState(db, id, role, keys.bankKey) };
    },

    async saveDraft({ applicationId: id, role, lang }: Caller, stepName: string, body: Body<typeof saveDraft>) {
      const step = canonicalStep(stepName);
      if (!step) throw badRequest(`Unknown step '${stepName}'`);
      if (role === 'spouse') throw badRequest(msg('This signing link cannot save drafts.'));
      // The IBAN and the Emirates ID number are kept sealed, as their submitted values are.
      const draft = sealDraft(keys.bankKey, id, draftOf(body.data));
      await db.transaction(async (tx) => {
        const row = await lockApplication(tx, id);
        if (row.status !== 'pending') throw badRequest(SUBMITTED);
        const data = readData(row.data);
        data.drafts = { ...data.drafts, [step]: draft };
        await tx.update(applications).set({ data, ...keptLanguage(role, lang), updatedAt: new Date() }).where(eq(applications.id, id));
      });
      return loadState(db, id, role, keys.bankKey);
    },
  };
}

export type ApplicationService = ReturnType<typeof createApplicationService>;
