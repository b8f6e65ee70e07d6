import * as z from 'zod/mini';
import { DOCUMENT_KINDS } from '../../application/constants.js';
import { STAGES } from '../../application/stages.js';
import { boolParamSchema, maidIdSchema, sessionIdSchema } from '../common.js';
import { quoteSchema } from '../offer/schemas.js';

/** The documentation's section of this area's calls. */
const tag = 'Hire application';

/** The schemas of the hire application's calls (contracts.ts). A step's own data is parsed by its step schema (steps.ts). */

const MOBILE_MESSAGE = 'mobile must be true or false';
const mobileSchema = z.boolean({ error: MOBILE_MESSAGE });
const flag = z._default(z.boolean(), false);
const shortText = (max: number) => z.string().check(z.maxLength(max));

export const documentSummarySchema = z.object({
  id: z.string(),
  kind: z.string(),
  contentType: z.string(),
  size: z.int(),
});

/** The application as its owner (or the phone, or the spouse) sees it. */
export const applicationStateSchema = z.object({
  id: z.string(),
  role: z.enum(['owner', 'phone', 'spouse']),
  status: z.string(),
  currentStep: z.string(),
  prevStep: z.nullable(z.string()),
  completedSteps: z.array(z.string()),
  /** The maid, by her first name and photo, shown throughout the application. */
  housemaid: z.object({ id: z.int(), name: z.string(), posterURL: z.string() }),
  /** Short and human-readable: on the thank-you page, in the SMS and on the PDFs. */
  reference: z.string(),
  /** The price shown when the application started (shared/pricing): what the family signs for. */
  quote: z.nullable(quoteSchema),
  wa: z.nullable(z.string()),
  sma: z.boolean(),
  needEnterIbanNumber: z.boolean(),
  paidByCreditCard: z.boolean(),
  signedBySpouse: z.boolean(),
  skipStartScreen: z.boolean(),
  isShortListedMaids: z.boolean(),
  drafts: z.record(z.string(), z.record(z.string(), z.unknown())),
  summary: z.object({
    clientName: z.nullable(z.string()),
    /** The documents step's answer: the residence visa is a page of its own. */
    needsVisa: z.optional(z.boolean()),
    bankName: z.nullable(z.string()),
    maskedIban: z.nullable(z.string()),
    /** As the bank step gave it; the IBAN itself only masked. */
    accountHolderName: z.optional(z.nullable(z.string())),
    documents: z.array(documentSummarySchema),
    directDebitSigned: z.boolean(),
    monthlySignatures: z.array(z.int()),
    phones: z.record(z.string(), z.string()),
    arrival: z.nullable(z.object({ date: z.string(), window: z.string() })),
    address: z.nullable(z.record(z.string(), z.string())),
    /** CLIENT_SPOUSE_NUMBER answered 'I sign alone' (no spouse number). */
    signsAlone: z.optional(z.boolean()),
  }),
});
export type ApplicationState = z.infer<typeof applicationStateSchema>;

const appIdParams = z.object({ id: z.uuid({ error: 'appId must be an application id' }) });
const stepParams = z.extend(appIdParams, { step: shortText(80) });
const sessionQuery = z.object({ sessionId: sessionIdSchema });

/** Where to go after a step, and the application as it now is. */
const stepAnswerSchema = z.object({
  next: z.nullable(z.object({ step: z.string(), query: z.record(z.string(), z.string()) })),
  application: applicationStateSchema,
});
export type StepAnswer = z.infer<typeof stepAnswerSchema>;

