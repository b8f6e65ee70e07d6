import { afterEach, describe, expect, it, vi } from 'vitest';
import { addUrlLog, qrScanned } from '../../shared/api/appsutils/contracts';
import { getIpAddress } from '../../shared/api/catalogue/contracts';
import { currentLanguage } from './i18n';
import { initTracking, markAppSession } from './tracking';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  document.documentElement.lang = 'en';
});

function fakeLocation(href: string) {
  const url = new URL(href);
  return { href: url.href, pathname: url.pathname, search: url.search, hash: url.hash, replace: vi.fn() } as unknown as Location & {
    replace: ReturnType<typeof vi.fn>;
  };
}

function stubFetch() {
  const fetchMock = vi.fn((url: string) =>
    Promise.resolve(new Response(JSON.stringify(url.startsWith(getIpAddress.path) ? { ip: '10.0.0.7' } : { success: true }))),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof stubFetch>, call: { path: string }) =>
  fetchMock.mock.calls.filter(([u]) => String(u).split('?')[0] === call.path);

describe('visitor tracking', () => {
  it('keeps the campaign parameters, flags and journeyId in session storage', async () => {
    const fetchMock = stubFetch();
    const journey = 'journey-1234';
    initTracking(
      fakeLocation(
        `https://maids.example/hire-maid?utm_source=fbp&utm_term=x&event=Promo&target=nanny&referralId=r1&slv2=1&v_ab=1&journeyId=${journey}`,
      ),
    );
    expect(JSON.parse(sessionStorage.getItem('utm_params')!)).toEqual({ utm_source: 'fbp', utm_term: 'x' });
    expect(sessionStorage.getItem('all_params')).toContain('referralId=r1');
    expect(sessionStorage.getItem('CC_EVENT')).toBe('Promo');
    expect(sessionStorage.getItem('CC_TARGET')).toBe('nanny');
    expect(sessionStorage.getItem('CC_REFERRAL_ID')).toBe('r1');
    expect(sessionStorage.getItem('CC_SLV2')).toBe('1');
    expect(sessionStorage.getItem('CC_V_AB')).toBe('1');
    expect(sessionStorage.getItem('journeyId')).toBe(journey);
    expect(sessionStorage.getItem('CC_journeyId')).toBe(journey);
    expect(sessionStorage.getItem('CC_IBAN_VALIDATION')).toBe('true');
    expect(sessionStorage.getItem('CC_CLIENT_APP')).toBeNull();
    // The reports go once the page has loaded, not during the first render.
    expect(calls(fetchMock, addUrlLog)).toHaveLength(0);
    await vi.waitFor(() => expect(calls(fetchMock, addUrlLog)).toHaveLength(1));
    const log = calls(fetchMock, addUrlLog)[0] as unknown as [string, RequestInit];
    expect(JSON.parse(log[1].body as string)).toMatchObject({ journeyId: journey, mixpanelId: null, url: expect.stringContaining('/hire-maid') });
    await vi.waitFor(() => expect(sessionStorage.getItem('ipAddress')).toBe('10.0.0.7'));
  });

  it('generates a journeyId once and keeps it; asks for the IP address once per session', async () => {
    const fetchMock = stubFetch();
    initTracking(fakeLocation('https://maids.example/?utm_source=client_app'));
    const id = sessionStorage.getItem('journeyId');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(sessionStorage.getItem('CC_CLIENT_APP')).toBe('true');
    await vi.waitFor(() => expect(sessionStorage.getItem('ipAddress')).toBe('10.0.0.7'));
    initTracking(fakeLocation('https://maids.example/legal'));
    expect(sessionStorage.getItem('journeyId')).toBe(id);
    await vi.waitFor(() => expect(calls(fetchMock, addUrlLog)).toHaveLength(2));
    expect(calls(fetchMock, getIpAddress)).toHaveLength(1);
  });

  it('reports a QR scan once per session', async () => {
    const fetchMock = stubFetch();
    initTracking(fakeLocation('https://maids.example/?qr=qr-code-0001'));
    initTracking(fakeLocation('https://maids.example/?qr=qr-code-0001'));
    await vi.waitFor(() => expect(calls(fetchMock, qrScanned)).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(calls(fetchMock, qrScanned)).toHaveLength(1);
    expect(String(calls(fetchMock, qrScanned)[0]![0])).toContain('uuid=qr-code-0001');
  });

  it('rewrites v_merritt and reloads before anything else', () => {
    const fetchMock = stubFetch();
    const location = fakeLocation('https://maids.example/hire-maid?v_merritt=1&x=2#saved');
    expect(initTracking(location)).toEqual({ reloading: true });
    expect(location.replace).toHaveBeenCalledWith('/hire-maid?x=2&event=MerrittGroup#saved');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('follows the language the server rendered on <html lang>', () => {
    stubFetch();
    vi.stubEnv('DEV', false);
    document.documentElement.lang = 'ru';
    initTracking(fakeLocation('https://maids.example/?lang=fr'));
    expect(currentLanguage()).toBe('ru');
    expect(document.documentElement.lang).toBe('ru');
    expect(document.cookie).toBe('');
  });

  it("in Vite's dev server, keeps the language in a cookie itself, and the default clears it", () => {
    stubFetch();
    initTracking(fakeLocation('https://maids.example/?lang=ar'));
    expect(document.cookie).toBe('lang=ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    initTracking(fakeLocation('https://maids.example/hire-maid'));
    expect(document.documentElement.lang).toBe('ar');
    initTracking(fakeLocation('https://maids.example/?lang=xx'));
    expect(document.cookie).toBe('');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('keeps the cc_app start marker unless from_start overrides it', () => {
    expect(markAppSession('a1', false)).toBe('start');
    expect(markAppSession('a1', false)).toBe('resume');
    expect(markAppSession('a1', true)).toBe('start');
    expect(sessionStorage.getItem('cc_app_a1')).toBe('start');
  });
});
