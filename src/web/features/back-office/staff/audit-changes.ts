import { formatAed, formatVatRate } from '../../../../shared/pricing/money';
import { t } from '../../../lib/i18n';

/**
 * An audit row's before and after as staff read them: one line per field that changed,
 * "Monthly fee: AED 3,800 → AED 3,990", amounts in AED (the rows keep fils), lists of priced
 * items by their label. A row with only an after (something made) lists its values; with only a
 * before (something removed), the values it had.
 */

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value);

/** monthlyFeeFils → "Monthly fee"; a key's words, its unit left to the value. */
export function fieldName(key: string): string {
  const words = key
    .replace(/(Fils|BasisPoints)$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .replace(/\biban\b/g, 'IBAN')
    .replace(/\bvat\b/g, 'VAT')
    .replace(/\bsms\b/g, 'SMS')
    .replace(/\bid\b/g, 'id');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value in words: money in AED, a VAT rate in %, yes/no, a list joined; none as a dash. */
export function valueText(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number' && /Fils$/.test(key)) return formatAed(value);
  if (typeof value === 'number' && /BasisPoints$/.test(key)) return formatVatRate(value);
  if (typeof value === 'boolean') return value ? t('Yes') : t('No');
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((v) => (isPlain(v) ? itemText(v) : valueText(key, v))).join(', ');
  if (isPlain(value)) return Object.entries(value).map(([k, v]) => `${fieldName(k)} ${valueText(k, v)}`).join(', ');
  return String(value);
}

/** An item's label: its English ({ en, ar… } since issue 31; entries written before hold the English alone). */
const labelOf = (item: Plain): string | undefined => (typeof item.label === 'string' ? item.label : isPlain(item.label) && typeof item.label.en === 'string' ? item.label.en : undefined);

/** A priced item (a price list's line): its label and amount. */
function itemText(item: Plain): string {
  const label = labelOf(item) ?? (typeof item.code === 'string' ? item.code : '');
  const amount = typeof item.amountFils === 'number' ? formatAed(item.amountFils) : '';
  return [label, amount].filter(Boolean).join(' ') || valueText('', Object.fromEntries(Object.entries(item)));
}

/** A list of items with a code (a price list's lines) as code → item, so that each line is compared with itself. */
const byCode = (value: unknown): Map<string, Plain> | null =>
  Array.isArray(value) && value.every((v) => isPlain(v) && typeof v.code === 'string') ? new Map(value.map((v) => [(v as Plain).code as string, v as Plain])) : null;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function changeLines(before: unknown, after: unknown): string[] {
  const from = isPlain(before) ? before : before === null || before === undefined ? {} : { value: before };
  const to = isPlain(after) ? after : after === null || after === undefined ? {} : { value: after };
  const lines: string[] = [];
  for (const key of [...new Set([...Object.keys(from), ...Object.keys(to)])]) {
    const [a, b] = [from[key], to[key]];
    if (key in from && key in to && same(a, b)) continue;
    const [oldItems, newItems] = [byCode(a), byCode(b)];
    if (oldItems && newItems) {
      for (const code of [...new Set([...oldItems.keys(), ...newItems.keys()])]) {
        const [x, y] = [oldItems.get(code), newItems.get(code)];
        if (same(x, y)) continue;
        const name = labelOf((y ?? x)!) ?? code;
        // Only its words changed (a translation added, say): said so, not as the same amount twice.
        if (x && y && x.amountFils === y.amountFils && x.kind === y.kind && x.vat === y.vat) {
          lines.push(`${name}: ${t('label changed')}`);
          continue;
        }
        lines.push(`${name}: ${x ? valueText('amountFils', x.amountFils) : '—'} → ${y ? valueText('amountFils', y.amountFils) : t('removed')}`);
      }
      continue;
    }
    if (!(key in from)) lines.push(`${fieldName(key)}: ${valueText(key, b)}`);
    else if (!(key in to)) lines.push(`${fieldName(key)}: ${valueText(key, a)}`);
    else lines.push(`${fieldName(key)}: ${valueText(key, a)} → ${valueText(key, b)}`);
  }
  return lines;
}