/** POST create: HIRE_MAID for a maid; reserves her. */
export const createApplication = {
  summary: 'HIRE_MAID: reserves the maid and starts an application bound to this browser (or resumes its pending one)',
  tag,
  body: z.object({
    sessionId: sessionIdSchema,
    housemaidId: maidIdSchema,
    mobile: mobileSchema,
    wa: z.nullish(z.string().check(z.regex(/^\d{1,2}$/, 'wa must be a small number'))),
    sma: flag,
    needEnterIbanNumber: flag,
    skipStartScreen: flag,
    isShortListedMaids: flag,
    fromSavedList: flag,
    /** v_auh: the maid's visa is issued in Abu Dhabi. */
    abuDhabi: flag,
    affiliateEvent: z.nullish(z.string().check(z.trim(), z.maxLength(80))),
  }),
  responses: { 200: applicationStateSchema },
};
export type CreateApplicationBody = z.input<typeof createApplication.body>;

/** GET :id */
export const getApplication = {
  summary: 'The application as the calling browser may see it',
  tag,
  params: appIdParams,
  query: sessionQuery,
  responses: { 200: applicationStateSchema },
};

/** POST :id/steps/:step: the step's data is checked by the step's own schema (steps.ts). */
export const submitStep = {
  summary: "Saves one step's data, in the workflow's order, and says which step comes next",
  tag,
  params: stepParams,
  body: z.object({
    sessionId: sessionIdSchema,
    mobile: mobileSchema,
    data: z._default(z.record(z.string(), z.unknown()), {}),
  }),
  responses: { 200: stepAnswerSchema },
};

/** POST :id/payment-method: 'Pay Online' by card, or bank details and direct debit. */
export const setPaymentMethod = {
  summary: "'Pay Online' by card, or bank details and direct debit, until the payment is set up",
  tag,
  params: appIdParams,
  body: z.object({
    sessionId: sessionIdSchema,
    mobile: mobileSchema,
    method: z.enum(['card', 'bank'], { error: "method must be 'card' or 'bank'" }),
  }),
  responses: { 200: stepAnswerSchema },
};

/** POST :id/existing-client/code: a returning client asks for a code by SMS. The number is checked by the service, which names the field. */
export const requestExistingClientCode = {
  summary: 'A returning client asks for an SMS code to reuse the documents on file (the answer reveals nothing)',
  tag,
  params: appIdParams,
  body: z.object({ sessionId: sessionIdSchema, phone: z.string({ error: 'Enter a mobile number' }) }),
  responses: { 200: z.object({ sent: z.literal(true) }) },
};

/** POST :id/existing-client/verify: the code unlocks the documents on file. */
export const verifyExistingClient = {
  summary: "The SMS code copies the returning client's documents on file into this application",
  tag,
  params: appIdParams,
  body: z.object({ sessionId: sessionIdSchema, otp: z.string({ error: 'Enter the code' }) }),
  responses: { 200: applicationStateSchema },
};

export const MAX_DRAFT_FIELDS = 20;

/** PUT :id/drafts/:step: unvalidated form input kept across reloads. */
export const saveDraft = {
  summary: "Keeps a step's unfinished input (never bank numbers, signatures or card details)",
  tag,
  params: stepParams,
  body: z.object({
    sessionId: sessionIdSchema,
    data: z
      .record(shortText(40), z.union([shortText(400), z.number(), z.boolean(), z.null()]))
      .check(z.refine((d) => Object.keys(d).length <= MAX_DRAFT_FIELDS, `at most ${MAX_DRAFT_FIELDS} fields`)),
  }),
  responses: { 200: applicationStateSchema },
};
export type DraftValues = z.output<typeof saveDraft.body>['data'];

/**
 * POST :id/documents/:kind: one file as multipart/form-data in the field "file". The server reads
 * the stream itself, so the body is never parsed as JSON (and is undefined to the validator).
 */
export const uploadDocument = {
  summary: 'Uploads one document (JPEG, PNG or PDF) as multipart/form-data in the field "file"; it replaces one of the same kind',
  tag,
  upload: true,
  params: z.extend(appIdParams, {
    kind: z.enum(DOCUMENT_KINDS, { error: `kind must be one of ${DOCUMENT_KINDS.join(', ')}` }),
  }),
  query: sessionQuery,
  body: z.optional(z.custom<FormData>()),
  responses: { 200: applicationStateSchema },
};

