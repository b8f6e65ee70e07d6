import { describe, expect, it } from 'vitest';
import { describeValidationError } from './validation-message.js';

describe('describeValidationError', () => {
  it('names a missing query parameter', () => {
    expect(
      describeValidationError([{ instancePath: '/sessionId', message: 'Invalid input: expected string, received undefined' }], 'querystring'),
    ).toBe("Missing query parameter 'sessionId'");
  });

  it('names an invalid body field with its message', () => {
    expect(describeValidationError([{ instancePath: '/url', message: 'Too big' }], 'body')).toBe("Invalid field 'url': Too big");
  });

  it('joins at most three issues', () => {
    const issues = ['a', 'b', 'c', 'd'].map((n) => ({ instancePath: `/${n}`, message: 'bad' }));
    expect(describeValidationError(issues, 'querystring').split('; ')).toHaveLength(3);
  });

  it('describes a whole-body problem without a name', () => {
    expect(describeValidationError([{ instancePath: '/', message: 'expected object' }], 'body')).toBe(
      'Invalid request body: expected object',
    );
  });
});
