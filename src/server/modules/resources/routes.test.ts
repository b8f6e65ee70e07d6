import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../../shared/api/common.js';
import { urlOf } from '../../../shared/api/contract.js';
import { downloadResource, getLegalDisclosureFile } from '../../../shared/api/resources/contracts.js';
import { downloadableResources } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { LEGAL_DISCLOSURE_CODE } from './routes.js';

let t: TestApp;
const suffix = randomBytes(4).toString('hex');
const code = `test_resource_${suffix}`;
const key = `resources/test-${suffix}.pdf`;
const pdf = Buffer.from(`%PDF-1.4\n% test document ${suffix}\n${'x'.repeat(3000)}\n%%EOF\n`);

beforeAll(async () => {
  t = await createTestApp();
  // Its own file under a unique key (the files folder is shared by the test run) and its own rows.
  await t.app.storage.put(key, pdf);
  const db = t.database.db;
  await db.insert(downloadableResources).values({ code, title: 'Test', fileName: 'Contract sample.pdf', storageKey: key });
  await db
    .insert(downloadableResources)
    .values({ code: LEGAL_DISCLOSURE_CODE, title: 'Legal', fileName: 'legal-disclosure.pdf', storageKey: key })
    .onConflictDoUpdate({ target: downloadableResources.code, set: { storageKey: key, fileName: 'legal-disclosure.pdf' } });
  await db.insert(downloadableResources).values({ code: `missing_${suffix}`, title: 'Gone', fileName: 'gone.pdf', storageKey: `resources/gone-${suffix}.pdf` });
});
afterAll(async () => {
  await t.app.storage.remove(key);
  await t.close();
});

describe('downloadresource', () => {
  it('streams the PDF inline with its type, length, name and cache headers', async () => {
    const res = await t.app.inject(urlOf(downloadResource, {}, { code }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-length']).toBe(String(pdf.length));
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="Contract sample.pdf"/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.rawPayload.equals(pdf)).toBe(true);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: urlOf(downloadResource, {}, { code }) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.length).toBe(0);
  });

  it('offers the file as an attachment when download=true', async () => {
    const res = await t.app.inject(urlOf(downloadResource, {}, { code, download: true }));
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Contract sample.pdf"/);
  });

  it('answers 404 naming an unknown code, or a code whose file is missing', async () => {
    const res = await t.app.inject(urlOf(downloadResource, {}, { code: 'no_such_resource' }));
    expect(res.statusCode).toBe(404);
    expect(errorResponseSchema.parse(res.json()).error).toContain("'no_such_resource'");
    const gone = await t.app.inject(urlOf(downloadResource, {}, { code: `missing_${suffix}` }));
    expect(gone.statusCode).toBe(404);
    expect(errorResponseSchema.parse(gone.json()).error).toContain(`missing_${suffix}`);
  });

  it('refuses a missing or malformed code with a 400 naming it', async () => {
    for (const query of ['', 'code=', 'code=..%2F..%2Fetc%2Fpasswd', `code=${'a'.repeat(101)}`, `code=${code}&download=perhaps`]) {
      const res = await t.app.inject(`${downloadResource.path}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(errorResponseSchema.parse(res.json()).error).toMatch(/'code'|'download'/);
    }
  });
});

describe('getlegaldisclosurefile', () => {
  it('streams the legal disclosure PDF', async () => {
    const res = await t.app.inject(getLegalDisclosureFile.path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="legal-disclosure.pdf"/);
    expect(res.rawPayload.equals(pdf)).toBe(true);
  });

  it('answers 404 naming the code when the disclosure is not configured', async () => {
    await t.database.db.delete(downloadableResources);
    const res = await t.app.inject(getLegalDisclosureFile.path);
    expect(res.statusCode).toBe(404);
    expect(errorResponseSchema.parse(res.json()).error).toContain(LEGAL_DISCLOSURE_CODE);
  });
});
