import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exportCollections, exportStatements, importCollectionResults, listCollectionImports } from '../../../../shared/api/admin-money/contracts';
import type { z } from 'zod/mini';
import type { collectionImportSchema } from '../../../../shared/api/admin-money/schemas';
import { FinancePage } from './finance-page';
import { dubaiMonth, monthAfter } from './money-labels';
import { fakeApi, json, renderScreen, type Call } from './money-test-support';

type Import = z.infer<typeof collectionImportSchema>;

const earlier: Import = { id: 'i1', fileName: 'results-october.csv', lines: 120, applied: 119, problems: [{ line: 57, reference: 'DD-UNKNOWN1', problem: 'No mandate has this reference' }], createdAt: '2026-11-02T06:00:00Z', staffEmail: 'finance@agency.ae' };
const list = () => json({ imports: [earlier] });
const csv = new File(['reference,date,amount,status,return_reason\n'], 'results-november.csv', { type: 'text/csv' });

/** The file each download handed to the browser, by name. */
let saved: Array<{ name: string; blob: Blob }> = [];
beforeEach(() => {
  saved = [];
  const blobs = new Map<string, Blob>();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (b: Blob) => { const u = `blob:${blobs.size}`; blobs.set(u, b); return u; }, revokeObjectURL: () => undefined }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const importWith = (answer: (call: Call) => Response) => fakeApi('finance', { [`GET ${listCollectionImports.path}`]: list, [`POST ${importCollectionResults.path}`]: answer });

async function importFile() {
  renderScreen(<FinancePage />);
  const panel = screen.getByRole('region', { name: 'Import the bank’s results' });
  fireEvent.change(within(panel).getByLabelText('Bank results file (CSV)'), { target: { files: [csv] } });
  fireEvent.click(within(panel).getByRole('button', { name: 'Import results' }));
  return panel;
}

describe('the Finance page', () => {
  it('exports next month’s collection file as a download, saying it holds IBANs and is audited', async () => {
    const calls = fakeApi('finance', {
      [`GET ${listCollectionImports.path}`]: list,
      [`POST ${exportCollections.path}`]: () => new Response('reference,iban,amount,date\n', { headers: { 'content-type': 'text/csv' } }),
    });
    renderScreen(<FinancePage />);
    const panel = screen.getByRole('region', { name: 'Collections for the bank' });
    const next = monthAfter(dubaiMonth(), 1);
    expect((within(panel).getByLabelText('Month') as HTMLSelectElement).value).toBe(next);
    expect(within(panel).getByText('This file contains the families’ full IBANs.')).toBeTruthy();
    expect(within(panel).getByText(/recorded in the audit trail under your name/)).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Export collection file' }));
    expect(await within(panel).findByRole('status')).toHaveProperty('textContent', expect.stringContaining(`Saved collections-${next}.csv`));
    expect(JSON.parse(calls.find((c) => c.method === 'POST')!.body as string)).toEqual({ month: next });
    expect(saved.map((s) => s.name)).toEqual([`collections-${next}.csv`]);
    expect(await saved[0]!.blob.text()).toBe('reference,iban,amount,date\n');
  });

  it('shows an import’s result: its lines, those applied, and each line not applied with its number and reference', async () => {
    const calls = importWith(() =>
      json({
        import: {
          id: 'i2',
          fileName: 'results-november.csv',
          lines: 3,
          applied: 1,
          problems: [
            { line: 3, reference: 'DD-NOPE0001', problem: 'No mandate has this reference' },
            { line: 4, reference: 'DD-7K3D9QXB', problem: 'The amount differs: AED 3,000 in the file, AED 3,150 due' },
          ],
          createdAt: '2026-11-28T10:00:00Z',
          staffEmail: 'finance@agency.ae',
        },
        alreadyImported: false,
      }),
    );
    const panel = await importFile();
    const result = await within(panel).findByRole('status');
    expect(within(result).getByText('results-november.csv: 3 lines, 1 applied.')).toBeTruthy();
    expect(within(result).getByText('2 lines were not applied: check them with the bank.')).toBeTruthy();
    const rows = within(result).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([
      ['3', 'DD-NOPE0001', 'No mandate has this reference'],
      ['4', 'DD-7K3D9QXB', 'The amount differs: AED 3,000 in the file, AED 3,150 due'],
    ]);
    const sent = calls.find((c) => c.method === 'POST')!;
    expect(sent.body).toBeInstanceOf(FormData);
    expect(((sent.body as FormData).get('file') as File).name).toBe('results-november.csv');
    // The list of imports is read again after it.
    await waitFor(() => expect(calls.filter((c) => c.url === listCollectionImports.path)).toHaveLength(2));
  });

  it('shows a refused file’s message naming its lines, and says nothing was applied', async () => {
    importWith(() => json({ error: 'The file was not imported and nothing was applied. line 2: the date is not YYYY-MM-DD; line 5: the amount is negative.' }, 400));
    const panel = await importFile();
    const alert = await within(panel).findByRole('alert');
    expect(alert.textContent).toContain('line 2: the date is not YYYY-MM-DD; line 5: the amount is negative');
    expect(alert.textContent).toContain('Nothing of this file was applied: correct the lines named and import it again.');
    expect(within(panel).queryByRole('status')).toBeNull();
  });

  it('says a file imported before changed nothing, with the day it was imported', async () => {
    importWith(() => json({ import: earlier, alreadyImported: true }));
    const panel = await importFile();
    expect((await within(panel).findByRole('status')).textContent).toBe('This file was imported before on 2 Nov 2026, 10:00; nothing changed.');
  });

  it('asks for the file before sending anything', async () => {
    const calls = fakeApi('finance', { [`GET ${listCollectionImports.path}`]: list });
    renderScreen(<FinancePage />);
    const panel = screen.getByRole('region', { name: 'Import the bank’s results' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Import results' }));
    expect(within(panel).getByText('Choose the bank’s results file first.')).toBeTruthy();
    expect(document.activeElement).toBe(within(panel).getByLabelText('Bank results file (CSV)'));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('lists the imports so far with the lines each did not apply, and downloads a month’s statements', async () => {
    const calls = fakeApi('finance', {
      [`GET ${listCollectionImports.path}`]: list,
      [`GET ${exportStatements.path}`]: () => new Response('reference,due_on\n', { headers: { 'content-type': 'text/csv' } }),
    });
    renderScreen(<FinancePage />);
    const imports = screen.getByRole('region', { name: 'Imports so far' });
    const row = (await within(imports).findByText('results-october.csv')).closest('tr')!;
    expect([...row.children].map((c) => (c.querySelector('summary') ?? c).textContent)).toEqual(['2 Nov 2026, 10:00', 'results-october.csv', '120', '119', '1 line', 'finance@agency.ae']);
    expect(within(row).getByRole('cell', { name: '57' })).toBeTruthy();

    const statements = screen.getByRole('region', { name: 'Statements for a month' });
    fireEvent.change(within(statements).getByLabelText('Month'), { target: { value: monthAfter(dubaiMonth(), -1) } });
    fireEvent.click(within(statements).getByRole('button', { name: 'Download statements (CSV)' }));
    await within(statements).findByRole('status');
    expect(calls.find((c) => c.url.startsWith(exportStatements.path))!.url).toBe(`${exportStatements.path}?month=${monthAfter(dubaiMonth(), -1)}`);
    expect(saved.map((s) => s.name)).toEqual([`statements-${monthAfter(dubaiMonth(), -1)}.csv`]);
  });
});
