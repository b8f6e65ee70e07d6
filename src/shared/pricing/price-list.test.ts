import { describe, expect, it } from 'vitest';
import { formatAed } from './money';
import { priceListFor, quote, quoteIn, serviceOf, type PriceList } from './price-list';

const list = (over: Partial<PriceList> = {}): PriceList => ({
  id: 1,
  service: 'live_in',
  matchingTypeId: null,
  monthlyFeeFils: 300_000,
  vatBasisPoints: 500,
  items: [],
  ...over,
});

describe('price lists', () => {
  it('a nanny is priced as a nanny whether she lives in or out; others by where they live', () => {
    expect(serviceOf({ living: 'live_out', isNanny: true })).toBe('nanny');
    expect(serviceOf({ living: 'live_out', isNanny: false })).toBe('live_out');
    expect(serviceOf({ living: 'live_in', isNanny: false })).toBe('live_in');
  });

  it('a group with a list of its own gets it; any other group the service’s general list; another service never', () => {
    const lists = [list({ id: 1 }), list({ id: 2, matchingTypeId: 7 }), list({ id: 3, service: 'nanny' })];
    expect(priceListFor(lists, 'live_in', 7)?.id).toBe(2);
    expect(priceListFor(lists, 'live_in', 9)?.id).toBe(1);
    expect(priceListFor(lists, 'live_out', 7)).toBeUndefined();
  });

  it('adds 5 % VAT to the monthly fee, rounded to the fil', () => {
    const q = quote(list({ monthlyFeeFils: 315_001 }));
    expect(q.monthlyVatFils).toBe(15_750);
    expect(q.monthlyTotalFils).toBe(330_751);
  });

  it('an offer lowers the first month only, its VAT with it', () => {
    const q = quote(list({ items: [{ code: 'offer', label: { en: 'Filipina offer' }, kind: 'first_month', amountFils: -20_000, vat: true }] }));
    expect(q.monthlyTotalFils).toBe(315_000);
    expect(q.firstMonthTotalFils).toBe(315_000 - 21_000);
    expect(q.firstPaymentFils).toBe(q.firstMonthTotalFils);
  });

  it('one-off charges join the first payment, VAT only where it applies; free items are listed as included', () => {
    const q = quote(
      list({
        items: [
          { code: 'visa', label: { en: 'Visa' }, kind: 'once', amountFils: 0, vat: false },
          { code: 'medical', label: { en: 'Medical test' }, kind: 'once', amountFils: 50_000, vat: false },
          { code: 'service', label: { en: 'Set-up' }, kind: 'once', amountFils: 10_000, vat: true },
        ],
      }),
    );
    expect(q.included).toEqual([{ en: 'Visa' }]);
    expect(q.oneOffCharges.map((l) => [l.code, l.amountFils, l.vatFils])).toEqual([
      ['medical', 50_000, 0],
      ['service', 10_000, 500],
    ]);
    expect(q.firstPaymentFils).toBe(315_000 + 50_000 + 10_500);
  });

  it('a quote in one language carries each label in it, its English where staff wrote none', () => {
    const q = quote(
      list({
        items: [
          { code: 'visa', label: { en: 'Visa', ar: 'التأشيرة' }, kind: 'once', amountFils: 0, vat: false },
          { code: 'medical', label: { en: 'Medical test', fr: 'Examen médical' }, kind: 'once', amountFils: 50_000, vat: false },
          { code: 'offer', label: { en: 'Filipina offer', ar: 'عرض العاملات الفلبينيات' }, kind: 'first_month', amountFils: -20_000, vat: true },
        ],
      }),
    );
    const arabic = quoteIn(q, 'ar');
    expect(arabic.included).toEqual(['التأشيرة']);
    expect(arabic.oneOffCharges.map((l) => l.label)).toEqual(['Medical test']);
    expect(arabic.firstMonthChanges.map((l) => l.label)).toEqual(['عرض العاملات الفلبينيات']);
    expect(quoteIn(q, 'fr').oneOffCharges.map((l) => l.label)).toEqual(['Examen médical']);
    expect(quoteIn(q, 'en')).toMatchObject({ included: ['Visa'], firstPaymentFils: q.firstPaymentFils, monthlyTotalFils: q.monthlyTotalFils });
  });

  it('an offer larger than the month does not make the first month negative', () => {
    expect(quote(list({ items: [{ code: 'x', label: { en: 'x' }, kind: 'first_month', amountFils: -900_000, vat: true }] })).firstMonthTotalFils).toBe(0);
  });

  it('writes dirhams with fils only when there are some', () => {
    expect(formatAed(315_000)).toBe('AED 3,150');
    expect(formatAed(330_751)).toBe('AED 3,307.51');
    expect(formatAed(330_750)).toBe('AED 3,307.50');
  });
});
