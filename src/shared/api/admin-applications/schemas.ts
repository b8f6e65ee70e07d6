import * as z from 'zod/mini';
import { EMIRATES } from '../../application/constants.js';
import { MAX_STAGE_REASON, STAGES } from '../../application/stages.js';
import { STEPS } from '../../workflow/steps.js';
import { INTERVIEW_STATUSES, INTERVIEW_WAYS } from '../../interviews/states.js';

/** The documentation's section of this area's calls. */
const tag = 'Back office: applications desk';

/** The schemas of the applications desk's calls (contracts.ts). */

export const APPLICATION_STATUSES = ['pending', 'submitted'] as const;
export const INBOX_PAGE_SIZE = 50;

const dayParam = (name: string) => z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, `${name} is a day, YYYY-MM-DD`)));
const positiveId = (name: string) => z.optional(z.coerce.number().check(z.int(`${name} is an id`), z.positive(`${name} is an id`)));

export const applicationRowSchema = z.object({
  id: z.string(),
  reference: z.string(),
  createdAt: z.string(),
  status: z.string(),
  currentStep: z.string(),
  maidId: z.number(),
  maidName: z.string(),
  nationality: z.string(),
  clientName: z.nullable(z.string()),
  emirate: z.nullable(z.string()),
  /** Every month after the first, fee and VAT, in fils, as quoted to the family. */
  monthlyTotalFils: z.nullable(z.number()),
  /** Whether the client's personal data was erased (data rights): the name is gone, not missing. */
  erased: z.boolean(),
  stage: z.nullable(z.enum(STAGES)),
  assigneeEmail: z.nullable(z.string()),
});
export type ApplicationRow = z.infer<typeof applicationRowSchema>;

export const listApplications = {
  summary: 'Hire applications, newest first, 50 a page: filtered by step, status, emirate, creation days (Dubai), maid and nationality; searched by phone or reference (agent, admin)',
  tag,
  query: z.object({
    q: z.optional(z.string().check(z.trim(), z.maxLength(40, 'q: at most 40 characters'))),
    step: z.optional(z.enum(STEPS, { error: 'step must be a step name' })),
    status: z.optional(z.enum(APPLICATION_STATUSES, { error: `status must be one of ${APPLICATION_STATUSES.join(', ')}` })),
    emirate: z.optional(z.enum(EMIRATES, { error: `emirate must be one of ${EMIRATES.join(', ')}` })),
    from: dayParam('from'),
    to: dayParam('to'),
    maid: positiveId('maid'),
    nationality: positiveId('nationality'),
    stage: z.optional(z.enum(STAGES, { error: `stage must be one of ${STAGES.join(', ')}` })),
    assigned: z.optional(z.enum(['me'], { error: 'assigned can only be "me"' })),
    page: z.optional(z.coerce.number().check(z.int('page is a whole number'), z.gte(1, 'page starts at 1'), z.lte(10_000, 'page: at most 10000'))),
  }),
  responses: { 200: z.object({ applications: z.array(applicationRowSchema), total: z.number(), page: z.number(), pageSize: z.number() }) },
};

export const MAX_NOTE_LENGTH = 2000;

const messageSchema = z.object({ id: z.number(), kind: z.string(), toPhone: z.string(), createdAt: z.string(), sentAt: z.nullable(z.string()), status: z.nullable(z.string()) });

const stageChangeSchema = z.object({
  from: z.nullable(z.enum(STAGES)),
  to: z.enum(STAGES),
  reason: z.nullable(z.string()),
  /** Null for the family's own submission. */
  by: z.nullable(z.string()),
  smsSent: z.boolean(),
  at: z.string(),
});
export type StageChange = z.infer<typeof stageChangeSchema>;
const assigneeSchema = z.object({ id: z.string(), email: z.string(), role: z.string() });
export type Assignee = z.infer<typeof assigneeSchema>;
const noteSchema = z.object({ id: z.number(), text: z.string(), by: z.nullable(z.string()), at: z.string() });
export type ApplicationNote = z.infer<typeof noteSchema>;

/** A call the family had asked for with a maid before or after applying (issue 32), found by the application's numbers. */
const applicationInterviewSchema = z.object({
  id: z.string(),
  maid: z.object({ id: z.number(), name: z.string() }),
  startsAt: z.string(),
  way: z.enum(INTERVIEW_WAYS),
  status: z.enum(INTERVIEW_STATUSES),
  /** Staff's note on what became of the call. */
  note: z.nullable(z.string()),
  /** Whether the call was with the maid of this application. */
  sameMaid: z.boolean(),
});

