import { ApiError, request, type RequestOptions } from './api-client';

/**
 * What a failure causes (the error catalogue, the captcha, the toast) is needed only once a call
 * fails: it loads then, keeping it off the first load. One shared promise, so failures that arrive
 * together are handled in their order of arrival (the last captcha opened is the one shown).
 */
let failureLoad: Promise<typeof import('./api-failure') | null> | undefined;
function loadFailureHandling() {
  failureLoad ??= import('./api-failure').catch(() => {
    failureLoad = undefined;
    return null;
  });
  return failureLoad;
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
    const failure = await loadFailureHandling();
    if (!failure) throw error;
    return failure.handleApiFailure<T>(error, options, call);
  }
}
