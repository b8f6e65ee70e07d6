import { describe, expect, it } from 'vitest';
import {
  dynamicTarget,
  isMobileUserAgent,
  redirectLocation,
  slugGroup,
  telLink,
  whatsappLink,
} from './campaign.js';

const dyn = (query: string) => dynamicTarget(new URLSearchParams(query));

describe('/dynamic by utm_content (one case per rule)', () => {
  it.each([
    ['nanny and not visa → root with target=nanny and the campaign params', 'utm_content=hire_nanny&utm_source=fb&x=1', '/?utm_content=hire_nanny&utm_source=fb&target=nanny'],
    ['maid and not visa → root', 'utm_content=fulltime_maid', '/?utm_content=fulltime_maid'],
    ['liveout → hire-maid live-out', 'utm_content=maid_liveout', '/hire-maid?check_pref=live_out'],
    ['live out (space) → hire-maid live-out', 'utm_content=live+out', '/hire-maid?check_pref=live_out'],
    ['live%20out (still encoded) → hire-maid live-out', 'utm_content=live%2520out', '/hire-maid?check_pref=live_out'],
    ['visa with babysitter → wa-1', 'utm_content=babysitter_visa', '/wa-1'],
    ['visa with nanny → wa-1', 'utm_content=Nanny-Visa', '/wa-1'],
    ['visa with driver → wa-3', 'utm_content=driver_visa', '/wa-3'],
    ['any other visa → wa-2', 'utm_content=maid_visa_uae', '/wa-2'],
    ['tadbeer → root', 'utm_content=tadbeer_centre', '/?utm_content=tadbeer_centre'],
    ['no utm_content → root', '', '/'],
  ])('%s', (_rule, query, target) => {
    expect(dyn(query)).toBe(target);
  });
});

describe('slug groups', () => {
  it.each([
    ['qr01', 'qr'],
    ['qr37', 'qr'],
    ['wa-1', 'product'],
    ['wa-2', 'product'],
    ['wa-3', 'product'],
    ['mv-dubai-mall', 'campaign'],
    ['hp-flyer-2', 'campaign'],
    ['wa-jvc', 'campaign'],
    ['call_us', 'external'],
    ['ccapp', 'external'],
    ['Google', 'external'],
  ])('%s is %s', (slug, group) => {
    expect(slugGroup(slug)).toBe(group);
  });
});

describe('redirect targets', () => {
  const host = 'https://api.whatsapp.com';
  it('builds WhatsApp links with digits only and an encoded message', () => {
    expect(whatsappLink(host + '/', '+971 50-123', 'Hi & hello')).toBe(`${host}/send?phone=97150123&text=Hi%20%26%20hello`);
    expect(whatsappLink(host, '971500')).toBe(`${host}/send?phone=971500`);
  });

  it('builds a tel: link of the digits and the leading + of a number as written', () => {
    expect(telLink('+971 50-123 4567')).toBe('tel:+971501234567');
    expect(telLink('(04) 123 4567')).toBe('tel:041234567');
  });
  it('sends desktops to desktop_url and mobiles to target_url', () => {
    const row = { slug: 'ccapp', kind: 'external' as const, targetUrl: 'https://play.google.com/x', desktopUrl: '/app-download', message: null };
    expect(redirectLocation(row, { whatsappHost: host, mobile: true })).toBe('https://play.google.com/x');
    expect(redirectLocation(row, { whatsappHost: host, mobile: false })).toBe('/app-download');
    expect(redirectLocation({ ...row, desktopUrl: null }, { whatsappHost: host, mobile: false })).toBe('https://play.google.com/x');
  });
  it('tells mobiles by user agent', () => {
    expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 14) Mobile Safari')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/126')).toBe(false);
    expect(isMobileUserAgent(undefined)).toBe(false);
  });
});
