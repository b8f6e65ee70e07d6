import * as z from 'zod/mini';
import { localizedTextSchema, storedLocalizedTextSchema } from '../../i18n/localized-text.js';
import { ITEM_KINDS, SERVICES } from '../../pricing/price-list.js';

/** The documentation's section of this area's calls. */
const tag = 'Back office: prices';

/** The schemas of the back office's price-list calls (contracts.ts); DESIGN: Prices. */

/** AED 100,000 a month: far above any real fee, low enough that no sum overflows. */
export const MAX_MONTHLY_FEE_FILS = 10_000_000;
/** 20 %: the UAE's VAT is 5 %; the ceiling only stops a typo such as 500 % (50000). */
export const MAX_VAT_BASIS_POINTS = 2_000;
export const MAX_PRICE_ITEMS = 20;
export const MAX_ITEM_LABEL = 120;
export const MAX_ITEM_CODE = 40;
/** One-off charges and offers are bounded like the fee. */
export const MAX_ITEM_AMOUNT_FILS = MAX_MONTHLY_FEE_FILS;
/** An item's code: lower-case words joined by hyphens ('filipina-offer'). */
export const ITEM_CODE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const serviceSchema = z.enum(SERVICES, { error: `service is one of ${SERVICES.join(', ')}` });

const quoteLineSchema = z.object({ code: z.string(), label: storedLocalizedTextSchema, amountFils: z.number(), vatFils: z.number() });

/** What a family pays from a list (src/shared/pricing/price-list.ts, quote()). */
export const quoteSchema = z.object({
  priceListId: z.number(),
  service: serviceSchema,
  vatBasisPoints: z.number(),
  monthlyFeeFils: z.number(),
  monthlyVatFils: z.number(),
  monthlyTotalFils: z.number(),
  firstMonthChanges: z.array(quoteLineSchema),
  firstMonthTotalFils: z.number(),
  oneOffCharges: z.array(quoteLineSchema),
  included: z.array(storedLocalizedTextSchema),
  firstPaymentFils: z.number(),
});

export const priceItemSchema = z.object({
  code: z.string({ error: 'each item has a code' }).check(
    z.trim(),
    z.regex(ITEM_CODE_PATTERN, "an item's code is lower-case letters and digits joined by hyphens, e.g. filipina-offer"),
    z.maxLength(MAX_ITEM_CODE, `an item's code: at most ${MAX_ITEM_CODE} characters`),
  ),
  /** The words families read, in each language (English required: the fallback; issue 31). */
  label: localizedTextSchema("an item's label", MAX_ITEM_LABEL),
  kind: z.enum(ITEM_KINDS, { error: "an item's kind is once (a one-off charge) or first_month (a change to the first month, an offer)" }),
  amountFils: z.number({ error: "an item's amountFils is a number of fils (AED 1 = 100 fils)" }).check(
    z.int("an item's amountFils is a whole number of fils (AED 1 = 100 fils)"),
    z.gte(-MAX_ITEM_AMOUNT_FILS, `an item's amount is at most AED ${MAX_ITEM_AMOUNT_FILS / 100} either way`),
    z.lte(MAX_ITEM_AMOUNT_FILS, `an item's amount is at most AED ${MAX_ITEM_AMOUNT_FILS / 100} either way`),
  ),
  vat: z.boolean({ error: "an item's vat is true (VAT is added) or false" }),
});

const monthlyFeeSchema = z.number({ error: 'monthlyFeeFils is the monthly fee before VAT, in fils (AED 1 = 100 fils)' }).check(
  z.int('monthlyFeeFils is a whole number of fils (AED 1 = 100 fils)'),
  z.gte(0, 'monthlyFeeFils cannot be negative'),
  z.lte(MAX_MONTHLY_FEE_FILS, `monthlyFeeFils is at most ${MAX_MONTHLY_FEE_FILS} (AED ${(MAX_MONTHLY_FEE_FILS / 100).toLocaleString('en-US')})`),
);
const vatSchema = z.number({ error: 'vatBasisPoints is the VAT rate in hundredths of a percent: 500 is 5 %' }).check(
  z.int('vatBasisPoints is a whole number: 500 is 5 %'),
  z.gte(0, 'vatBasisPoints cannot be negative'),
  z.lte(MAX_VAT_BASIS_POINTS, `vatBasisPoints is at most ${MAX_VAT_BASIS_POINTS} (${MAX_VAT_BASIS_POINTS / 100} %): 500 is 5 %`),
);
const itemsSchema = z.array(priceItemSchema, { error: 'items is a list of items' }).check(z.maxLength(MAX_PRICE_ITEMS, `at most ${MAX_PRICE_ITEMS} items in a list`));

type PricesDraft = { monthlyFeeFils: number; items: ReadonlyArray<{ code: string; label: { en: string }; kind: string; amountFils: number }> };

/**
 * The checks across fields, in a person's words (row numbers from 1): a one-off charge is not
 * negative, a first-month change is an offer of at most the monthly fee, and codes are unique.
 * The back office's form runs the same function before sending.
 */