const quoteLineSchema = z.object({ code: z.string(), label: z.string(), amountFils: z.number(), vatFils: z.number() });

export const applicationDetailSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.string(),
  currentStep: z.string(),
  completedSteps: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedAt: z.nullable(z.string()),
  paidByCreditCard: z.boolean(),
  context: z.object({ wa: z.nullable(z.string()), sma: z.boolean(), abuDhabi: z.boolean() }),
  maid: z.object({ id: z.number(), name: z.string(), nationality: z.string() }),
  client: z.object({
    name: z.nullable(z.string()),
    phone: z.nullable(z.string()),
    whatsapp: z.nullable(z.string()),
    spouse: z.nullable(z.string()),
    signsAlone: z.nullable(z.boolean()),
    needsVisa: z.nullable(z.boolean()),
    /** Whether an Emirates ID number was given; the number itself never leaves the server here. */
    emiratesIdOnFile: z.boolean(),
  }),
  arrival: z.nullable(z.object({ date: z.string(), window: z.string() })),
  address: z.nullable(z.object({ emirate: z.string(), area: z.string(), building: z.string(), apartment: z.string() })),
  heardAboutUs: z.nullable(z.object({ source: z.string(), other: z.nullable(z.string()) })),
  mostHatedMatchingTypes: z.array(z.string()),
  bank: z.object({
    /** `•••• 1234`: the full IBAN only through the audited reveal. */
    maskedIban: z.nullable(z.string()),
    bankName: z.nullable(z.string()),
    accountHolderName: z.nullable(z.string()),
    ibanConfirmed: z.boolean(),
    debitStartDate: z.nullable(z.string()),
    card: z.nullable(z.object({ brand: z.string(), last4: z.string(), verifiedAt: z.nullable(z.string()) })),
  }),
  signatures: z.object({
    directDebitSigned: z.boolean(),
    directDebitSignedAt: z.nullable(z.string()),
    monthlySigned: z.number(),
    monthlyForms: z.number(),
    signedBySpouse: z.boolean(),
  }),
  quote: z.nullable(
    z.object({
      service: z.string(),
      monthlyFeeFils: z.number(),
      monthlyVatFils: z.number(),
      monthlyTotalFils: z.number(),
      firstMonthTotalFils: z.number(),
      firstPaymentFils: z.number(),
      firstMonthChanges: z.array(quoteLineSchema),
      oneOffCharges: z.array(quoteLineSchema),
      included: z.array(z.string()),
    }),
  ),
  documents: z.array(z.object({ id: z.string(), kind: z.string(), contentType: z.string(), size: z.number(), createdAt: z.string() })),
  messages: z.array(messageSchema),
  timeline: z.array(z.object({ at: z.nullable(z.string()), what: z.string(), detail: z.nullable(z.string()) })),
  /** When the client's personal data was erased (data rights); null while it is kept. */
  erasedAt: z.nullable(z.string()),
  /**
   * The client's applications, this one included: those with the same client mobile number (or
   * this one alone when it has none). Export and erase act on all of them.
   */
  clientApplications: z.array(z.object({ id: z.string(), reference: z.string(), createdAt: z.string(), status: z.string() })),
  stage: z.nullable(z.enum(STAGES)),
  stageHistory: z.array(stageChangeSchema),
  assignee: z.nullable(assigneeSchema),
  notes: z.array(noteSchema),
  /** The interview calls booked from a number this application holds (client, WhatsApp, spouse), newest first. */
  interviewCalls: z.array(applicationInterviewSchema),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

const idParams = z.object({ id: z.uuid({ error: 'id is an application id' }) });

export const getAdminApplication = {
  summary: "One application as the desk sees it: the maid, the client, every step's answers, the quote, documents, messages and a timeline; the IBAN masked (agent, admin)",
  tag,
  params: idParams,
  responses: { 200: z.object({ application: applicationDetailSchema }) },
};

export const revealApplicationIban = {
  summary: "The application's full IBAN, audited as application.iban-reveal (agent, admin)",
  tag,
  params: idParams,
  responses: { 200: z.object({ iban: z.string() }) },
};

