import { describe, expect, it } from 'vitest';
import { formatAed } from './money';

describe('formatAed', () => {
  it('groups the dirhams by thousands', () => {
    expect([0, 5_000, 315_000, 1_234_567_800].map(formatAed)).toEqual(['AED 0', 'AED 50', 'AED 3,150', 'AED 12,345,678']);
  });

  it('shows fils only for an amount that has some, always as two digits', () => {
    expect([330_750, 330_751, 330_705, 1].map(formatAed)).toEqual(['AED 3,307.50', 'AED 3,307.51', 'AED 3,307.05', 'AED 0.01']);
  });

  it('reads a refund as a negative amount, as Intl.NumberFormat did', () => {
    expect(formatAed(-330_750)).toBe('AED -3,307.50');
    expect(formatAed(-330_750)).toBe(`AED ${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(-3307.5)}`);
  });
});
