import { describe, expect, it } from 'vitest';
import { cookieBannerWanted, readConsent, setConsent, shouldShowCookieBanner } from './consent';

describe('cookie banner rules', () => {
  it.each([
    ['1', null, true],
    ['true', null, true],
    [null, null, false],
    ['', null, false],
    ['1', 'granted', false],
    ['1', 'denied', false],
  ])('v_ab=%j consentMode=%j → %s', (vAb, consent, expected) => {
    expect(shouldShowCookieBanner(vAb, consent)).toBe(expected);
  });

  it('reads the flags from storage and pushes consent updates to the data layer', () => {
    window.dataLayer = [];
    expect(cookieBannerWanted()).toBe(false);
    sessionStorage.setItem('CC_V_AB', '1');
    expect(cookieBannerWanted()).toBe(true);
    setConsent('denied');
    expect(readConsent()).toBe('denied');
    expect(cookieBannerWanted()).toBe(false);
    const update = Array.from(window.dataLayer[0] as unknown as unknown[]);
    expect(update).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' })]);
    expect(window.dataLayer[1]).toEqual({ event: 'consent_update', consentMode: 'denied' });
  });
});

describe('tag manager container', () => {
  it('loads only when the server names a container', async () => {
    const { loadTagManager } = await import('./consent');
    loadTagManager();
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
    const meta = document.createElement('meta');
    meta.name = 'gtm-id';
    meta.content = 'GTM-ABC123';
    document.head.appendChild(meta);
    window.dataLayer = [];
    loadTagManager();
    loadTagManager();
    const scripts = document.querySelectorAll('script[src*="googletagmanager"]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.getAttribute('src')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC123');
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'gtm.js' }));
    meta.remove();
  });
});
