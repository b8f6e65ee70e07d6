import { textIn, type LocalizedText } from '../i18n/localized-text';
import type { Language } from '../tracking';

/**
 * Prices as data (DESIGN: Prices): a price list per service and, where it differs, per nationality
 * group (matching type), with its items. Amounts are whole fils (1 AED = 100 fils), so no sum is
 * ever a floating-point approximation. Pure: the server, the back office and the site share it.
 */

export const SERVICES = ['live_in', 'live_out', 'nanny'] as const;
export type Service = (typeof SERVICES)[number];

/**
 * `once`: a one-off charge with the first payment (a fee of 0 is shown as included);
 * `first_month`: a change to the first month's service fee, negative for an offer.
 */
export const ITEM_KINDS = ['once', 'first_month'] as const;
export type PriceItemKind = (typeof ITEM_KINDS)[number];

export interface PriceItem {
  code: string;
  /** The words families read, in each language staff wrote (issue 31; English the fallback). */
  label: LocalizedText;
  kind: PriceItemKind;
  amountFils: number;
  /** VAT is added to it (service charges); government fees pass through without VAT. */
  vat: boolean;
}

export interface PriceList {
  id: number;
  service: Service;
  /** The nationality group it is for; null for the service's price for every other group. */
  matchingTypeId: number | null;
  /** The monthly service fee before VAT. */
  monthlyFeeFils: number;
  /** VAT in basis points: 500 = 5 %. */
  vatBasisPoints: number;
  items: PriceItem[];
}

/** A maid's service: a nanny is priced as one, whether she lives in or out. */
export function serviceOf(maid: { living: 'live_in' | 'live_out'; isNanny: boolean }): Service {
  return maid.isNanny ? 'nanny' : maid.living;
}

/** The list for a service and group: the group's own, else the service's general one. */
export function priceListFor(lists: readonly PriceList[], service: Service, matchingTypeId: number): PriceList | undefined {
  return (
    lists.find((l) => l.service === service && l.matchingTypeId === matchingTypeId) ??
    lists.find((l) => l.service === service && l.matchingTypeId === null)
  );
}

const vatOf = (fils: number, basisPoints: number) => Math.round((fils * basisPoints) / 10_000);

export interface QuoteLine {
  code: string;
  /** The item's label in every language, kept as it was when quoted. */
  label: LocalizedText;
  /** Before VAT. */
  amountFils: number;
  vatFils: number;
}

/** What a family pays, from one price list: every figure the site shows and the forms they sign carry. */
export interface Quote {
  priceListId: number;
  service: Service;
  vatBasisPoints: number;
  monthlyFeeFils: number;
  monthlyVatFils: number;
  /** Every month after the first: fee and VAT. */
  monthlyTotalFils: number;
  /** First-month changes to the fee (offers), each with its VAT. */
  firstMonthChanges: QuoteLine[];
  /** The first month's fee and VAT after its changes. */
  firstMonthTotalFils: number;
  /** One-off charges with the first payment (amount > 0). */
  oneOffCharges: QuoteLine[];
  /** What the service includes at no charge (one-off items of 0). */
  included: LocalizedText[];
  /** The first month and the one-off charges: the first debit. */
  firstPaymentFils: number;
}

export function quote(list: PriceList): Quote {
  const line = (item: PriceItem): QuoteLine => ({
    code: item.code,
    label: item.label,
    amountFils: item.amountFils,
    vatFils: item.vat ? vatOf(item.amountFils, list.vatBasisPoints) : 0,
  });
  const monthlyVatFils = vatOf(list.monthlyFeeFils, list.vatBasisPoints);
  const monthlyTotalFils = list.monthlyFeeFils + monthlyVatFils;
  const firstMonthChanges = list.items.filter((i) => i.kind === 'first_month').map(line);
  const firstMonthTotalFils = Math.max(0, monthlyTotalFils + firstMonthChanges.reduce((sum, l) => sum + l.amountFils + l.vatFils, 0));
  const oneOffCharges = list.items.filter((i) => i.kind === 'once' && i.amountFils > 0).map(line);
  const included = list.items.filter((i) => i.kind === 'once' && i.amountFils === 0).map((i) => i.label);
  return {
    priceListId: list.id,
    service: list.service,
    vatBasisPoints: list.vatBasisPoints,
    monthlyFeeFils: list.monthlyFeeFils,
    monthlyVatFils,
    monthlyTotalFils,
    firstMonthChanges,
    firstMonthTotalFils,
    oneOffCharges,
    included,
    firstPaymentFils: firstMonthTotalFils + oneOffCharges.reduce((sum, l) => sum + l.amountFils + l.vatFils, 0),
  };
}

/** A quote as a family reads it: every label in `language` (its English where that one is empty). */
export type QuoteIn = Omit<Quote, 'firstMonthChanges' | 'oneOffCharges' | 'included'> & {
  firstMonthChanges: Array<Omit<QuoteLine, 'label'> & { label: string }>;
  oneOffCharges: Array<Omit<QuoteLine, 'label'> & { label: string }>;
  included: string[];
};

/** The quote in one language: what the public answers carry (a family's page never gets the other four). */
export function quoteIn(q: Quote, language: Language): QuoteIn {
  const line = (l: QuoteLine) => ({ ...l, label: textIn(l.label, language) });
  return { ...q, firstMonthChanges: q.firstMonthChanges.map(line), oneOffCharges: q.oneOffCharges.map(line), included: q.included.map((i) => textIn(i, language)) };
}

/** Money formatting lives in money.ts (the maid cards load it alone); re-exported for the other users of prices. */
export { formatAed, formatVatRate } from './money';