export function priceItemProblems({ monthlyFeeFils, items }: PricesDraft): Array<{ index: number; field: 'code' | 'amountFils'; message: string }> {
  const problems: Array<{ index: number; field: 'code' | 'amountFils'; message: string }> = [];
  const seen = new Map<string, number>();
  items.forEach((item, index) => {
    const row = `Row ${index + 1} (${item.label.en})`;
    if (item.kind === 'once' && item.amountFils < 0) {
      problems.push({ index, field: 'amountFils', message: `${row}: a one-off charge cannot be negative; for a discount use a first-month change.` });
    }
    if (item.kind === 'first_month' && item.amountFils > 0) {
      problems.push({ index, field: 'amountFils', message: `${row}: a first-month change is an offer, 0 or less (e.g. -20000 for AED 200 off); a charge on top is a one-off charge.` });
    }
    if (item.kind === 'first_month' && -item.amountFils > monthlyFeeFils) {
      problems.push({ index, field: 'amountFils', message: `${row}: an offer takes at most the monthly fee off the first month.` });
    }
    const first = seen.get(item.code);
    if (first !== undefined) problems.push({ index, field: 'code', message: `${row}: its code '${item.code}' is also row ${first + 1}'s; each item needs its own.` });
    else seen.set(item.code, index);
  });
  const offers = items.filter((i) => i.kind === 'first_month').reduce((sum, i) => sum + i.amountFils, 0);
  if (problems.length === 0 && -offers > monthlyFeeFils) {
    const index = items.findLastIndex((i) => i.kind === 'first_month');
    problems.push({ index, field: 'amountFils', message: 'The first-month offers together take more than the monthly fee off: the first month cannot cost less than nothing.' });
  }
  return problems;
}

const checkItems = z.superRefine((value: PricesDraft, ctx) => {
  for (const p of priceItemProblems(value)) ctx.addIssue({ code: 'custom', message: p.message, path: ['items', p.index, p.field], input: value.items[p.index] });
});

export const priceListFieldsSchema = z
  .object({ monthlyFeeFils: monthlyFeeSchema, vatBasisPoints: vatSchema, items: itemsSchema })
  .check(checkItems);
export type PriceListFields = z.input<typeof priceListFieldsSchema>;

export const newPriceListSchema = z
  .object({
    service: serviceSchema,
    /** The nationality group (matching type) it is for; null for the service's general list. */
    matchingTypeId: z.nullable(
      z.number({ error: 'matchingTypeId is a nationality group id, or null for the general list' }).check(
        z.int('matchingTypeId is a whole number'),
        z.positive('matchingTypeId is a nationality group id'),
      ),
    ),
    /** Left out: the service's general list's, or (without one) required. */
    monthlyFeeFils: z.optional(monthlyFeeSchema),
    vatBasisPoints: z.optional(vatSchema),
    items: z.optional(itemsSchema),
  })
  .check(z.superRefine((value, ctx) => {
    if (value.monthlyFeeFils !== undefined && value.items) {
      for (const p of priceItemProblems({ monthlyFeeFils: value.monthlyFeeFils, items: value.items })) {
        ctx.addIssue({ code: 'custom', message: p.message, path: ['items', p.index, p.field], input: value.items[p.index] });
      }
    }
  }));
export type NewPriceList = z.input<typeof newPriceListSchema>;

export const adminPriceListSchema = z.object({
  id: z.number(),
  service: serviceSchema,
  matchingTypeId: z.nullable(z.number()),
  /** The group's label; null for the general list. */
  matchingTypeLabel: z.nullable(z.string()),
  monthlyFeeFils: z.number(),
  vatBasisPoints: z.number(),
  items: z.array(priceItemSchema),
  /** Still exactly the demo values the site was installed with (src/server/seed/prices.ts). */
  demo: z.boolean(),
  updatedAt: z.string(),
  /** What a family is shown from it. */
  quote: quoteSchema,
});
export type AdminPriceList = z.infer<typeof adminPriceListSchema>;

const matchingTypeSchema = z.object({ id: z.number(), label: z.string() });
export type PriceGroup = z.infer<typeof matchingTypeSchema>;

const idParams = z.object({ id: z.coerce.number().check(z.int('the price list id is a whole number'), z.positive('the price list id is a whole number')) });
const listAnswer = z.object({ priceList: adminPriceListSchema });

export const listPriceLists = {
  summary: 'Every price list by service, general list first, each with its group and what a family is shown (monthly total, first payment); and the nationality groups a list may be for (agent, editor, admin)',
  tag,
  responses: { 200: z.object({ priceLists: z.array(adminPriceListSchema), matchingTypes: z.array(matchingTypeSchema) }) },
};

export const createPriceList = {
  summary: "Adds a service's list for a nationality group (or its general list), starting from the general list's prices unless given; the same service and group twice → 409, an unknown group → 400 (editor, admin)",
  tag,
  body: newPriceListSchema,
  responses: { 200: listAnswer },
};

export const updatePriceList = {
  summary: "Changes a list's monthly fee, VAT rate and items; the site's cards and new applications use it at once (editor, admin)",
  tag,
  params: idParams,
  body: priceListFieldsSchema,
  responses: { 200: listAnswer },
};

/** Whom a change of a list reaches, read before it is saved (the prices page's confirmation). */
export const priceListReachSchema = z.object({
  /** Maids shown on the site (not hidden, not hired) whose price this list sets: their cards change at once. */
  maids: z.number(),
  /** Applications in progress for those maids: each keeps the price it was shown when it started. */
  applicationsInProgress: z.number(),
  /** Of those, the ones started before prices were kept with an application: they read the list as it is. */
  withoutKeptPrice: z.number(),
});
export type PriceListReach = z.infer<typeof priceListReachSchema>;

export const getPriceListReach = {
  summary: "Whom a change of this list reaches: the maids on the site it prices, and the applications in progress for them, which keep the price they were shown (editor, admin)",
  tag,
  params: idParams,
  responses: { 200: priceListReachSchema },
};

export const deletePriceList = {
  summary: "Removes a list: a group's maids fall back to the general list; a general list goes only once its service has no group lists (409) (editor, admin)",
  tag,
  params: idParams,
  responses: { 200: z.object({ deleted: z.number() }) },
};
