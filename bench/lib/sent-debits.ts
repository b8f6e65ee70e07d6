import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { aedOf, RESULT_COLUMNS } from '../../src/server/modules/money/collection-files.js';
import { connect } from '../../src/server/db/client.js';
import { housemaids } from '../../src/server/db/schema.js';
import { quoteForMaid } from '../../src/server/modules/application/maid-quote.js';
import { sealField } from '../../src/server/modules/application/sealed-values.js';
import { mandateReferenceOf } from '../../src/server/modules/money/ledger.js';

/**
 * Many direct debits ready for the bank, written with a few set-based statements (the bench's
 * money section and the import crash test): submitted applications with their mandates and each
 * one first payment due on `dueOn`, scheduled or already sent. What the family signed is the
 * demo price list's quote for the first available maid, so invoices and schedules read it as
 * they read a real application's. References are written here: the column's default function
 * looks each one up, which within one big statement scans the table it is filling.
 */
export interface SeededDebits {
  count: number;
  dueOn: string;
  /** The mandate references, in order. */
  references: string[];
  totalFils: number;
  /** A results file that collects every debit. */
  collectedFile(): string;
}

export async function seedDebits(
  url: string,
  { count, dueOn, status, bankKey, prefix = 'BN' }: { count: number; dueOn: string; status: 'scheduled' | 'sent'; bankKey?: Buffer; prefix?: string },
): Promise<SeededDebits> {
  const database = connect(url, 1);
  const [maid] = await database.db.select({ id: housemaids.id }).from(housemaids).where(eq(housemaids.status, 'available')).limit(1);
  if (!maid) throw new Error('the database has no available maid to price the debits by');
  const quote = await quoteForMaid(database.db, maid.id);
  await database.close();
  if (!quote) throw new Error('the database has no price list for its first available maid');
  // The first payment's VAT as the ledger splits it (ledger.ts planOf).
  const firstVat =
    quote.oneOffCharges.reduce((sum, l) => sum + l.vatFils, 0) +
    (quote.firstMonthTotalFils > 0 ? Math.max(0, quote.monthlyVatFils + quote.firstMonthChanges.reduce((sum, l) => sum + l.vatFils, 0)) : 0);
  const totalFils = quote.firstPaymentFils;

  const ids = Array.from({ length: count }, () => randomUUID());
  const references = ids.map((_, i) => `${prefix}${String(i).padStart(7, '0').replace(/^(\d{3})/, '$1-')}`);
  // The bank's export opens each IBAN with the server's key, bound to its application.
  const ibans = ids.map((id) => (bankKey ? sealField(bankKey, id, 'iban', 'AE070331234567890123456') : null));
  const values = { clientName: 'Bench Family', accountHolderName: 'Bench Family', quote, debitStartDate: dueOn, directDebitSignedAt: new Date().toISOString() };
  const month = dueOn.slice(0, 7);

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(
      `insert into applications (id, session_id, reference, housemaid_id, status, current_step, stage, data)
       select a.id, 'bench-money-' || a.reference, a.reference, $3, 'submitted', 'END_WORK_FLOW', 'submitted',
              jsonb_build_object('values', $4::jsonb || case when a.iban is null then '{}'::jsonb else jsonb_build_object('ibanSealed', a.iban) end)
         from unnest($1::uuid[], $2::text[], $5::text[]) as a(id, reference, iban)`,
      [ids, references, maid.id, JSON.stringify(values), ibans],
    );
    await client.query(
      `insert into mandates (application_id, reference, status, signed_at, submitted_at)
       select a.id, a.reference, $3, now(), case when $3 = 'submitted' then now() end
         from unnest($1::uuid[], $2::text[]) as a(id, reference)`,
      [ids, references.map(mandateReferenceOf), status === 'sent' ? 'submitted' : 'signed'],
    );
    await client.query(
      `insert into statement_rows (application_id, kind, method, seq, due_on, period_to, net_fils, vat_fils, total_fils, vat_basis_points)
       select id, 'first_payment', 'direct_debit', 0, $2::date, ($2::date + interval '1 month')::date, $3, $4, $5, $6 from unnest($1::uuid[]) as id`,
      [ids, dueOn, totalFils - firstVat, firstVat, totalFils, quote.vatBasisPoints],
    );
    await client.query(
      `insert into statement_events (row_id, status, source) select r.id, 'scheduled', 'schedule' from statement_rows r where r.application_id = any($1::uuid[]) order by r.id`,
      [ids],
    );
    if (status === 'sent') {
      await client.query(
        `insert into statement_events (row_id, status, source, source_ref) select r.id, 'sent', 'export', $2 from statement_rows r where r.application_id = any($1::uuid[])`,
        [ids, `export:${month}`],
      );
    }
    await client.query('commit');
    await client.query('analyze');
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    await client.end();
  }
  return {
    count,
    dueOn,
    references: references.map(mandateReferenceOf),
    totalFils,
    collectedFile: () => [RESULT_COLUMNS.join(','), ...references.map((r) => `${mandateReferenceOf(r)},${dueOn},${aedOf(totalFils)},collected,`)].join('\n') + '\n',
  };
}