/** DELETE :id/documents/:kind: the document of that kind, row and file, while the application is pending. */
export const removeDocument = {
  summary: 'Removes the uploaded document of one kind; a needed one cannot be removed once the documents step is done, only replaced',
  tag,
  params: uploadDocument.params,
  query: sessionQuery,
  responses: { 200: applicationStateSchema },
};

/** GET :id/files/:docId: an uploaded document, as uploaded. */
export const getDocumentFile = {
  summary: 'An uploaded document, to its owner only',
  tag,
  params: z.extend(appIdParams, { docId: z.uuid({ error: 'docId must be a document id' }) }),
  query: sessionQuery,
  responses: {},
};

/** GET :id/direct-debit-mandate: the signed mandate as a PDF. */
export const getDirectDebitMandate = {
  summary: 'The signed direct-debit mandate as a PDF, to the client only',
  tag,
  params: appIdParams,
  query: sessionQuery,
  responses: {},
};

/** POST :id/sms: SEND_SMS (spec section 7's SMS-to-spouse request). The number is checked by the service, which names the field. */
export const sendSms = {
  summary: "SEND_SMS: a signed link to the client's phone (desktop) or to the spouse (wa)",
  tag,
  params: appIdParams,
  body: z.object({
    sessionId: sessionIdSchema,
    mobile: mobileSchema,
    phone: z.string({ error: 'Enter a mobile number' }),
    maidId: z.optional(maidIdSchema),
    preferences: z.optional(z.array(z.int()).check(z.maxLength(50))),
    mixPanelId: z.nullish(shortText(100)),
    additionalQueryParams: z._default(z.record(shortText(40), shortText(200)), {}),
  }),
  responses: {
    200: z.object({
      sent: z.literal(true),
      purpose: z.enum(['phone', 'spouse']),
      toPhone: z.string(),
      /** A prefilled https://wa.me/?text= share of the same link. */
      whatsappShareUrl: z.string(),
      application: applicationStateSchema,
    }),
  },
};
export type SendSmsBody = z.input<typeof sendSms.body>;
export type SendSmsAnswer = z.infer<(typeof sendSms.responses)[200]>;

/**
 * POST :id/phone-link-qr: on desktop SEND_SMS, the link the SMS would carry, as a QR code to scan
 * instead of typing a number. Asked again, it gives the same link while that is unopened.
 */
export const getPhoneLinkQr = {
  summary: 'Desktop SEND_SMS: a signed link that continues the application on a phone, with its QR code (SVG)',
  tag,
  params: appIdParams,
  body: z.object({
    sessionId: sessionIdSchema,
    mobile: mobileSchema,
    maidId: z.optional(maidIdSchema),
    additionalQueryParams: z._default(z.record(shortText(40), shortText(200)), {}),
  }),
  responses: {
    200: z.object({
      url: z.string(),
      /** An SVG document of the QR code of `url`. */
      svg: z.string(),
    }),
  },
};
export type PhoneLinkQrBody = z.input<typeof getPhoneLinkQr.body>;

/** POST link/redeem: the phone or the spouse opens a signed link. */
export const redeemLink = {
  summary: 'Opens a signed SMS link on this browser, which is granted the application (one browser per link)',
  tag,
  body: z.object({
    sessionId: sessionIdSchema,
    token: z.string({ error: 'The link is missing its token' }).check(z.minLength(10, 'This link is not valid'), z.maxLength(600, 'This link is not valid')),
  }),
  responses: { 200: applicationStateSchema },
};

