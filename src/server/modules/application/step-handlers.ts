import { randomInt } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { Language } from '../../../shared/tracking.js';
import { cardCodeText } from '../sms/sms-texts.js';
import { and, eq, inArray } from 'drizzle-orm';
import type { StepData, StepWithData } from '../../../shared/api/application/steps.js';
import { MONTHLY_PAYMENT_FORMS, REQUIRED_DOCUMENT_KINDS, type DocumentKind } from '../../../shared/application/constants.js';
import { bankNameOfIban } from '../../../shared/application/iban.js';
import { spouseNumberRefusal } from '../../../shared/application/phone-step-checks.js';
import { hasEnoughInk, NOT_ENOUGH_INK } from '../../../shared/application/signature-ink.js';
import { isWaSet } from '../../../shared/workflow/context.js';
import type { Step } from '../../../shared/workflow/steps.js';
import { applicationDocuments } from '../../db/schema.js';
import { badRequest, conflict } from '../../http/errors.js';
import { hmac, safeEqual } from '../../secrets.js';
import type { CardDetails, PaymentProvider } from './payment-provider.js';
import type { SmsProvider } from './sms-provider.js';
import type { AccessRole } from './access.js';
import type { ApplicationData, ApplicationValues } from './application-data.js';
import { openField, sealField } from './sealed-values.js';
import { firstOfNextMonthInDubai } from './signed-form-facts.js';
import { loadFormsAsShown, type ShownForm } from './signed-forms-shown.js';
import { signatureBytes, signatureInk } from './signature-image.js';
import type { Tx } from './tx.js';
import { msg, t } from '../../i18n/t.js';

/** A signature with real ink (shared/application/signature-ink.ts): an empty pad, a tap or a dot is refused. */
function assertSigned(signature: string): void {
  const ink = signatureInk(signatureBytes(signature));
  if (ink === 'blank') throw badRequest(`signature: ${msg('Please sign in the box')}`);
  if (ink !== 'unknown' && !hasEnoughInk(ink.box, ink.width)) throw badRequest(`signature: ${NOT_ENOUGH_INK}`);
}

/** The test mode's card as typed: every field is needed there (the step's schema leaves them out for a hosted provider). */
function typedCard(values: StepData<'CREDIT_CARD_INFO'>): CardDetails {
  const missing = (['cardNumber', 'expiry', 'cvv'] as const).find((field) => !values[field]);
  if (missing) throw badRequest(`${missing}: ${{ cardNumber: msg('Enter your card number'), expiry: msg('Enter the expiry date'), cvv: msg('Enter the security code') }[missing]}`);
  return { number: values.cardNumber!, expiry: values.expiry!, cvv: values.cvv!, nameOnCard: values.nameOnCard };
}

/**
 * The form the page showed above the pad must be the form as it reads now: a maid renamed or a
 * wording changed since the page loaded it is read again before it is signed.
 */
function assertReadAsShown(read: ShownForm | undefined, now: ShownForm): void {
  if (read && !isDeepStrictEqual(read, now)) throw conflict(msg('This form has changed since you opened it. Please read it again, then sign.'));
}

export interface StepInput<S extends StepWithData> {
  tx: Tx;
  applicationId: string;
  data: ApplicationData;
  values: StepData<S>;
  role: AccessRole;
  /** The wrapping key of the data keys that seal the IBAN, the Emirates ID number and the signatures (secrets.ts wrappingKeyOf). */
  bankKey: Buffer;
  otpKey: Buffer;
  signedBySpouse: boolean;
  sms: SmsProvider;
  payments: PaymentProvider;
  /** The family's language, for the SMS a step sends and the forms a signature keeps. */
  lang: Language;
  /** The agency's name: the creditor the signed forms name. */
  creditor: string;
}

export interface StepOutcome {
  values: Partial<ApplicationValues>;
  /** False while a step takes several submissions (monthly payment forms one by one). */
  complete: boolean;
  explicitNext?: { step: Step; query: Record<string, string> };
  signedBySpouse?: boolean;
  /** Saved, and then refused with this message (a wrong code still counts as an attempt). */
  refusal?: string;
  /** Steps to do again, e.g. the card after too many wrong codes. */
  uncomplete?: Step[];
}

export const OTP_TTL_MINUTES = 10;
export const SPOUSE_SIGNS_WITH_WA =
  `signsAlone: ${msg('In this application your spouse signs the monthly payment forms: enter the number we sent the link to.')}`;
export const MAX_OTP_ATTEMPTS = 5;

type Handler<S extends StepWithData> = (input: StepInput<S>) => Promise<StepOutcome> | StepOutcome;

const done = (values: Partial<ApplicationValues> = {}): StepOutcome => ({ values, complete: true });
const confirm =
  <S extends StepWithData>(step: Step): Handler<S> =>
  ({ data }) =>
  done({ confirmations: { ...data.values.confirmations, [step]: new Date().toISOString() } });

