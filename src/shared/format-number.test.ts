import { describe, expect, it } from 'vitest';
import { formatNumber } from './format-number';

describe('formatNumber', () => {
  it('formats numbers with thousands commas', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(12345.5)).toBe('12,345.5');
    expect(formatNumber(-1000)).toBe('-1,000');
    expect(formatNumber(Number.NaN)).toBe('');
  });
});
