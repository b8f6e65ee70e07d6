import { describe, expect, it } from 'vitest';
import { describeApiError, helperFailureToast, type FailedCall } from './error-catalogue';

const WA = 'https://api.whatsapp.com/send?phone=971500000000';
const failed = (over: Partial<FailedCall>): FailedCall => ({ status: 500, message: '', whatsappUrl: WA, ...over });
const notification = (body: object) => `NOTIFICATION:${JSON.stringify(body)}`;

describe('error catalogue (section 8), one case per row', () => {
  it('400 NOTIFICATION with errorMessage: error toast, WhatsApp link, to /app?appId, 20000 ms top-center', () => {
    const out = describeApiError(
      failed({ status: 400, message: notification({ errorMessage: 'Sorry <b>x</b>, @whats_app_us@ now', appId: 'a-1' }) }),
    );
    expect(out.row).toBe('notification');
    expect(out.toast).toMatchObject({ type: 'error', duration: 20000, align: 'top-center' });
    expect(out.toast?.html).toBe(`Sorry &lt;b&gt;x&lt;/b&gt;, <a href="${WA}">WhatsApp us</a> now`);
    expect(out.navigateTo).toBe('/app?appId=a-1');
    expect(out.siteError).toBe(false);
  });

  it('400 NOTIFICATION with infoMessage only: info toast, goToPage', () => {
    const out = describeApiError(failed({ status: 400, message: notification({ infoMessage: 'Already applied', goToPage: '/shortlisted-maids' }) }));
    expect(out.toast).toMatchObject({ type: 'info', html: 'Already applied' });
    expect(out.navigateTo).toBe('/shortlisted-maids');
  });

  it('400 NOTIFICATION without a target goes to /hire-maid, and lasts 300000 ms when redirectToWhatsapp is on', () => {
    const out = describeApiError(failed({ status: 400, message: notification({ infoMessage: 'x' }), redirectToWhatsapp: true }));
    expect(out.navigateTo).toBe('/hire-maid');
    expect(out.toast?.duration).toBe(300000);
  });

  it('400 NOTIFICATION never navigates off the site', () => {
    const out = describeApiError(failed({ status: 400, message: notification({ infoMessage: 'x', goToPage: '//evil.example' }) }));
    expect(out.navigateTo).toBe('/hire-maid');
  });

  it('other 400: danger toast with the message, 7000 ms', () => {
    const out = describeApiError(failed({ status: 400, message: 'phone must be a UAE mobile number' }));
    expect(out).toEqual({
      row: 'bad-request',
      toast: { type: 'danger', html: 'phone must be a UAE mobile number', duration: 7000 },
      siteError: false,
    });
  });

  it('401 with captchaId and INVALID CAPTCHA ANSWER!: Incorrect code 7000 ms and a new captcha', () => {
    const out = describeApiError(
      failed({ status: 401, message: 'INVALID CAPTCHA ANSWER!', captchaId: 'c2', captchaAttachmentUuid: 'img2' }),
    );
    expect(out.row).toBe('captcha-invalid');
    expect(out.toast).toMatchObject({ type: 'danger', title: 'Incorrect code', duration: 7000 });
    expect(out.captcha).toEqual({ captchaId: 'c2', attachmentUuid: 'img2' });
  });

  it('401 with captchaId and another message: captcha flow, no toast', () => {
    const out = describeApiError(failed({ status: 401, message: 'Captcha required', captchaId: 'c1', captchaAttachmentUuid: 'img1' }));
    expect(out).toEqual({ row: 'captcha-required', captcha: { captchaId: 'c1', attachmentUuid: 'img1' }, siteError: false });
  });

  // 503: the server's database is briefly unreachable (docs/decisions/2026-11-23-database-outage.md).
  it.each([0, 401, 404, 429, 503])('status %s: connection error, 180000 ms, site_error', (status) => {
    const out = describeApiError(failed({ status, message: 'Connection error' }));
    expect(out.row).toBe('connection');
    expect(out.toast).toMatchObject({
      type: 'danger',
      title: 'Connection error: Please refresh',
      html: 'If the error continues, please WhatsApp us to complete your transaction.',
      duration: 180000,
    });
    expect(out.siteError).toBe(true);
  });

  it.each([500, 502, 504])('status %s: Oops toast, 180000 ms, site_error', (status) => {
    const out = describeApiError(failed({ status }));
    expect(out.row).toBe('server');
    expect(out.toast).toMatchObject({
      title: 'Oops. Looks like something went wrong.',
      html: 'Please WhatsApp us to complete your transaction.',
      duration: 180000,
    });
    expect(out.siteError).toBe(true);
  });

  it('a generic helper failure is a 4000 ms danger toast with the text', () => {
    expect(helperFailureToast(new Error('Copy failed'))).toEqual({ type: 'danger', html: 'Copy failed', duration: 4000 });
  });
});
