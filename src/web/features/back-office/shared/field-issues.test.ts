import { describe, expect, it } from 'vitest';
import { createMaid } from '../../../../shared/api/admin-catalogue/contracts';
import { ApiError } from '../../../lib/api-client';
import { serverFieldMessages } from './field-issues';

describe('serverFieldMessages', () => {
  it("puts a refused body's issues beside their fields, a list's by its line, the first message of each", () => {
    const refused = new ApiError('Invalid field …', 400, undefined, { url: createMaid.path }, false, {
      error: 'Invalid field …',
      issues: [
        { field: 'nationalityId', message: 'Choose her nationality.' },
        { field: 'languages.1.language.label', message: 'Write the language before the comma.' },
        { field: 'languages.2.language.label', message: 'Write the language before the comma.' },
      ],
    });
    expect(serverFieldMessages(refused)).toEqual({
      nationalityId: 'Choose her nationality.',
      languages: 'Line 2: Write the language before the comma.',
    });
  });

  it('is empty for a failure that names no field', () => {
    expect(serverFieldMessages(new ApiError('Conflict', 409, undefined, { url: '/x' }, false, { error: 'Conflict' }))).toEqual({});
    expect(serverFieldMessages(new Error('offline'))).toEqual({});
  });
});
