import { describe, expect, it } from 'vitest';
import { quote, type PriceList } from '../pricing/price-list';
import { addMonths, directDebitMandate, formatDay, formLines, monthlyPaymentForm, type SignedFormFacts } from './signed-forms';

const filipinaLiveIn: PriceList = {
  id: 2,
  service: 'live_in',
  matchingTypeId: 1,
  monthlyFeeFils: 330_000,
  vatBasisPoints: 500,
  items: [
    { code: 'visa', label: { en: 'Entry permit and residence visa' }, kind: 'once', amountFils: 0, vat: false },
    { code: 'filipina-offer', label: { en: 'Filipina offer', ar: 'عرض العاملات الفلبينيات' }, kind: 'first_month', amountFils: -20_000, vat: true },
  ],
};

const facts = (over: Partial<SignedFormFacts> = {}): SignedFormFacts => ({
  creditor: 'Sunrise Maids',
  reference: '7K3D-9QXB',
  maidName: 'Jocelyn',
  serviceName: 'Live-in maid',
  payerName: 'Aisha Al Mansoori',
  accountHolder: 'Aisha Al Mansoori',
  bankName: 'Mashreq',
  maskedIban: '•••• 3456',
  quote: quote(filipinaLiveIn),
  startDate: '2026-12-01',
  ...over,
});

const valueOf = (rows: Array<{ label: string; value: string }>, label: string) => rows.find((r) => r.label === label)?.value;

describe('the direct-debit mandate', () => {
  it('names payer, bank, masked IBAN, amount with its VAT, frequency, start date and creditor', () => {
    const { rows } = directDebitMandate(facts());
    expect(valueOf(rows, 'Payer')).toBe('Aisha Al Mansoori');
    expect(valueOf(rows, 'Bank')).toBe('Mashreq');
    expect(valueOf(rows, 'IBAN')).toBe('•••• 3456');
    expect(valueOf(rows, 'Monthly amount')).toBe('AED 3,465 (AED 3,300 + VAT 5 % AED 165)');
    expect(valueOf(rows, 'First debit')).toBe('AED 3,255');
    expect(valueOf(rows, 'Frequency')).toBe('Monthly');
    expect(valueOf(rows, 'Start date')).toBe('1 December 2026');
    expect(valueOf(rows, 'Creditor')).toBe('Sunrise Maids');
    expect(valueOf(rows, 'Reference')).toBe('7K3D-9QXB');
  });

  it('its terms say the first debit with its offer, every later one, VAT, and how to cancel', () => {
    const terms = directDebitMandate(facts()).terms.join(' ');
    expect(terms).toContain('The first debit is AED 3,255: the first month less Filipina offer (AED 210). Each later debit is AED 3,465.');
    expect(terms).toContain('VAT at 5 %');
    expect(terms).toContain('cancel this mandate');
  });

  it('never shows a full IBAN: only what it is given, masked', () => {
    expect(formLines(directDebitMandate(facts())).join('\n')).not.toMatch(/AE\d{2}/);
  });
});

describe('the monthly payment forms', () => {
  it('form 1 carries the first debit on the start date; forms 2 and 3 the monthly total a month apart', () => {
    const f = facts({ startDate: '2027-01-31' });
    expect(valueOf(monthlyPaymentForm(f, 1).rows, 'Amount')).toBe('AED 3,255');
    expect(valueOf(monthlyPaymentForm(f, 1).rows, 'Debit date')).toBe('31 January 2027');
    expect(valueOf(monthlyPaymentForm(f, 2).rows, 'Amount')).toBe('AED 3,465');
    expect(valueOf(monthlyPaymentForm(f, 2).rows, 'Debit date')).toBe('28 February 2027');
    expect(valueOf(monthlyPaymentForm(f, 3).rows, 'Debit date')).toBe('31 March 2027');
    expect(monthlyPaymentForm(f, 3).title).toBe('Monthly payment form 3 of 3');
  });
});

describe('dates', () => {
  it('adds months, keeping the day or the month’s last', () => {
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
  });

  it('writes a day in words, on Dubai’s calendar', () => {
    expect(formatDay('2026-12-01')).toBe('1 December 2026');
  });
});
