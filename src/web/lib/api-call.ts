import { track } from './analytics';
import { ApiError, request, type RequestOptions } from './api-client';
import { openCaptcha } from './captcha-request';
import { navigateTo } from './navigation';
import { notify } from './notifications';
import { siteRedirectsToWhatsapp, siteWhatsappUrl } from './site-config';

/**
 * The error catalogue is needed only once a call fails: it loads then, keeping it off the first
 * load. One shared promise, so failures that arrive together are handled in their order of arrival
 * (the last captcha opened is the one shown).
 */
let catalogueLoad: Promise<typeof import('./error-catalogue') | null> | undefined;
function loadCatalogue() {
  catalogueLoad ??= import('./error-catalogue').catch(() => {
    catalogueLoad = undefined;
    return null;
  });
  return catalogueLoad;
}

export interface CallOptions extends RequestOptions {
  /** No toast, navigation or site_error for this call: the caller handles the failure. */
  silent?: boolean;
}

/**
 * The request wrapper with the error catalogue around it (spec sections 7 and 8). Failures still
 * reach the caller as ApiError; a captcha answered correctly resolves with the retried response.
 */
export async function call<T>(options: CallOptions): Promise<T> {
  try {
    return await request<T>(options);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const catalogue = await loadCatalogue();
    if (!catalogue) throw error;
    const outcome = catalogue.describeApiError({
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
              resolve(await call<T>({ ...options, headers }));
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
    throw error;
  }
}
