import { ITEM_CODE_PATTERN, MAX_ITEM_CODE, priceItemProblems, type AdminPriceList, type PriceListFields } from '../../../../shared/api/admin-prices/schemas';
import type { LocalizedText } from '../../../../shared/i18n/localized-text';
import type { PriceItem, PriceItemKind, PriceList } from '../../../../shared/pricing/price-list';
import { t } from '../../../lib/i18n';
import { writtenOnly } from '../../../../shared/i18n/localized-text';

/**
 * A price list as the form holds it: amounts in AED and the VAT rate in %, as staff type them;
 * the API takes fils and basis points. An offer is typed as the AED taken off (a positive
 * number) and sent as a negative amount.
 */
export interface ItemDraft {
  /** The row's React key: the item's code, or a new row's number. */
  key: string;
  /** null for a new row: a code is made from its English label. */
  code: string | null;
  /** As typed, in each language (issue 31): English required, the others shown in its place while empty. */
  label: LocalizedText;
  kind: PriceItemKind;
  amount: string;
  vat: boolean;
}

export interface ListDraft {
  fee: string;
  vatRate: string;
  items: ItemDraft[];
}

/** Fils as an AED amount to type: '3300', '3307.5'. */
export const aedText = (fils: number) => String(fils / 100);

/** A typed AED amount in fils ('3,300.50' → 330050); null when it is not one, or has more than 2 decimals. */
export function parseAed(text: string): number | null {
  const clean = text.trim().replace(/,/g, '');
  if (!/^-?\d+(\.\d{1,2})?$/.test(clean)) return null;
  return Math.round(Number(clean) * 100);
}

/** A typed rate in % as basis points ('5' → 500, '2.5' → 250); null when it is not one. */
export function parsePercent(text: string): number | null {
  const clean = text.trim().replace(/\s*%$/, '');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  return Math.round(Number(clean) * 100);
}

export const itemDraftOf = (item: PriceItem): ItemDraft => ({
  key: item.code,
  code: item.code,
  label: item.label,
  kind: item.kind,
  amount: aedText(item.kind === 'first_month' ? -item.amountFils : item.amountFils),
  vat: item.vat,
});

export const draftOf = (list: Pick<AdminPriceList, 'monthlyFeeFils' | 'vatBasisPoints' | 'items'>): ListDraft => ({
  fee: aedText(list.monthlyFeeFils),
  vatRate: String(list.vatBasisPoints / 100),
  items: list.items.map(itemDraftOf),
});

/** A code for a new row from its label, unlike the list's others: 'Deep cleaning' → 'deep-cleaning'. */
export function codeFor(label: string, taken: ReadonlySet<string>): string {
  const base =
    label
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, MAX_ITEM_CODE - 4)
      .replace(/-+$/, '') || 'item';
  let code = base;
  for (let n = 2; taken.has(code); n += 1) code = `${base}-${n}`;
  return ITEM_CODE_PATTERN.test(code) ? code : 'item';
}

/** The call's body from the form, or what to fix first in a person's words. */
export function fieldsOf(draft: ListDraft): { fields: PriceListFields } | { problem: string } {
  const monthlyFeeFils = parseAed(draft.fee);
  if (monthlyFeeFils === null || monthlyFeeFils < 0) return { problem: t('The monthly fee is an amount in AED, e.g. 3300 or 3307.50.') };
  const vatBasisPoints = parsePercent(draft.vatRate);
  if (vatBasisPoints === null) return { problem: t('The VAT rate is a percentage, e.g. 5.') };
  const taken = new Set(draft.items.flatMap((i) => (i.code ? [i.code] : [])));
  const items: PriceItem[] = [];
  for (const [index, row] of draft.items.entries()) {
    const amount = parseAed(row.amount);
    if (amount === null) return { problem: t('Row {n}: the amount is in AED, e.g. 200 or 150.50.', { n: index + 1 }) };
    let code = row.code;
    if (code === null) {
      code = codeFor(row.label.en, taken);
      taken.add(code);
    }
    items.push({ code, label: writtenOnly(row.label), kind: row.kind, amountFils: row.kind === 'first_month' ? -amount : amount, vat: row.vat });
  }
  const empty = items.findIndex((i) => i.label.en === '');
  if (empty >= 0) return { problem: t('Row {n}: write the label families read.', { n: empty + 1 }) };
  const [problem] = priceItemProblems({ monthlyFeeFils, items });
  if (problem) return { problem: problem.message };
  return { fields: { monthlyFeeFils, vatBasisPoints, items } };
}

/** The list the form would save, for the live totals; null while something typed is not a price yet. */
export function previewOf(draft: ListDraft, list: Pick<PriceList, 'id' | 'service' | 'matchingTypeId'>): PriceList | null {
  const result = fieldsOf(draft);
  if ('problem' in result) return null;
  const { monthlyFeeFils, vatBasisPoints, items } = result.fields;
  return { ...list, monthlyFeeFils, vatBasisPoints, items };
}
