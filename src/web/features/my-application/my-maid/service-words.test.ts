import { afterEach, describe, expect, it } from 'vitest';
import type { FamilyService } from '../../../../shared/api/service/schemas';
import { setCatalogueForTests } from '../../../lib/i18n';
import { refundFor } from '../../../../shared/service/refund';
import { dayText, eventText, familyEvents, instantDayText, money, refundSum } from './service-words';

const service = { requests: [{ newMaid: { id: 9, name: 'Maricel', posterURL: null } }] } as unknown as Pick<FamilyService, 'requests'>;
const event = (kind: string, detail: Record<string, string | number | null> = {}) => ({ kind, at: '2026-11-28T10:00:00.000Z', detail });

afterEach(() => setCatalogueForTests('en', undefined));

describe("My maid's words", () => {
  it("writes a service day as that day, in the page's language (Latin digits in Arabic)", () => {
    expect(dayText('2026-12-04', 'en')).toBe('Dec 4, 2026');
    expect(dayText('2026-12-04', 'ar')).toMatch(/4.*2026/);
    expect(dayText('2026-12-04', 'fr')).toBe('4 déc. 2026');
  });

  it("reads an instant on Dubai's clock: 22:00 UTC is already the next day there", () => {
    expect(instantDayText('2026-11-28T22:00:00.000Z', 'en')).toBe('Nov 29, 2026');
  });

  it('keeps an amount left to right, with fils only when there are some', () => {
    expect(money(315000)).toBe('\u2066AED\u00a03,150\u2069');
    expect(money(330750)).toBe('\u2066AED\u00a03,307.50\u2069');
  });

  it("writes the refund's sum with the rule's own figures, which add up", () => {
    const refund = refundFor({ from: '2026-11-10', to: '2026-12-10', paidFils: 315000, vatBasisPoints: 500 }, '2026-11-29', 'daily');
    expect(refundSum(315000, refund)).toBe('AED\u00a03,150 × 11 ÷ 30 = AED\u00a01,155');
    expect(Math.round((315000 * 11) / 30)).toBe(refund.totalFils);
  });

  it('says each event in plain words: the reason, the category and the days in words, not codes', () => {
    expect(eventText(event('started'), service, 'en')).toBe('Your maid arrived and your service started');
    expect(eventText(event('replacement-asked', { reason: 'language', newMaidId: 9 }), service, 'en')).toBe('You asked for another maid: We cannot understand each other');
    expect(eventText(event('problem-reported', { category: 'payment' }), service, 'en')).toBe('You reported a problem: A payment or debit');
    expect(eventText(event('arrival-set', { arrivalDay: '2026-12-04' }), service, 'en')).toBe('We set the new maid’s arrival day: Dec 4, 2026');
    expect(eventText(event('new-maid', { maidId: 9 }), service, 'en')).toBe('We proposed a new maid: Maricel');
    expect(eventText(event('refund', { amountFils: 105050, method: 'bank_transfer' }), service, 'en')).toBe('We paid your refund of \u2066AED\u00a01,050.50\u2069');
    expect(eventText(event('cancelled', { endsOn: '2026-11-29', refundFils: 105000, refundBy: '2026-12-12' }), service, 'en')).toBe(
      'You cancelled the service: it ends on Nov 29, 2026, and \u2066AED\u00a01,050\u2069 comes back to you by Dec 12, 2026',
    );
    expect(eventText(event('cancelled', { endsOn: '2026-11-29', refundFils: 0, refundBy: '2026-12-12' }), service, 'en')).toBe('You cancelled the service: it ends on Nov 29, 2026');
    expect(eventText(event('something-new'), service, 'en')).toBe('An update from us about your service');
  });

  it("leaves out the desk's own bookkeeping: who owns a request, a due day passed", () => {
    const timeline = [event('started'), event('owner', { to: 'a-staff-id' }), event('overdue', { dueDay: '2026-12-04' }), event('arrival-set', { arrivalDay: '2026-12-04' })];
    expect(familyEvents(timeline).map((e) => e.kind)).toEqual(['started', 'arrival-set']);
  });

  it("puts the category in the page's language", () => {
    setCatalogueForTests('ar', { 'A payment or debit': 'مبلغ مدفوع أو مسحوب من الحساب' });
    expect(eventText(event('problem-reported', { category: 'payment' }), service, 'ar')).toBe('You reported a problem: مبلغ مدفوع أو مسحوب من الحساب');
  });
});
