import { describe, expect, it } from 'vitest';
import { changeLines, fieldName } from './audit-changes';

describe('changeLines', () => {
  it('says what changed in a price list, field by field, in AED, each line by its label', () => {
    const item = (code: string, label: string, amountFils: number) => ({ code, label, kind: 'one_off', amountFils, vat: true });
    const before = { service: 'live_out', monthlyFeeFils: 380_000, vatBasisPoints: 500, items: [item('medical', 'Medical test', 30_000), item('visa', 'Visa', 150_000)] };
    const after = { ...before, monthlyFeeFils: 399_000, items: [item('medical', 'Medical test', 35_000), item('visa', 'Visa', 150_000)] };
    expect(changeLines(before, after)).toEqual(['Monthly fee: AED 3,800 → AED 3,990', 'Medical test: AED 300 → AED 350']);
  });

  it('names an item by its English label, written per language since issue 31 or alone before, and says when only its words changed', () => {
    const offer = (label: unknown, amountFils = -20_000) => ({ code: 'offer', label, kind: 'first_month', amountFils, vat: true });
    expect(changeLines({ items: [offer('Filipina offer')] }, { items: [offer({ en: 'Filipina offer', ar: 'عرض' }, -30_000)] })).toEqual(['Filipina offer: AED -200 → AED -300']);
    expect(changeLines({ items: [offer({ en: 'Filipina offer' })] }, { items: [offer({ en: 'Filipina offer', ar: 'عرض' })] })).toEqual(['Filipina offer: label changed']);
    expect(changeLines(null, { items: [offer({ en: 'Filipina offer' })] })).toEqual(['Items: Filipina offer AED -200']);
  });

  it('lists what was made, and what a removed thing had; yes/no and none in words', () => {
    expect(changeLines(null, { role: 'editor', active: true, note: null })).toEqual(['Role: editor', 'Active: Yes', 'Note: —']);
    expect(changeLines({ vatBasisPoints: 500 }, null)).toEqual(['VAT: 5 %']);
  });

  it('names camelCase and snake_case keys in words', () => {
    expect(fieldName('availabilityConfirmedAt')).toBe('Availability confirmed at');
    expect(fieldName('google_rating')).toBe('Google rating');
    expect(fieldName('firstPaymentFils')).toBe('First payment');
  });
});
