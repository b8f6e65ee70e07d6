import { SmsSendError, type SmsSender } from './sms-sender.js';

export interface HttpSmsOptions {
  /** The API's base, e.g. https://api.twilio.com/2010-04-01. */
  url: string;
  account: string;
  token: string;
  from: string;
  timeoutMs: number;
}

/** The provider's words from an error answer (Twilio's `message`), short. */
function reasonOf(status: number, text: string): string {
  let message: unknown;
  try {
    message = (JSON.parse(text) as { message?: unknown }).message;
  } catch {
    message = undefined;
  }
  const words = typeof message === 'string' && message ? message : text.trim();
  return `the provider answered ${status}${words ? `: ${words.slice(0, 300)}` : ''}`;
}

/**
 * A Twilio-compatible REST API: POST {url}/Accounts/{account}/Messages.json with basic auth and a
 * form body (To, From, Body); the answer's `sid` is the message's id at the provider. The message's
 * idempotency key goes in the Idempotency-Key header. A 4xx answer other than 429 refuses the
 * message itself (a bad number, a blocked sender): trying again cannot help. 429, 5xx, a timeout or
 * a network failure may pass: the queue tries again.
 */
export function httpSmsSender({ url, account, token, from, timeoutMs }: HttpSmsOptions): SmsSender {
  const endpoint = `${url.replace(/\/+$/, '')}/Accounts/${encodeURIComponent(account)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${account}:${token}`).toString('base64')}`;
  return {
    name: 'http',
    async send(message) {
      let response: Response;
      let text: string;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', 'idempotency-key': message.idempotencyKey },
          body: new URLSearchParams({ To: message.toPhone, From: from, Body: message.body }),
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        });
        text = await response.text();
      } catch (err) {
        const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
        const cause = err instanceof Error ? ((err.cause as Error | undefined)?.message ?? err.message) : String(err);
        throw new SmsSendError(timedOut ? `the provider did not answer within ${timeoutMs / 1000} s` : `the provider could not be reached: ${cause}`, false);
      }
      if (!response.ok) {
        const permanent = response.status >= 400 && response.status < 500 && response.status !== 429;
        throw new SmsSendError(reasonOf(response.status, text), permanent);
      }
      let sid: unknown;
      try {
        sid = (JSON.parse(text) as { sid?: unknown }).sid;
      } catch {
        sid = undefined;
      }
      return { providerMessageId: typeof sid === 'string' && sid ? sid : null };
    },
  };
}
