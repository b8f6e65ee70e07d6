import { createHash } from 'node:crypto';
import { and, desc, eq, gte, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import { monthDays } from '../../../shared/money/schedule.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { applications, collectionImports, mandates, staff, statementEvents, statementRows } from '../../db/schema.js';
import { badRequest } from '../../http/errors.js';
import { openField } from '../application/sealed-values.js';
import type { SmsProvider } from '../application/sms-provider.js';
import type { Tx } from '../application/tx.js';
import { recordAudit } from '../staff/audit.js';
import { aedOf, collectionCsv, parseResults, type ResultLine } from './collection-files.js';
import { issueInvoices } from './invoices.js';
import { anyOf, BATCH, currentStatus, writeSchedule } from './ledger.js';
import { tellReturned } from './returned.js';

/**
 * Direct-debit collections (issue 30; docs/api/money.md): a month's file for the bank, and the
 * bank's results read back in one transaction: all of a file or none of it, the same file twice
 * a no-op, every line that does not match reported with its line number.
 */

export interface Acting {
  staffId: string;
  ip: string;
}

type Problem = { line: number; reference: string; problem: string };

export const NOTHING_APPLIED = 'The file was not imported and nothing was applied.';

export function createCollections(db: Db, deps: { config: Config; bankKey: Buffer; payKey: Buffer; sms: SmsProvider }) {
  /** The month's debits to collect, written first where the schedule has not reached them yet. */
  async function exportMonth(month: string, who: Acting): Promise<{ csv: string; count: number }> {
    const { from, to } = monthDays(month);
    return db.transaction(async (tx) => {
      const running = await tx
        .select({ applicationId: mandates.applicationId })
        .from(mandates)
        .where(and(ne(mandates.status, 'cancelled'), sql`not exists (select 1 from ${statementRows} r where r.application_id = ${mandates.applicationId} and r.seq is not null and r.due_on >= ${from})`));
      for (const m of running) await writeSchedule(tx, m.applicationId, to);
      const due = await tx
        .select({
          rowId: statementRows.id,
          applicationId: statementRows.applicationId,
          dueOn: statementRows.dueOn,
          totalFils: statementRows.totalFils,
          status: currentStatus,
          mandateReference: mandates.reference,
          mandateStatus: mandates.status,
          ibanSealed: sql<string | null>`${applications.data} #>> '{values,ibanSealed}'`,
        })
        .from(statementRows)
        .innerJoin(mandates, eq(mandates.applicationId, statementRows.applicationId))
        .innerJoin(applications, eq(applications.id, statementRows.applicationId))
        .where(and(isNotNull(statementRows.seq), eq(statementRows.method, 'direct_debit'), gte(statementRows.dueOn, from), lte(statementRows.dueOn, to), inArray(currentStatus, ['scheduled', 'sent'])))
        .orderBy(statementRows.dueOn, mandates.reference);
      const lines = due.filter((r) => r.ibanSealed !== null);
      const toSend = lines.filter((r) => r.status === 'scheduled');
      const sent = toSend.map((r) => ({ rowId: r.rowId, status: 'sent' as const, source: 'export', sourceRef: `export:${month}` }));
      for (let i = 0; i < sent.length; i += BATCH) await tx.insert(statementEvents).values(sent.slice(i, i + BATCH));
      const submitted = [...new Set(lines.filter((r) => r.mandateStatus === 'signed').map((r) => r.applicationId))];
      if (submitted.length > 0) await tx.update(mandates).set({ status: 'submitted', submittedAt: new Date() }).where(anyOf(mandates.applicationId, submitted, 'uuid'));
      await recordAudit(tx, {
        ...who,
        action: 'money.collections-export',
        subjectType: 'collections',
        subjectId: month,
        after: { month, debits: lines.length, newlySent: toSend.length, totalFils: lines.reduce((sum, r) => sum + r.totalFils, 0) },
      });
      // The IBANs are opened only into this answer.
      const csv = collectionCsv(lines.map((r) => ({ mandateReference: r.mandateReference, iban: openField(deps.bankKey, r.applicationId, 'iban', r.ibanSealed!), totalFils: r.totalFils, dueOn: r.dueOn })));
      return { csv, count: lines.length };
    });
  }

  /** The debits each result line names: by mandate reference and day. */
  async function matching(tx: Tx, lines: readonly ResultLine[]) {
    const references = [...new Set(lines.map((l) => l.reference))];
    const found = await tx
      .select({ rowId: statementRows.id, reference: mandates.reference, dueOn: statementRows.dueOn, totalFils: statementRows.totalFils, status: currentStatus, applicationId: statementRows.applicationId })
      .from(statementRows)
      .innerJoin(mandates, eq(mandates.applicationId, statementRows.applicationId))
      .where(and(anyOf(mandates.reference, references, 'text'), isNotNull(statementRows.seq), eq(statementRows.method, 'direct_debit')))
      .for('update', { of: statementRows });
    const known = new Set(found.map((r) => r.reference));
    return { byKey: new Map(found.map((r) => [`${r.reference}|${r.dueOn}`, r])), known };
  }

  async function importResults(file: { name: string; bytes: Buffer }, who: Acting, origin: string) {
    const fileHash = createHash('sha256').update(file.bytes).digest('hex');
    const parsed = parseResults(file.bytes.toString('utf8'));
    if (!parsed.ok) throw badRequest(`${NOTHING_APPLIED} ${parsed.errors.slice(0, 20).join('; ')}${parsed.errors.length > 20 ? `; and ${parsed.errors.length - 20} more` : ''}.`);
    return db.transaction(async (tx) => {
      const [record] = await tx
        .insert(collectionImports)
        .values({ fileHash, fileName: file.name, lines: parsed.lines.length, applied: 0, staffId: who.staffId })
        .onConflictDoNothing()
        .returning({ id: collectionImports.id });
      if (!record) return { id: null, alreadyImported: true as const, fileHash };
      const { byKey, known } = await matching(tx, parsed.lines);
      const problems: Problem[] = [];
      const collected: string[] = [];
      const returned: { rowId: string; reason: string }[] = [];
      const seen = new Set<string>();
      for (const line of parsed.lines) {
        const key = `${line.reference}|${line.date}`;
        const row = byKey.get(key);
        const problem = (text: string) => problems.push({ line: line.line, reference: line.reference, problem: text });
        if (!known.has(line.reference)) problem('No mandate has this reference.');
        else if (!row) problem(`This mandate has no debit on ${line.date}.`);
        else if (row.totalFils !== line.amountFils) problem(`The amount ${aedOf(line.amountFils)} differs from the debit's ${aedOf(row.totalFils)}.`);
        else if (seen.has(key)) problem('This debit is in the file twice; the first line counts.');
        else if (row.status === line.status) seen.add(key); // applied before, by this file's twin or an earlier one: unchanged
        else if (row.status !== 'sent' && !(row.status === 'returned' && line.status === 'collected')) problem(`This debit is ${row.status}, not with the bank.`);
        else {
          seen.add(key);
          if (line.status === 'collected') collected.push(row.rowId);
          else returned.push({ rowId: row.rowId, reason: line.returnReason! });
        }
      }
      const events = [
        ...collected.map((rowId) => ({ rowId, status: 'collected' as const, source: 'import', sourceRef: `bank:${record.id}` })),
        ...returned.map((r) => ({ rowId: r.rowId, status: 'returned' as const, source: 'import', sourceRef: `bank:${record.id}`, reason: r.reason })),
      ];
      for (let i = 0; i < events.length; i += BATCH) await tx.insert(statementEvents).values(events.slice(i, i + BATCH));
      await issueInvoices(tx, deps.config, collected);
      const applicationOf = new Map([...byKey.values()].map((r) => [r.rowId, r.applicationId]));
      const activated = [...new Set(collected.map((id) => applicationOf.get(id)!))];
      if (activated.length > 0) {
        await tx.update(mandates).set({ status: 'active', activeAt: new Date() }).where(and(anyOf(mandates.applicationId, activated, 'uuid'), inArray(mandates.status, ['signed', 'submitted'])));
      }
      for (const r of returned) await tellReturned(tx, { ...deps, origin }, r.rowId);
      await tx.update(collectionImports).set({ applied: events.length, report: problems }).where(eq(collectionImports.id, record.id));
      await recordAudit(tx, {
        ...who,
        action: 'money.collections-import',
        subjectType: 'collection-import',
        subjectId: record.id,
        after: { fileName: file.name, fileHash, lines: parsed.lines.length, collected: collected.length, returned: returned.length, problems: problems.length },
      });
      return { id: record.id, alreadyImported: false as const, fileHash };
    });
  }

  async function imports(where?: { id?: string; fileHash?: string }) {
    const rows = await db
      .select({ id: collectionImports.id, fileName: collectionImports.fileName, lines: collectionImports.lines, applied: collectionImports.applied, report: collectionImports.report, createdAt: collectionImports.createdAt, staffEmail: staff.email })
      .from(collectionImports)
      .leftJoin(staff, eq(staff.id, collectionImports.staffId))
      .where(where?.id ? eq(collectionImports.id, where.id) : where?.fileHash ? eq(collectionImports.fileHash, where.fileHash) : undefined)
      .orderBy(desc(collectionImports.createdAt))
      .limit(100);
    return rows.map((r) => ({ id: r.id, fileName: r.fileName, lines: r.lines, applied: r.applied, problems: r.report, createdAt: r.createdAt.toISOString(), staffEmail: r.staffEmail }));
  }

  return {
    exportMonth,
    async importFile(file: { name: string; bytes: Buffer }, who: Acting, origin: string) {
      const outcome = await importResults(file, who, origin);
      const [record] = await imports(outcome.id ? { id: outcome.id } : { fileHash: outcome.fileHash });
      return { import: record!, alreadyImported: outcome.alreadyImported };
    },
    imports: () => imports(),
  };
}
