import { asc, inArray } from 'drizzle-orm';
import { invoices, mandates, statementRows } from '../../db/schema.js';
import type { PersonalDataPlace } from '../data-rights/personal-data.js';

/**
 * The family's money (issue 30): their statement, mandate and tax invoices, all exported. An
 * erasure keeps them: the amounts are the agency's accounts, and a tax invoice, with the name it
 * was issued to, must be kept as issued for the period tax law sets (docs/invoices.md). Nothing
 * else personal is in these tables: no IBAN (opened only into the bank's file), no card.
 */
export const moneyPlace: PersonalDataPlace = {
  name: 'payments',
  async read({ db }, scope) {
    if (scope.applicationIds.length === 0) return [];
    const referenceOf = (id: string) => scope.applications.find((a) => a.id === id)?.reference ?? null;
    const [rows, mandateRows, issued] = await Promise.all([
      db.select().from(statementRows).where(inArray(statementRows.applicationId, scope.applicationIds)).orderBy(asc(statementRows.dueOn), asc(statementRows.createdAt)),
      db.select().from(mandates).where(inArray(mandates.applicationId, scope.applicationIds)),
      db.select().from(invoices).where(inArray(invoices.applicationId, scope.applicationIds)).orderBy(asc(invoices.series), asc(invoices.seq)),
    ]);
    return [
      ...mandateRows.map((m) => ({ application: referenceOf(m.applicationId), mandate: m.reference, status: m.status, signedAt: m.signedAt.toISOString() })),
      ...rows.map((r) => ({ application: referenceOf(r.applicationId), kind: r.kind, method: r.method, dueOn: r.dueOn, totalFils: r.totalFils, vatFils: r.vatFils, label: r.label })),
      ...issued.map((i) => ({ application: referenceOf(i.applicationId), invoice: i.number, kind: i.kind, issuedOn: i.facts.issuedOn, recipient: i.facts.recipient.name, totalFils: i.facts.totalFils })),
    ];
  },
  async erase() {
    // Kept by law, as above.
  },
};
