import * as z from 'zod/mini';
import { MAID_AVAILABILITY } from '../../catalogue/maid-availability.js';
import { maidIdSchema, sessionIdSchema } from '../common.js';
import { SERVICES } from '../../pricing/price-list.js';

/** The documentation's section of this area's calls. */
const tag = 'Hire application';

const quoteLineSchema = z.object({ code: z.string(), label: z.string(), amountFils: z.int(), vatFils: z.int() });

/** src/shared/pricing/price-list.ts's Quote: every figure in fils. */
export const quoteSchema = z.object({
  priceListId: z.int(),
  service: z.enum(SERVICES),
  vatBasisPoints: z.int(),
  monthlyFeeFils: z.int(),
  monthlyVatFils: z.int(),
  monthlyTotalFils: z.int(),
  firstMonthChanges: z.array(quoteLineSchema),
  firstMonthTotalFils: z.int(),
  oneOffCharges: z.array(quoteLineSchema),
  included: z.array(z.string()),
  firstPaymentFils: z.int(),
});

/**
 * The form in the reader's language, read beside the English that is signed (as the signed PDF
 * prints it): a label per row in the rows' order, a value where the English value has words (null
 * where it is data, placed as it is), and a term per term.
 */
export const formTranslationSchema = z.object({
  title: z.string(),
  labels: z.array(z.string()),
  values: z.array(z.nullable(z.string())),
  terms: z.array(z.string()),
});

/** src/shared/application/signed-forms.ts's SignedForm: what is read above a signature pad. */
export const signedFormSchema = z.object({
  title: z.string(),
  rows: z.array(z.object({ label: z.string(), value: z.string() })),
  terms: z.array(z.string()),
  /** Absent when the reader's language is English. */
  translation: z.optional(formTranslationSchema),
});

export const getMaidOffer = {
  summary: 'A maid, whether this browser can hire her now, and what hiring her costs: the monthly total, the first payment and what is included',
  tag,
  query: z.object({ housemaidId: maidIdSchema }),
  responses: {
    200: z.object({
      maid: z.object({ id: z.int(), name: z.string(), nationality: z.string(), posterURL: z.string() }),
      /** Whether this browser can start (or resume) her application now (shared/catalogue/maid-availability.ts). */
      availability: z.enum(MAID_AVAILABILITY),
      serviceName: z.string(),
      quote: quoteSchema,
    }),
  },
};
export type MaidOffer = z.infer<(typeof getMaidOffer.responses)[200]>;

export const getSignedForms = {
  summary: 'The full text of the direct-debit mandate and of each monthly payment form, as they are signed and as the signed PDF carries them: the English that is signed, with the reader\'s language beside it',
  tag,
  params: z.object({ id: z.uuid({ error: 'appId must be an application id' }) }),
  query: z.object({ sessionId: sessionIdSchema }),
  responses: { 200: z.object({ reference: z.string(), mandate: signedFormSchema, monthly: z.array(signedFormSchema) }) },
};
export type SignedForms = z.infer<(typeof getSignedForms.responses)[200]>;
