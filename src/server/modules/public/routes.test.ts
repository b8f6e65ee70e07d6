import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../../shared/api/common.js';
import { getParameters } from '../../../shared/api/public/contracts.js';
import { parameterListSchema } from '../../../shared/api/public/schemas.js';
import { siteParameters } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (const [code, value] of [
    ['test_param_a', '3'],
    ['test_param_b', 'true'],
  ] as const) {
    await t.database.db.insert(siteParameters).values({ code, value }).onConflictDoUpdate({ target: siteParameters.code, set: { value } });
  }
});
afterAll(() => t.close());

async function ask(query: string) {
  const res = await t.app.inject(`${getParameters.path}?${query}`);
  expect(res.statusCode).toBe(200);
  return parameterListSchema.parse(res.json());
}

describe('parameter', () => {
  it('answers the codes asked, in the order asked, as repeated or comma-separated parameters', async () => {
    const expected = [
      { code: 'test_param_b', value: 'true' },
      { code: 'test_param_a', value: '3' },
    ];
    expect(await ask('code=test_param_b&code=test_param_a')).toEqual(expected);
    expect(await ask('code=test_param_b,test_param_a')).toEqual(expected);
    expect(await ask('code=test_param_b,test_param_a&code=test_param_b')).toEqual(expected);
  });

  it('accepts the pageCode header or parameter every call takes', async () => {
    expect(await ask('code=test_param_a&pageCode=home')).toEqual([{ code: 'test_param_a', value: '3' }]);
    const res = await t.app.inject({ url: `${getParameters.path}?code=test_param_a`, headers: { pageCode: 'home' } });
    expect(res.json()).toEqual([{ code: 'test_param_a', value: '3' }]);
  });

  it('skips unknown codes', async () => {
    expect(await ask('code=no_such_code,test_param_a')).toEqual([{ code: 'test_param_a', value: '3' }]);
    expect(await ask('code=no_such_code')).toEqual([]);
  });

  it('refuses a missing, empty, malformed or too long list with a 400 naming code', async () => {
    const tooMany = Array.from({ length: 51 }, (_, i) => `c${i}`).join(',');
    for (const query of ['', 'code=', 'code=,', 'code=a%20b', `code=${tooMany}`, `code=${'a'.repeat(101)}`]) {
      const res = await t.app.inject(`${getParameters.path}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(errorResponseSchema.parse(res.json()).error).toContain("'code'");
    }
    const fifty = Array.from({ length: 50 }, (_, i) => `c${i}`).join(',');
    expect(await ask(`code=${fifty}`)).toEqual([]);
  });
});
