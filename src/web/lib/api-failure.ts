import { track } from './analytics';
import type { ApiError } from './api-client';
import type { CallOptions } from './api-call';
import { openCaptcha } from './captcha-request';
import { describeApiError } from './error-catalogue';
import { navigateTo } from './navigation';
import { notify } from './notifications';
import { siteRedirectsToWhatsapp, siteWhatsappUrl } from './site-config';

/**
 * What a failed call causes (spec sections 7 and 8), from the error catalogue: the toast, the
 * site_error event, the navigation, or the captcha whose correct answer re-sends the call (`retry`).
 * Resolves with the retried call's answer; otherwise rejects with the failure.
 */
export function handleApiFailure<T>(error: ApiError, options: CallOptions, retry: (options: CallOptions) => Promise<T>): Promise<T> {
  const outcome = describeApiError({
    status: error.status,
    message: error.message,
    captchaId: error.headers?.get('captchaId'),
    captchaAttachmentUuid: error.headers?.get('captchaAttachmentUuid'),
    redirectToWhatsapp: siteRedirectsToWhatsapp(),
    whatsappUrl: siteWhatsappUrl(),
  });
  // The captcha's 'Incorrect code' shows even for silent calls: the visitor typed the answer.
  if (outcome.captcha) {
    if (outcome.toast) notify(outcome.toast);
    const captcha = outcome.captcha;
    return new Promise<T>((resolve, reject) => {
      openCaptcha({
        captchaId: captcha.captchaId,
        attachmentUuid: captcha.attachmentUuid,
        verify: async (answer) => {
          const headers = { ...options.headers, captchaAnswer: answer, captchaId: captcha.captchaId };
          try {
            resolve(await retry({ ...options, headers }));
          } catch (retryError) {
            reject(retryError);
          }
        },
        cancel: () => reject(error),
      });
    });
  }
  if (!options.silent) {
    if (outcome.toast) notify(outcome.toast);
    if (outcome.siteError) {
      track('site_error', { status: error.status, path: options.url.split('?')[0], message: error.message.slice(0, 200) });
    }
    if (outcome.navigateTo) navigateTo(outcome.navigateTo);
  }
  return Promise.reject(error);
}
