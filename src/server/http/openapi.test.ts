import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../shared/api/contract.js';
import { contracts } from '../../shared/api/contracts.js';
import { createTestApp, type TestApp } from '../test/helper.js';
import { DOCS_PREFIX, OPENAPI_PATH } from './openapi.js';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { summary?: string; tags?: string[] }>>;
}

let t: TestApp;
let doc: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject(OPENAPI_PATH);
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.close());

/** `/api/x/:id` as OpenAPI writes it: `/api/x/{id}`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

/** Every call the document lists, as 'GET /api/…'. */
const documented = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc) as unknown as Parameters<Validator["validate"]>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
  });

  it('lists exactly the calls of the contracts: no route without a contract, no contract without a route', () => {
    const fromContracts = contracts.map((c) => `${c.method} ${openApiPath(c.path)}`);
    expect(new Set(fromContracts).size).toBe(fromContracts.length);
    expect(documented().sort()).toEqual([...fromContracts].sort());
  });

  it("documents each call with its contract's summary and section", async () => {
    for (const c of contracts) {
      const { summary, tag } = await c.details();
      const operation = doc.paths[openApiPath(c.path)]?.[c.method.toLowerCase()];
      expect(operation, `${c.method} ${c.path}`).toMatchObject({ summary, tags: [tag] });
    }
  });

  it('answers every documented call with something other than the unknown-call 404', async () => {
    for (const c of contracts) {
      const params = Object.fromEntries([...c.path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => [name!, crypto.randomUUID()]));
      const res = await t.app.inject({ method: c.method, url: pathOf(c, params) });
      expect(res.headers['content-type'] ?? '', `${c.method} ${c.path}`).not.toBe('');
      if (res.statusCode === 404) expect(res.json().error, `${c.method} ${c.path}`).not.toMatch(/^Unknown API call/);
    }
  });

  it('has a readable page whose scripts and styles load, on plain http too', async () => {
    const page = await t.app.inject(DOCS_PREFIX);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    const files = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, url]) => url!);
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) {
      expect(file, file).toMatch(new RegExp(`^${DOCS_PREFIX}/`));
      expect((await t.app.inject(file)).statusCode, file).toBe(200);
    }
  });
});
