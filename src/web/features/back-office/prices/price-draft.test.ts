import { describe, expect, it } from 'vitest';
import { codeFor, draftOf, fieldsOf, parseAed, parsePercent, previewOf } from './price-draft';

const offer = { code: 'filipina-offer', label: { en: 'Filipina offer', ar: 'عرض العاملات الفلبينيات' }, kind: 'first_month' as const, amountFils: -20_000, vat: true };
const visa = { code: 'visa', label: { en: 'Visa' }, kind: 'once' as const, amountFils: 0, vat: false };

describe('the price form', () => {
  it('reads AED and % as staff type them', () => {
    expect(parseAed('3300')).toBe(330_000);
    expect(parseAed(' 3,307.50 ')).toBe(330_750);
    expect(parseAed('0.05')).toBe(5);
    expect(parseAed('12.345')).toBeNull();
    expect(parseAed('AED 5')).toBeNull();
    expect(parsePercent('5')).toBe(500);
    expect(parsePercent('2.5 %')).toBe(250);
    expect(parsePercent('five')).toBeNull();
  });

  it('shows an offer as the AED taken off, and sends it back negative in fils, codes kept', () => {
    const draft = draftOf({ monthlyFeeFils: 330_000, vatBasisPoints: 500, items: [visa, offer] });
    expect(draft).toMatchObject({ fee: '3300', vatRate: '5', items: [{ amount: '0' }, { amount: '200', code: 'filipina-offer' }] });
    expect(fieldsOf({ ...draft, fee: '3500' })).toEqual({ fields: { monthlyFeeFils: 350_000, vatBasisPoints: 500, items: [visa, offer] } });
  });

  it('gives a new row a code from its English label, unlike the others; each language is trimmed and an empty one left out', () => {
    const draft = draftOf({ monthlyFeeFils: 100_000, vatBasisPoints: 500, items: [visa] });
    const result = fieldsOf({ ...draft, items: [...draft.items, { key: 'new-1', code: null, label: { en: ' Visa ', ar: ' تأشيرة ', hi: '  ' }, kind: 'once', amount: '150.5', vat: true }] });
    expect(result).toMatchObject({ fields: { items: [visa, { code: 'visa-2', amountFils: 15_050 }] } });
    expect('fields' in result && result.fields.items[1]!.label).toEqual({ en: 'Visa', ar: 'تأشيرة' });
    expect(codeFor('Déjà vu — deep cleaning!', new Set())).toBe('deja-vu-deep-cleaning');
    expect(codeFor('  ', new Set())).toBe('item');
  });

  it('says what to fix first, in words, and has no preview until the amounts are prices', () => {
    const draft = draftOf({ monthlyFeeFils: 100_000, vatBasisPoints: 500, items: [offer] });
    expect(fieldsOf({ ...draft, fee: 'a lot' })).toEqual({ problem: 'The monthly fee is an amount in AED, e.g. 3300 or 3307.50.' });
    expect(fieldsOf({ ...draft, vatRate: '' })).toEqual({ problem: 'The VAT rate is a percentage, e.g. 5.' });
    expect(fieldsOf({ ...draft, items: [{ ...draft.items[0]!, amount: '2 hundred' }] })).toEqual({ problem: 'Row 1: the amount is in AED, e.g. 200 or 150.50.' });
    expect(fieldsOf({ ...draft, items: [{ ...draft.items[0]!, label: { en: ' ', ar: 'عرض' } }] })).toEqual({ problem: 'Row 1: write the label families read.' });
    expect(fieldsOf({ ...draft, items: [{ ...draft.items[0]!, amount: '1500' }] })).toEqual({ problem: 'Row 1 (Filipina offer): an offer takes at most the monthly fee off the first month.' });
    expect(previewOf({ ...draft, fee: '' }, { id: 1, service: 'live_in', matchingTypeId: null })).toBeNull();
    expect(previewOf(draft, { id: 1, service: 'live_in', matchingTypeId: null })).toMatchObject({ monthlyFeeFils: 100_000, items: [offer] });
  });
});
