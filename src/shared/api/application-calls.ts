import { z } from 'zod';
import { boolParamSchema, maidIdSchema, sessionIdSchema } from './common.js';

/** The calls under /api/sales/application/… that the hire application adds (docs/api/application.md). */

export const APPLICATION_API = '/api/sales/application';

const flag = z.boolean().optional().default(false);

/** POST /api/sales/application/create: HIRE_MAID for a maid; reserves her. */
export const createApplicationBodySchema = z.object({
  sessionId: sessionIdSchema,
  housemaidId: maidIdSchema,
  mobile: z.boolean({ error: 'mobile must be true or false' }),
  wa: z
    .string()
    .regex(/^\d{1,2}$/, 'wa must be a small number')
    .nullish(),
  sma: flag,
  needEnterIbanNumber: flag,
  skipStartScreen: flag,
  isShortListedMaids: flag,
  fromSavedList: flag,
  /** v_auh: the maid's visa is issued in Abu Dhabi. */
  abuDhabi: flag,
  affiliateEvent: z.string().trim().max(80).nullish(),
});
export type CreateApplicationBody = z.input<typeof createApplicationBodySchema>;

export const documentSummarySchema = z.object({
  id: z.string(),
  kind: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});

/** The application as its owner (or the phone, or the spouse) sees it. */
export const applicationStateSchema = z.object({
  id: z.string(),
  role: z.enum(['owner', 'phone', 'spouse']),
  status: z.string(),
  currentStep: z.string(),
  prevStep: z.string().nullable(),
  completedSteps: z.array(z.string()),
  housemaid: z.object({ id: z.number().int() }),
  wa: z.string().nullable(),
  sma: z.boolean(),
  needEnterIbanNumber: z.boolean(),
  paidByCreditCard: z.boolean(),
  signedBySpouse: z.boolean(),
  skipStartScreen: z.boolean(),
  isShortListedMaids: z.boolean(),
  drafts: z.record(z.string(), z.record(z.string(), z.unknown())),
  summary: z.object({
    clientName: z.string().nullable(),
    bankName: z.string().nullable(),
    maskedIban: z.string().nullable(),
    documents: z.array(documentSummarySchema),
    directDebitSigned: z.boolean(),
    monthlySignatures: z.array(z.number().int()),
    phones: z.record(z.string(), z.string()),
    arrival: z.object({ date: z.string(), window: z.string() }).nullable(),
    address: z.record(z.string(), z.string()).nullable(),
  }),
});
export type ApplicationState = z.infer<typeof applicationStateSchema>;

export const appIdParamsSchema = z.object({ id: z.uuid({ error: 'appId must be an application id' }) });

export const sessionQuerySchema = z.object({ sessionId: sessionIdSchema });

/** POST /api/sales/application/:id/steps/:step */
export const submitStepBodySchema = z.object({
  sessionId: sessionIdSchema,
  mobile: z.boolean({ error: 'mobile must be true or false' }),
  data: z.record(z.string(), z.unknown()).default({}),
});

/** The answer to a submitted step: where to go, and the application as it now is. */
export const submitStepResponseSchema = z.object({
  next: z.object({ step: z.string(), query: z.record(z.string(), z.string()) }).nullable(),
  application: applicationStateSchema,
});

/** PUT /api/sales/application/:id/drafts/:step: unvalidated form input kept across reloads. */
export const MAX_DRAFT_CHARS = 4000;
export const saveDraftBodySchema = z.object({
  sessionId: sessionIdSchema,
  data: z
    .record(z.string().max(40), z.union([z.string().max(400), z.number(), z.boolean(), z.null()]))
    .refine((d) => Object.keys(d).length <= 20, 'at most 20 fields'),
});

/** POST /api/sales/application/:id/sms: SEND_SMS (spec section 7's SMS-to-spouse request). */
export const sendSmsBodySchema = z.object({
  sessionId: sessionIdSchema,
  mobile: z.boolean({ error: 'mobile must be true or false' }),
  phone: z.string({ error: 'Enter a mobile number' }),
  maidId: maidIdSchema.optional(),
  preferences: z.array(z.number().int()).max(50).optional(),
  mixPanelId: z.string().max(100).nullish(),
  additionalQueryParams: z.record(z.string().max(40), z.string().max(200)).default({}),
});
export const sendSmsResponseSchema = z.object({
  sent: z.literal(true),
  purpose: z.enum(['phone', 'spouse']),
  toPhone: z.string(),
  /** A prefilled https://wa.me/?text= share of the same link. */
  whatsappShareUrl: z.string(),
  application: applicationStateSchema,
});

/** POST /api/sales/application/link/redeem: the phone or the spouse opens a signed link. */
export const redeemLinkBodySchema = z.object({
  sessionId: sessionIdSchema,
  token: z.string({ error: 'The link is missing its token' }).min(10, 'This link is not valid').max(600, 'This link is not valid'),
});

/** GET /api/sales/ccserviceapplication/getappinfo */
export const appInfoQuerySchema = z.object({
  id: z.uuid({ error: 'id must be an application id' }),
  sessionId: sessionIdSchema,
  withPendingApp: boolParamSchema.optional(),
  forSignOnly: boolParamSchema.optional(),
  currentState: z.string().max(80).optional(),
  guiProperty: z.string().max(2000).optional(),
});

/** GET /api/sales/ccserviceapplication/getapplicationsbysessionId */
export const applicationsBySessionQuerySchema = z.object({
  sessionId: sessionIdSchema,
  affiliateEvent: z.string().max(80).optional(),
});

/** POST /api/sales/application/:id/payment-method: 'Pay Online' by card, or bank details and direct debit. */
export const paymentMethodBodySchema = z.object({
  sessionId: sessionIdSchema,
  mobile: z.boolean({ error: 'mobile must be true or false' }),
  method: z.enum(['card', 'bank'], { error: "method must be 'card' or 'bank'" }),
});

/** POST /api/sales/application/:id/existing-client/code: a returning client asks for a code by SMS. */
export const existingClientCodeBodySchema = z.object({
  sessionId: sessionIdSchema,
  phone: z.string({ error: 'Enter a mobile number' }),
});

/** POST /api/sales/application/:id/existing-client/verify: the code unlocks the documents on file. */
export const existingClientVerifyBodySchema = z.object({
  sessionId: sessionIdSchema,
  otp: z.string({ error: 'Enter the code' }),
});
