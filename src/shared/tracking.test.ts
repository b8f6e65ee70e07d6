import { describe, expect, it } from 'vitest';
import { appSessionMarker, isClientAppSource, merrittRewrite, needsIbanValidation, parseLang, utmParams } from './tracking.js';

describe('IBAN validation flag (section 5)', () => {
  it.each<[string, string, boolean]>([
    ['URL contains google_display', '/?utm_medium=google_display', true],
    ['URL contains youtube', '/?ref=youtube', true],
    ['URL contains discovery', '/?utm_campaign=Discovery_1', true],
    ['URL contains taboola', '/?utm_source=taboola', true],
    ...['facebook', 'instagram', 'fb', 'fip', 'fbp', 'igp', 'ytp', 'dsp', 'dvp', 'tbp'].map(
      (s): [string, string, boolean] => [`utm_source=${s}`, `/?utm_source=${s}`, true],
    ),
    ...['fip', 'fbp', 'igp', 'ytp', 'dsp', 'dvp', 'tbp'].map((t): [string, string, boolean] => [`utm_term=${t}`, `/?utm_term=${t}`, true]),
    ['domestic_worker_visa term with a gsp source', '/?utm_term=x_domestic_worker_visa&utm_source=gsp1', true],
    ['domestic_worker_visa term without gsp', '/?utm_term=domestic_worker_visa&utm_source=bing', false],
    ['acq_driver term with a gspam0 source', '/?utm_term=acq_driver_1&utm_source=gspam01', true],
    ['acq_driver term with plain gsp', '/?utm_term=acq_driver&utm_source=gsp', false],
    ['utm_source=facebook2 is not in the list', '/?utm_source=facebook2', false],
    ['utm_term=facebook is a source, not a term', '/?utm_term=facebook', false],
    ['no campaign at all', '/hire-maid', false],
  ])('%s → %s', (_rule, url, expected) => {
    expect(needsIbanValidation(`https://maids.example${url}`)).toBe(expected);
  });
});

describe('client app flag', () => {
  it.each([
    ['client_app', true],
    ['cc_login', true],
    ['google', false],
    [null, false],
  ])('utm_source=%s → %s', (source, expected) => {
    expect(isClientAppSource(source)).toBe(expected);
  });
});

describe('lang parameter', () => {
  it.each([
    ['ru', 'ru'],
    ['hi', 'hi'],
    ['fr', 'fr'],
    ['ar', 'ar'],
    ['en', 'en'],
    ['EN', 'en'],
    ['de', 'en'],
    ['', 'en'],
    [null, 'en'],
  ])('%s → %s', (value, expected) => {
    expect(parseLang(value)).toBe(expected);
  });
});

describe('v_merritt rewrite', () => {
  it('adds event=MerrittGroup and drops v_merritt', () => {
    expect(merrittRewrite('?v_merritt=1&utm_source=x')).toBe('?utm_source=x&event=MerrittGroup');
    expect(merrittRewrite('?v_merritt')).toBe('?event=MerrittGroup');
  });
  it('leaves other queries alone', () => {
    expect(merrittRewrite('?utm_source=x')).toBeUndefined();
  });
});

describe('utm params and the app session marker', () => {
  it('keeps only utm_* parameters', () => {
    expect(utmParams(new URLSearchParams('utm_source=a&utm_term=b&lang=fr'))).toEqual({ utm_source: 'a', utm_term: 'b' });
  });
  it('marks start on the first visit, resume afterwards, start again with from_start', () => {
    expect(appSessionMarker(null, false)).toBe('start');
    expect(appSessionMarker('start', false)).toBe('resume');
    expect(appSessionMarker('start', true)).toBe('start');
  });
});