/** The documents by name in a refusal, as the family reads them. */
const DOCUMENT_NAMES: Record<DocumentKind, string> = {
  emirates_id_front: msg('emirates id front'),
  emirates_id_back: msg('emirates id back'),
  passport: msg('passport'),
  visa: msg('visa'),
};

/** What each step does with its validated data; the service checks order and access first. */
export const stepHandlers: { [S in StepWithData]: Handler<S> } = {
  async REQUIRED_DOCUMENTS({ tx, applicationId, values, bankKey, lang }) {
    const needed: DocumentKind[] = values.needsVisa ? [...REQUIRED_DOCUMENT_KINDS, 'visa'] : [...REQUIRED_DOCUMENT_KINDS];
    const rows = await tx
      .select({ kind: applicationDocuments.kind })
      .from(applicationDocuments)
      .where(and(eq(applicationDocuments.applicationId, applicationId), inArray(applicationDocuments.kind, needed)));
    const have = new Set(rows.map((r) => r.kind));
    const missing = needed.filter((k) => !have.has(k));
    if (missing.length > 0) {
      const names = missing.map((k) => t(lang, DOCUMENT_NAMES[k]));
      // English keeps its plain list; other languages get their own "a, b and c".
      const documents = lang === 'en' ? names.join(', ') : new Intl.ListFormat(lang, { type: 'conjunction' }).format(names);
      throw badRequest(t(lang, 'Please upload: {documents}', { documents }));
    }
    return done({
      clientName: values.clientName,
      emiratesIdNumber: sealField(bankKey, applicationId, 'emiratesIdNumber', values.emiratesIdNumber),
      needsVisa: values.needsVisa,
    });
  },
  BANK_INFO({ applicationId, data, values, bankKey }) {
    return done({
      ibanSealed: sealField(bankKey, applicationId, 'iban', values.iban),
      ibanLast4: values.iban.slice(-4),
      bankName: bankNameOfIban(values.iban),
      accountHolderName: values.accountHolderName,
      ibanConfirmed: false,
      // Fixed here, before anything is signed: the mandate and the payment forms all show this day.
      debitStartDate: data.values.debitStartDate ?? firstOfNextMonthInDubai(),
    });
  },
  IBAN_VALIDATION({ applicationId, data, values, bankKey }) {
    const sealed = data.values.ibanSealed;
    if (!sealed || openField(bankKey, applicationId, 'iban', sealed) !== values.iban) {
      throw badRequest(msg('This IBAN does not match the one you entered before. Please check it.'));
    }
    return done({ ibanConfirmed: true });
  },
  async CREDIT_CARD_INFO({ tx, applicationId, data, values, payments, sms, otpKey, lang }) {
    const card = payments.hosted ? { token: 'hosted', last4: '', brand: '' } : await payments.authorize(typedCard(values));
    const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await sms.send(tx, {
      toPhone: data.values.phones?.client ?? 'test-mode',
      body: cardCodeText(lang, otp, OTP_TTL_MINUTES, payments.testMode, payments.hosted),
      kind: 'card-otp',
      applicationId,
    });
    return done({
      card: {
        ...card,
        provider: payments.name,
        otpHash: hmac(otpKey, `${applicationId}:${otp}`),
        otpExpiresAt: new Date(Date.now() + OTP_TTL_MINUTES * 60_000).toISOString(),
        otpAttempts: 0,
      },
      cardVerifiedAt: undefined,
    });
  },
  CHECK_OTP({ applicationId, data, values, otpKey }) {
    const card = data.values.card;
    if (!card) throw badRequest(msg('Please enter your card first.'));
    if (Date.parse(card.otpExpiresAt) < Date.now()) {
      return { values: {}, complete: false, uncomplete: ['CREDIT_CARD_INFO'], refusal: msg('This code has expired. Please enter your card again for a new code.') };
    }
    if (safeEqual(hmac(otpKey, `${applicationId}:${values.otp}`), card.otpHash)) {
      return done({ cardVerifiedAt: new Date().toISOString() });
    }
    const attempts = card.otpAttempts + 1;
    if (attempts >= MAX_OTP_ATTEMPTS) {
      return { values: { card: undefined }, complete: false, uncomplete: ['CREDIT_CARD_INFO'], refusal: msg('Too many wrong codes. Please enter your card again.') };
    }
    return { values: { card: { ...card, otpAttempts: attempts } }, complete: false, refusal: `otp: ${msg('This code is not right. Please check the SMS and try again.')}` };
  },
  async SIGN_DIRECT_DEBIT({ tx, applicationId, data, values, bankKey, creditor, lang }) {
    assertSigned(values.signature);
    // The mandate as it reads at this moment, beside its signature: what the PDF prints from now on.
    const shown = await loadFormsAsShown(tx, applicationId, creditor, lang);
    assertReadAsShown(values.form, shown.mandate);
    return done({
      directDebitSignature: sealField(bankKey, applicationId, 'directDebitSignature', values.signature),
      directDebitSignedAt: new Date().toISOString(),
      signedForms: { ...data.values.signedForms, mandate: { form: shown.mandate, lang: shown.lang } },
    });
  },
  CONFIRM_MAID_ARRIVAL: confirm('CONFIRM_MAID_ARRIVAL'),
  async SIGN_MONTHLY_PAYMENTS({ tx, applicationId, data, values, role, bankKey, creditor, lang }) {
    assertSigned(values.signature);
    const signatures = { ...data.values.monthlySignatures };
    const earlier = Array.from({ length: values.signatureIndex - 1 }, (_, i) => String(i + 1));
    if (earlier.some((i) => !signatures[i])) throw badRequest(msg('Please sign the earlier payment forms first.'));
    const index = String(values.signatureIndex);
    signatures[index] = sealField(bankKey, applicationId, 'monthlySignature', values.signature);
    // The index is 1 to MONTHLY_PAYMENT_FORMS (shared/application/step-checks.ts).
    const shown = await loadFormsAsShown(tx, applicationId, creditor, lang);
    const form = shown.monthly[values.signatureIndex - 1]!;
    assertReadAsShown(values.form, form);
    const signedForms = { ...data.values.signedForms, monthly: { ...data.values.signedForms?.monthly, [index]: { form, lang: shown.lang } } };
    const complete = Object.keys(signatures).length >= MONTHLY_PAYMENT_FORMS;
    const outcome: StepOutcome = { values: { monthlySignatures: signatures, signedForms }, complete };
    if (!complete) {
      outcome.explicitNext = {
        step: 'SIGN_MONTHLY_PAYMENTS',
        query: { signatureIndex: String(values.signatureIndex + 1), ...(role === 'spouse' ? { forSignOnly: 'true' } : {}) },
      };
    } else if (role === 'spouse') {
      outcome.signedBySpouse = true;
    }
    return outcome;
  },
  SMS_SENT: () => done(),
  MAID_ARRIVAL: ({ values }) => done({ arrival: values }),
  CLIENT_ADDRESS({ data, values }) {
    // The maid's visa emirate is Abu Dhabi under v_auh; an address on the other side of that line
    // needs the ABU_DHABI_MISMATCHED notice before going on.
    const outcome = done({ address: values });
    if ((values.emirate === 'ABU_DHABI') !== data.context.abuDhabi) {
      outcome.explicitNext = { step: 'ABU_DHABI_MISMATCHED', query: {} };
    }
    return outcome;
  },
  CONFIRM_MAID_ARRIVAL_AFTER_CLIENT_ADDRESS: confirm('CONFIRM_MAID_ARRIVAL_AFTER_CLIENT_ADDRESS'),
  CLIENT_PHONE_NUMBER({ data, values }) {
    const refusal = spouseNumberRefusal(data.values.phones?.spouse, values.phone);
    if (refusal) throw badRequest(`phone: ${refusal}`);
    return done({ phones: { ...data.values.phones, client: values.phone } });
  },
  CLIENT_WHATSAPP_NUMBER: ({ data, values }) => done({ phones: { ...data.values.phones, whatsapp: values.phone } }),
  CLIENT_SPOUSE_NUMBER({ data, values }) {
    const { spouse: _spouse, ...phones } = data.values.phones ?? {};
    if (values.signsAlone) {
      // With wa the spouse signs the monthly payment forms: this application cannot go on without them.
      if (isWaSet({ mobile: true, wa: data.context.wa })) throw badRequest(SPOUSE_SIGNS_WITH_WA);
      return done({ phones, signsAlone: true });
    }
    const refusal = spouseNumberRefusal(values.phone, data.values.phones?.client);
    if (refusal) throw badRequest(`phone: ${refusal}`);
    return done({ phones: { ...phones, spouse: values.phone }, signsAlone: false });
  },
  SPOUSE_DID_NOT_SIGN_YET({ signedBySpouse }) {
    // The client cannot pass this step; the spouse's last signature does.
    if (signedBySpouse) return done();
    throw badRequest(msg('Your spouse has not signed the payment forms yet. This page moves on by itself when they do.'));
  },
  MOST_HATED_MATCHING_TYPE: ({ values }) => done({ mostHatedMatchingTypeIds: values.matchingTypeIds }),
  HOW_DID_HEAR_ABOUT_US: ({ values }) => done({ heardAboutUs: values }),
  ABU_DHABI_MISMATCHED: confirm('ABU_DHABI_MISMATCHED'),
  CONFIRM_MAID_ARRIVAL_AFTER_REPLACEMENT: confirm('CONFIRM_MAID_ARRIVAL_AFTER_REPLACEMENT'),
  END_WORK_FLOW: () => done({ submittedAt: new Date().toISOString() }),
};

/** Runs a step's handler on that step's data. */
export function handleStep<S extends StepWithData>(step: S, input: StepInput<S>): Promise<StepOutcome> | StepOutcome {
  const handler: Handler<S> = stepHandlers[step];
  return handler(input);
}
