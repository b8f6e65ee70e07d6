import { describe, expect, it } from 'vitest';
import { returnReasonText } from './money-words';

describe('the bank’s reason for a returned debit (issue 31)', () => {
  it('says what a known code means, in words of the site’s catalogues, the code kept left to right', () => {
    // The Arabic page's wording is checked by the crawl (e2e/untranslated-pages.test.ts).
    expect(returnReasonText('AM04 Insufficient funds')).toBe('\u2066AM04\u2069: Not enough money in the account');
    expect(returnReasonText('MS02 Refused by debtor')).toBe('\u2066MS02\u2069: You refused the debit at your bank');
  });

  it('shows a reason without a known code as the bank wrote it', () => {
    expect(returnReasonText('Returned by the payer')).toBe('Returned by the payer');
    expect(returnReasonText('ZZ99 Something new')).toBe('ZZ99 Something new');
  });
});
