import { describe, expect, it } from 'vitest';
import { stepCheck } from '../application/rules.js';
import { stepDataSchemas, stepSchema } from './application-steps.js';

const issuesOf = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.error?.issues.map(({ path, message }) => ({ path, message }));

describe('step schemas (zod over the zod-free step checks)', () => {
  it('give the check’s values, not the body: trimmed, normalised, unknown keys dropped', () => {
    expect(stepDataSchemas.CLIENT_PHONE_NUMBER.parse({ phone: '050 123 4567', extra: true })).toEqual({ phone: '+971501234567' });
    expect(stepDataSchemas.BANK_INFO.parse({ iban: ' AE07 0331 2345 6789 0123 456 ', accountHolderName: ' Amira Haddad ' })).toEqual({
      iban: 'AE070331234567890123456',
      accountHolderName: 'Amira Haddad',
    });
    expect(stepDataSchemas.CLIENT_ADDRESS.parse({ emirate: 'DUBAI', area: ' Marina ', building: 'Tower 1', apartment: '1203' })).toEqual({
      emirate: 'DUBAI',
      area: 'Marina',
      building: 'Tower 1',
      apartment: '1203',
    });
  });

  it('give one issue per broken field, at its path, in the check’s order', () => {
    expect(issuesOf(stepDataSchemas.CLIENT_ADDRESS.safeParse({ emirate: 'PARIS', area: 'Marina', building: '', apartment: 'y'.repeat(41) }))).toEqual([
      { path: ['emirate'], message: 'Choose your emirate' },
      { path: ['building'], message: 'Enter the building or villa' },
      { path: ['apartment'], message: 'At most 40 characters' },
    ]);
    expect(issuesOf(stepDataSchemas.MOST_HATED_MATCHING_TYPE.safeParse({ matchingTypeIds: [1, 0] }))).toEqual([
      { path: ['matchingTypeIds', 1], message: 'Too small: expected number to be >0' },
    ]);
  });

  it('put an error of the body as a whole at the root', () => {
    expect(issuesOf(stepDataSchemas.END_WORK_FLOW.safeParse({ done: true }))).toEqual([{ path: [], message: 'Unrecognized key: "done"' }]);
    expect(issuesOf(stepDataSchemas.END_WORK_FLOW.safeParse('x'))).toEqual([{ path: [], message: 'Invalid input: expected object, received string' }]);
  });

  it('split a dotted key into the path, indexes as numbers', () => {
    const check = stepCheck(() => ({ ok: false, errors: { 'a.2.b': 'Wrong' } }));
    const parsed = stepSchema(check).safeParse({});
    expect(issuesOf(parsed)).toEqual([{ path: ['a', 2, 'b'], message: 'Wrong' }]);
  });
});
