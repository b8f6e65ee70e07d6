import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

/**
 * Our own CSV layouts for the bank (docs/api/money.md): the collection file we hand the bank, and
 * the results file we read back. Banks differ; a small adapter per bank can turn theirs into these.
 */

export const COLLECTION_COLUMNS = ['mandate_reference', 'iban', 'amount', 'date'] as const;
export const RESULT_COLUMNS = ['reference', 'date', 'amount', 'status', 'return_reason'] as const;
export const RESULT_STATUSES = ['collected', 'returned'] as const;

/** Fils as the files write amounts: AED with two decimals and a point, no thousands separator. */
export const aedOf = (fils: number) => `${Math.floor(fils / 100)}.${String(fils % 100).padStart(2, '0')}`;

export function collectionCsv(rows: readonly { mandateReference: string; iban: string; totalFils: number; dueOn: string }[]): string {
  return stringify(
    rows.map((r) => [r.mandateReference, r.iban, aedOf(r.totalFils), r.dueOn]),
    { header: true, columns: [...COLLECTION_COLUMNS] },
  );
}

export interface ResultLine {
  line: number;
  reference: string;
  date: string;
  amountFils: number;
  status: (typeof RESULT_STATUSES)[number];
  returnReason: string | null;
}

export type ParsedResults = { ok: true; lines: ResultLine[] } | { ok: false; errors: string[] };

function isDay(value: string): boolean {
  const day = new Date(`${value}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** Every line checked; any mistake refuses the whole file, naming each line (1 is the header). */
export function parseResults(text: string): ParsedResults {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { info: true, skip_empty_lines: true, trim: true, bom: true, relax_column_count: true }) as unknown as typeof records;
  } catch (error) {
    return { ok: false, errors: [`The file is not readable CSV: ${(error as Error).message}`] };
  }
  const [header, ...body] = records;
  if (!header || header.record.join(',').toLowerCase() !== RESULT_COLUMNS.join(',')) {
    return { ok: false, errors: [`Line 1: the header must be exactly ${RESULT_COLUMNS.join(',')}`] };
  }
  if (body.length === 0) return { ok: false, errors: ['The file has no result lines.'] };
  const errors: string[] = [];
  const lines: ResultLine[] = [];
  for (const { record, info } of body) {
    const line = info.lines;
    const wrong = (what: string) => errors.push(`Line ${line}: ${what}`);
    if (record.length !== RESULT_COLUMNS.length) {
      wrong(`it has ${record.length} columns, not ${RESULT_COLUMNS.length}`);
      continue;
    }
    const [reference, date, amount, status, reason] = record as [string, string, string, string, string];
    const before = errors.length;
    if (!/^[A-Z0-9-]{3,40}$/i.test(reference)) wrong('the reference is missing or not a mandate reference');
    if (!isDay(date)) wrong(`the date "${date}" is not a day written YYYY-MM-DD`);
    if (!/^\d{1,7}(\.\d{1,2})?$/.test(amount)) wrong(`the amount "${amount}" is not an amount in AED of 0 or more, such as 3150.00`);
    if (!(RESULT_STATUSES as readonly string[]).includes(status.toLowerCase())) wrong(`the status "${status}" is not collected or returned`);
    else if (status.toLowerCase() === 'returned' && reason === '') wrong('a returned debit needs its return reason');
    if (errors.length > before) continue;
    const [whole, part = ''] = amount.split('.');
    lines.push({
      line,
      reference: reference.toUpperCase(),
      date,
      amountFils: Number(whole) * 100 + Number(part.padEnd(2, '0')),
      status: status.toLowerCase() as ResultLine['status'],
      returnReason: status.toLowerCase() === 'returned' ? reason : null,
    });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, lines };
}
