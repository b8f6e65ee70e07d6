import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as resources from '../../../shared/api/admin-resources/contracts.js';
import { MAX_RESOURCE_BYTES, type AdminResource } from '../../../shared/api/admin-resources/schemas.js';
import { errorResponseSchema } from '../../../shared/api/common.js';
import { urlOf } from '../../../shared/api/contract.js';
import { downloadResource } from '../../../shared/api/resources/contracts.js';
import { auditLog, downloadableResources } from '../../db/schema.js';
import { jpegBytes, multipartFile } from '../../test/application.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { addStaff, StaffBrowser } from '../../test/staff.js';

let t: TestApp;
let editor: StaffBrowser;
/** The resource these tests replace: its own row and file (the files folder is shared by the test run). */
const code = `test_guide_${Math.random().toString(36).slice(2, 8)}`;
const originalKey = `resources/${code}.pdf`;
const original = Buffer.from(`%PDF-1.4\n% the original ${code}\n${'o'.repeat(2000)}\n%%EOF\n`);
const pdf = (text: string) => Buffer.from(`%PDF-1.7\n% ${text}\n${'n'.repeat(4000)}\n%%EOF\n`);

beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_DELAY_MS: '0' });
  editor = new StaffBrowser(t.app);
  expect((await editor.signIn((await addStaff(t.database.db, 'editor')).email)).statusCode).toBe(200);
  await t.app.storage.put(originalKey, original);
  await t.database.db.insert(downloadableResources).values({ code, title: 'Test guide', fileName: 'Guide.pdf', storageKey: originalKey });
});
afterAll(async () => {
  const [row] = await t.database.db.select().from(downloadableResources).where(eq(downloadableResources.code, code));
  if (row) await t.app.storage.remove(row.storageKey);
  await t.app.storage.remove(originalKey);
  await t.close();
});

const errorOf = (body: string) => errorResponseSchema.parse(JSON.parse(body)).error;
const rowOf = async () => (await t.database.db.select().from(downloadableResources).where(eq(downloadableResources.code, code)))[0]!;
const download = () => t.app.inject(urlOf(downloadResource, {}, { code }));
/** The resource files of this test's code in the store. */
const filesOfCode = async () => (await t.app.storage.list('resources/')).map((f) => f.key).filter((k) => k.startsWith(`resources/${code}`));
function replace(bytes: Buffer, filename = 'guide.pdf', type = 'application/pdf', { browser = editor, csrf = true, forCode = code } = {}) {
  const { body, headers } = multipartFile(bytes, filename, type);
  return browser.call(resources.replaceResourceFile, { params: { code: forCode }, body, headers, csrf });
}
/** A replacement refused: the row, the served file and the stored files are as they were. */
async function expectNothingChanged(run: () => Promise<{ statusCode: number; body: string }>, status: number, message: string) {
  const [rowBefore, filesBefore, servedBefore] = [await rowOf(), await filesOfCode(), (await download()).rawPayload];
  const res = await run();
  expect(res.statusCode, res.body).toBe(status);
  expect(errorOf(res.body)).toContain(message);
  expect(await rowOf()).toEqual(rowBefore);
  expect((await filesOfCode()).sort()).toEqual(filesBefore.sort());
  expect((await download()).rawPayload.equals(servedBefore)).toBe(true);
}

