import { describe, expect, it } from 'vitest';
import { showCallUs, visaEta, visaHeadlineDays, visaStages } from './visa-timeline';

const params = (o: Record<string, string>) => new Map(Object.entries(o));

describe('visa ETA', () => {
  it('shows only when the value is above 0 and equals the show value', () => {
    expect(visaEta(params({ sites_visa_eta_value: '7', sites_visa_eta_show: '7' }))).toBe(7);
    expect(visaEta(params({ sites_visa_eta_value: '7', sites_visa_eta_show: '0' }))).toBeUndefined();
    expect(visaEta(params({ sites_visa_eta_value: '0', sites_visa_eta_show: '0' }))).toBeUndefined();
    expect(visaEta(params({ sites_visa_eta_value: 'abc', sites_visa_eta_show: 'abc' }))).toBeUndefined();
    expect(visaEta(params({}))).toBeUndefined();
  });
});

describe('visa headline', () => {
  it('adds up the stages listed under it, so the two agree (issue 16)', () => {
    const seeded = { sites_visa_eta_value: '5', sites_visa_eta_show: '5', sites_wait_after_paying_visa: '2', sites_wait_after_medical_visa: '1', sites_wait_after_sending_passport: '3', sites_wait_after_visit_center: '1' };
    expect(visaHeadlineDays(params(seeded))).toBe(7);
    expect(visaHeadlineDays(params({ sites_visa_eta_value: '5', sites_visa_eta_show: '5' }))).toBe(5);
    expect(visaHeadlineDays(params({ ...seeded, sites_visa_eta_show: '0' }))).toBeUndefined();
  });
});

describe('visa stages', () => {
  it('lists the wait days of the stages that have a whole number', () => {
    const stages = visaStages(params({ sites_wait_after_paying_visa: '3', sites_wait_after_medical_visa: 'x', sites_wait_after_visit_center: '0' }));
    expect(stages.map((s) => [s.code, s.days])).toEqual([
      ['sites_wait_after_paying_visa', 3],
      ['sites_wait_after_visit_center', 0],
    ]);
  });

  it('shows the phone unless sites_call_us_show says no', () => {
    expect(showCallUs(params({}))).toBe(true);
    expect(showCallUs(params({ sites_call_us_show: 'true' }))).toBe(true);
    expect(showCallUs(params({ sites_call_us_show: 'false' }))).toBe(false);
    expect(showCallUs(params({ sites_call_us_show: '0' }))).toBe(false);
  });
});
