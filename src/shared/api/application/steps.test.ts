import { describe, expect, it } from 'vitest';
import { refusalOf } from '../../application/messages.js';
import { hasStepData, parseStepData } from './steps.js';

const issuesOf = (result: { error?: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> } }) =>
  result.error?.issues.map(({ path, message }) => ({ path, message }));

describe('the step data the server parses', () => {
  it('is the schema’s values, not the body: trimmed, normalised, unknown keys dropped', () => {
    expect(parseStepData('CLIENT_PHONE_NUMBER', { phone: '050 123 4567', extra: true }).data).toEqual({ phone: '+971501234567' });
    expect(parseStepData('BANK_INFO', { iban: ' AE07 0331 2345 6789 0123 456 ', accountHolderName: ' Amira Haddad ' }).data).toEqual({
      iban: 'AE070331234567890123456',
      accountHolderName: 'Amira Haddad',
    });
    expect(parseStepData('CLIENT_ADDRESS', { emirate: 'DUBAI', area: ' Marina ', building: 'Tower 1', apartment: '1203' }).data).toEqual({
      emirate: 'DUBAI',
      area: 'Marina',
      building: 'Tower 1',
      apartment: '1203',
    });
  });

  it('gives one issue per broken field, at its path, in the fields’ order', () => {
    expect(issuesOf(parseStepData('CLIENT_ADDRESS', { emirate: 'PARIS', area: 'Marina', building: '', apartment: 'y'.repeat(41) }))).toEqual([
      { path: ['emirate'], message: 'Choose your emirate' },
      { path: ['building'], message: 'Enter the building or villa' },
      { path: ['apartment'], message: 'At most 40 characters' },
    ]);
    expect(issuesOf(parseStepData('MOST_HATED_MATCHING_TYPE', { matchingTypeIds: [1, 0] }))).toEqual([
      { path: ['matchingTypeIds', 1], message: 'Too small: expected number to be >0' },
    ]);
  });

  it('puts an error of the body as a whole at the root', () => {
    expect(issuesOf(parseStepData('END_WORK_FLOW', { done: true }))).toEqual([{ path: [], message: 'Unrecognized key: "done"' }]);
    expect(issuesOf(parseStepData('END_WORK_FLOW', 'x'))).toEqual([{ path: [], message: 'Invalid input: expected object, received string' }]);
  });

  it('is refused with the first issue, after the field it is about', () => {
    expect(refusalOf(parseStepData('MOST_HATED_MATCHING_TYPE', { matchingTypeIds: [1, 0] }).error!.issues)).toBe(
      'matchingTypeIds.1: Too small: expected number to be >0',
    );
    expect(refusalOf(parseStepData('CHECK_OTP', { otp: '12' }).error!.issues)).toBe('otp: The code has 6 digits');
    expect(refusalOf(parseStepData('SMS_SENT', { a: 1 }).error!.issues)).toBe('Unrecognized key: "a"');
  });

  it('exists for the steps that take data only', () => {
    expect(hasStepData('CLIENT_SPOUSE_NUMBER')).toBe(true);
    expect(hasStepData('IBAN_VALIDATION')).toBe(true);
    expect(hasStepData('SEND_SMS')).toBe(false);
    expect(hasStepData('GENERIC_ROUTER')).toBe(false);
  });
});