/** GET getappinfo */
export const getAppInfo = {
  summary: 'Where the application stands: its current and previous steps',
  tag,
  // The call of spec section 7: the browser's access cookie identifies the caller, so sessionId is
  // optional; any id this browser may not open (foreign, guessed, malformed) is a 404.
  query: z.object({
    id: z.string({ error: 'id is required' }).check(z.trim(), z.minLength(1, 'id is required'), z.maxLength(100, 'id must be an application id')),
    sessionId: z.optional(sessionIdSchema),
    withPendingApp: z.optional(boolParamSchema),
    forSignOnly: z.optional(boolParamSchema),
    currentState: z.optional(shortText(80)),
    guiProperty: z.optional(shortText(2000)),
  }),
  responses: {
    200: z.object({
      id: z.string(),
      currentStep: z.string(),
      prevStep: z.nullable(z.string()),
      needEnterIbanNumber: z.boolean(),
      paidByCreditCard: z.boolean(),
      signedBySpouse: z.boolean(),
      housemaid: z.object({ id: z.int() }),
      guiProperty: z.object({ skipStartScreen: z.boolean() }),
    }),
  },
};
export type AppInfo = z.infer<(typeof getAppInfo.responses)[200]>;

/** GET getapplicationsbysessionId */
export const getApplicationsBySessionId = {
  summary: 'The applications this browser may open, newest first',
  tag,
  query: z.object({ sessionId: sessionIdSchema, affiliateEvent: z.optional(shortText(80)) }),
  responses: {
    200: z.array(
      z.object({
        id: z.string(),
        housemaid: z.object({ id: z.int() }),
        currentStep: z.string(),
        status: z.string(),
        createdAt: z.string(),
      }),
    ),
  },
};
export type ApplicationList = z.infer<(typeof getApplicationsBySessionId.responses)[200]>;

export const applicationStatusSchema = z.object({
  id: z.string(),
  reference: z.string(),
  /** Null while the family has not finished the application. */
  stage: z.nullable(z.enum(STAGES)),
  submittedAt: z.nullable(z.string()),
  /** When each stage was reached, oldest first (a stage stepped back from and reached again shows its latest time). */
  reached: z.array(z.object({ stage: z.enum(STAGES), at: z.string() })),
  /** Why the agency cancelled it; null unless cancelled. */
  cancelReason: z.nullable(z.string()),
  housemaid: z.object({ id: z.number(), name: z.string(), posterURL: z.string() }),
  /** The visa stage's waits from the site parameters, in days; those not set are left out. */
  visaWaits: z.array(z.object({ code: z.string(), days: z.number() })),
  arrival: z.nullable(z.object({ date: z.string(), window: z.string() })),
  documents: z.array(z.object({ id: z.string(), kind: z.string(), contentType: z.string() })),
  /** The signed direct-debit mandate can be downloaded (not with card payments). */
  mandate: z.boolean(),
  /** The spouse's signing link (wa), when one was sent: to whom (masked), when last, and whether they signed. */
  spouseLink: z.nullable(z.object({ toPhone: z.string(), sentAt: z.string(), signed: z.boolean() })),
});
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/** POST :id/spouse-link: from /my-application, the spouse's signing link sent again (shared/application/spouse-link.ts). */
export const sendSpouseLinkAgain = {
  summary:
    "The spouse's signing link sent again by SMS (a new link to the spouse's number), to the client only: after one was sent, while the spouse has not signed and the application is not cancelled or completed; not twice within a minute (429); a captcha after the sensitive-call threshold",
  tag,
  params: appIdParams,
  body: z.object({ sessionId: sessionIdSchema }),
  responses: { 200: z.object({ toPhone: z.string(), sentAt: z.string() }) },
};

/** GET :id/status: the family's status page (/my-application). */
export const getApplicationStatus = {
  summary: "The application's stage after submission, the maid, the expected days, the family's documents: to the client (session cookie or a redeemed link) only",
  tag,
  // Any text: a reference or a guessed id is a 404 like someone else's application, not a 400 that tells them apart.
  params: z.object({ id: z.string().check(z.maxLength(64, 'No such application.')) }),
  query: sessionQuery,
  responses: { 200: applicationStatusSchema },
};
