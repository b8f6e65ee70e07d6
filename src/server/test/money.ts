import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import * as money from '../../shared/api/admin-money/contracts.js';
import * as family from '../../shared/api/money/contracts.js';
import type { Statement } from '../../shared/api/money/schemas.js';
import type { Db } from '../db/client.js';
import { smsOutbox } from '../db/schema.js';
import { readData } from '../modules/application/application-data.js';
import { aedOf, RESULT_COLUMNS } from '../modules/money/collection-files.js';
import { json, multipartFile } from './application.js';
import { runSampleJourney, type SampleJourney } from './sample-journey.js';
import type { StaffBrowser } from './staff.js';

/** Test support for money (issue 30): a family's statement, the bank's files, a returned debit. */

export const statementOf = async (j: SampleJourney) => {
  const res = await j.browser.callAbout(family.getStatement, j.appId);
  expect(res.statusCode, res.body).toBe(200);
  return json<Statement>(res);
};

/** The bank's results file, in our layout. */
export const resultsFile = (lines: Array<[reference: string, date: string, fils: number, status: 'collected' | 'returned', reason?: string]>) =>
  `${RESULT_COLUMNS.join(',')}\n${lines.map(([ref, date, fils, status, reason]) => `${ref},${date},${aedOf(fils)},${status},${reason ?? ''}`).join('\n')}\n`;

export const importResults = (finance: StaffBrowser, text: string, name = 'results.csv') => {
  const { body, headers } = multipartFile(Buffer.from(text), name, 'text/csv');
  return finance.call(money.importCollectionResults, { body, headers });
};

/** A sent application whose first debit the bank returned: its journey, the row, and the payment link's token from the SMS. */
export async function returnedFirstDebit(app: FastifyInstance, db: Db, finance: StaffBrowser, lang?: string) {
  const journey = await runSampleJourney(app, db, { lang });
  const [row] = await db.query.applications.findMany({ where: (a, { eq: is }) => is(a.id, journey.appId) });
  const first = readData(row!.data).values.debitStartDate!;
  expect((await finance.call(money.exportCollections, { body: { month: first.slice(0, 7) } })).statusCode).toBe(200);
  const statement = await statementOf(journey);
  const debit = statement.rows[0]!;
  const imported = await importResults(finance, resultsFile([[statement.mandate!.reference, first, debit.totalFils, 'returned', 'AM04 Insufficient funds']]));
  expect(imported.statusCode, imported.body).toBe(200);
  const [sms] = await db.select().from(smsOutbox).where(and(eq(smsOutbox.applicationId, journey.appId), eq(smsOutbox.kind, 'debit-returned')));
  const token = /\/pay\/([\w-]+\.[\w-]+)/.exec(sms!.body)![1]!;
  return { journey, rowId: debit.id, totalFils: debit.totalFils, token, sms: sms! };
}