export const revealApplicationEmiratesId = {
  summary: "The application's Emirates ID number in full, audited as application.emirates-id-reveal (agent, admin; CSRF)",
  tag,
  params: idParams,
  responses: { 200: z.object({ emiratesIdNumber: z.string() }) },
};

export const resendSpouseLink = {
  summary:
    "Sends the spouse's signing link again by SMS (a new link to the spouse's number): only after one was sent, while the spouse has not signed and the application is not cancelled or completed, and not twice within a minute (429). Audited as application.spouse-link-resend (agent, admin; CSRF)",
  tag,
  params: idParams,
  responses: { 200: z.object({ toPhone: z.string(), sentAt: z.string(), messages: z.array(messageSchema) }) },
};

export const getApplicationDocument = {
  summary: 'One uploaded document, shown inline, audited as application.document-view (agent, admin)',
  tag,
  params: z.extend(idParams, { docId: z.uuid({ error: 'docId is a document id' }) }),
  responses: {},
};

export const getApplicationSignedPdf = {
  summary: 'The signed forms as the client downloads them (PDF), audited as application.signed-pdf-view (agent, admin)',
  tag,
  params: idParams,
  responses: {},
};

export const exportClientData = {
  summary:
    "Everything stored about the application's client, as a ZIP: client.json (every field, the IBAN and Emirates ID number in clear, messages, links, My List) and the documents, signatures and signed forms; audited as application.export (agent, admin)",
  tag,
  params: idParams,
  responses: {},
};

/** The confirmation typed by staff: the application's reference, written any way (`7k3d 9qxb`). */
const TYPE_THE_REFERENCE = "reference: type the application's reference to confirm";
export const eraseConfirmationSchema = z.object({
  reference: z.string({ error: TYPE_THE_REFERENCE }).check(z.trim(), z.minLength(1, TYPE_THE_REFERENCE), z.maxLength(20, 'reference: at most 20 characters')),
});

export const eraseClientData = {
  summary:
    "Erases the client's personal data from every application of the client (clientApplications): documents and their files, signatures, names, numbers, IBAN, Emirates ID, address, free text, messages' texts and numbers, access grants and links; the applications stay, anonymised. Audited as application.erase; erasing again changes nothing (agent, admin; CSRF)",
  tag,
  params: idParams,
  body: eraseConfirmationSchema,
  responses: { 200: z.object({ erasedAt: z.string(), references: z.array(z.string()) }) },
};

export const changeApplicationStage = {
  summary: 'Moves a submitted application one stage on, back one stage or to cancelled (with a reason); audited as application.stage; optionally texts the client the status page link (agent, admin)',
  tag,
  params: idParams,
  body: z.object({
    stage: z.enum(STAGES, { error: `stage must be one of ${STAGES.join(', ')}` }),
    reason: z.optional(z.string().check(z.trim(), z.maxLength(MAX_STAGE_REASON, `reason: at most ${MAX_STAGE_REASON} characters`))),
    sendSms: z._default(z.boolean({ error: 'sendSms is true or false' }), false),
  }),
  responses: { 200: z.object({ stage: z.enum(STAGES), stageHistory: z.array(stageChangeSchema), messages: z.array(messageSchema) }) },
};

export const assignApplication = {
  summary: 'Assigns the application to an active agent or admin, or to no one (null); audited as application.assign (agent, admin)',
  tag,
  params: idParams,
  body: z.object({ staffId: z.nullable(z.uuid({ error: 'staffId is a staff id, or null for no one' })) }),
  responses: { 200: z.object({ assignee: z.nullable(assigneeSchema) }) },
};

export const addApplicationNote = {
  summary: 'Adds a staff note to the application (notes are never edited); audited as application.note (agent, admin)',
  tag,
  params: idParams,
  body: z.object({
    text: z.string({ error: 'text: write the note' }).check(z.trim(), z.minLength(1, 'text: write the note'), z.maxLength(MAX_NOTE_LENGTH, `text: at most ${MAX_NOTE_LENGTH} characters`)),
  }),
  responses: { 200: z.object({ notes: z.array(noteSchema) }) },
};

export const listApplicationAssignees = {
  summary: 'The active agents and admins an application can be assigned to (agent, admin)',
  tag,
  responses: { 200: z.object({ staff: z.array(assigneeSchema) }) },
};