describe('downloadable PDFs in the back office', () => {
  it('lists every resource with its file name, size and date', async () => {
    const res = await editor.call(resources.listAdminResources);
    expect(res.statusCode, res.body).toBe(200);
    const list = (res.json() as { resources: AdminResource[] }).resources;
    expect(list.find((r) => r.code === code)).toEqual({ code, title: 'Test guide', fileName: 'Guide.pdf', size: original.length, updatedAt: expect.any(String) });
    // The seeded documents are there too, with their files.
    expect(list.filter((r) => r.size !== null).length).toBeGreaterThan(1);
  });

  it('replaces the PDF: the public download serves the new bytes, the old file is gone, audited', async () => {
    const next = pdf('the new guide');
    const res = await replace(next, 'Guide 2026 final.pdf');
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { resource: AdminResource }).resource).toMatchObject({ code, fileName: 'Guide.pdf', size: next.length });

    const served = await download();
    expect(served.statusCode).toBe(200);
    // The back office opens it with the file's date in the address, past any cached copy.
    expect((await t.app.inject(`${urlOf(downloadResource, {}, { code })}&v=2026-01-01T00%3A00%3A00.000Z`)).rawPayload.equals(next)).toBe(true);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(next)).toBe(true);
    const row = await rowOf();
    expect(row.storageKey).not.toBe(originalKey);
    expect(await t.app.storage.exists(originalKey)).toBe(false);
    expect(await filesOfCode()).toEqual([row.storageKey]);

    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.subjectId, code));
    expect(entry).toMatchObject({
      action: 'content.resource-file',
      subjectType: 'resource',
      before: { storageKey: originalKey, size: original.length },
      after: { storageKey: row.storageKey, size: next.length, uploadedName: 'Guide 2026 final.pdf' },
    });

    // A second replacement removes the first one's file in turn.
    const third = pdf('the third guide');
    expect((await replace(third)).statusCode).toBe(200);
    expect((await download()).rawPayload.equals(third)).toBe(true);
    expect(await t.app.storage.exists(row.storageKey)).toBe(false);
    expect(await filesOfCode()).toHaveLength(1);
  });

  it('refuses a file that is not a PDF, whatever its name and type say (400), changing nothing', async () => {
    await expectNothingChanged(() => replace(jpegBytes(), 'guide.pdf', 'application/pdf'), 400, 'This file is not a PDF (it is image/jpeg)');
    await expectNothingChanged(() => replace(Buffer.from('just some words, not a document'), 'guide.pdf'), 400, 'This file is not a PDF');
    await expectNothingChanged(() => replace(Buffer.alloc(0)), 400, 'This file is empty');
  });

  it(`refuses a PDF over ${MAX_RESOURCE_BYTES / 1024 / 1024} MB (413), changing nothing`, async () => {
    const big = Buffer.concat([pdf('big'), Buffer.alloc(MAX_RESOURCE_BYTES + 1, 0x20)]);
    await expectNothingChanged(() => replace(big), 413, `This PDF is larger than ${MAX_RESOURCE_BYTES / 1024 / 1024} MB`);
  });

  it('refuses a body without a file (400) and an unknown code (404)', async () => {
    await expectNothingChanged(() => editor.call(resources.replaceResourceFile, { params: { code }, body: { file: 'x' } }), 400, 'multipart/form-data');
    const unknown = await replace(pdf('x'), 'x.pdf', 'application/pdf', { forCode: 'no_such_resource' });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown.body)).toContain("There is no downloadable resource 'no_such_resource'");
  });

  it('when the switch fails after the new file is stored, the new file is removed and the old one still serves', async () => {
    // The row cannot be changed: the transaction fails after the upload is in the store.
    const fn = `fail_${code}`;
    await t.database.pool.query(`create function ${fn}() returns trigger language plpgsql as $$ begin raise exception 'no change today'; end $$`);
    await t.database.pool.query(`create trigger ${fn} before update on downloadable_resources for each row when (old.code = '${code}') execute function ${fn}()`);
    try {
      const [rowBefore, filesBefore] = [await rowOf(), await filesOfCode()];
      const res = await replace(pdf('never served'));
      expect(res.statusCode).toBe(500);
      expect(await rowOf()).toEqual(rowBefore);
      expect(await filesOfCode()).toEqual(filesBefore);
      expect(await t.app.storage.exists(rowBefore.storageKey)).toBe(true);
      expect((await download()).statusCode).toBe(200);
    } finally {
      await t.database.pool.query(`drop trigger ${fn} on downloadable_resources; drop function ${fn}()`);
    }
  });
});

describe('who may', () => {
  it('strangers get 401 and agents 403, before the file is read', async () => {
    const stranger = new StaffBrowser(t.app);
    const agent = new StaffBrowser(t.app);
    await agent.signIn((await addStaff(t.database.db, 'agent')).email);
    expect((await stranger.call(resources.listAdminResources)).statusCode).toBe(401);
    expect((await agent.call(resources.listAdminResources)).statusCode).toBe(403);
    await expectNothingChanged(() => replace(pdf('stranger'), 'a.pdf', 'application/pdf', { browser: stranger }), 401, 'Sign in to the back office first.');
    await expectNothingChanged(() => replace(pdf('agent'), 'a.pdf', 'application/pdf', { browser: agent }), 403, 'Only editor or admin staff can do this');
  });

  it('a replacement without the CSRF token is refused (403)', async () => {
    await expectNothingChanged(() => replace(pdf('no token'), 'a.pdf', 'application/pdf', { csrf: false }), 403, 'This page is out of date');
  });
});
