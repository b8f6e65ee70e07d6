import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import { consoleSmsSender } from './console-sms-sender.js';
import { httpSmsSender } from './http-sms-sender.js';

/** One message as the queue's worker hands it to a provider. */
export interface OutgoingSms {
  id: number;
  toPhone: string;
  body: string;
  kind: string;
  applicationId: string | null;
  /** The same on every try of this message: a provider that honours it sends the message once. */
  idempotencyKey: string;
}

/** Sends an SMS for real (or, in development, to the log): the queue's worker calls it outside any transaction. */
export interface SmsSender {
  name: string;
  /** Resolves with the provider's id of the message once the provider has taken it. */
  send(message: OutgoingSms): Promise<{ providerMessageId: string | null }>;
}

/** A try that failed: `permanent` when trying again cannot help (the provider refused the message itself). */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** The provider SMS_PROVIDER names. */
export function createSmsSender(config: Config, log: FastifyBaseLogger): SmsSender {
  if (config.SMS_PROVIDER === 'console') return consoleSmsSender(log);
  return httpSmsSender({
    url: config.SMS_HTTP_URL!,
    account: config.SMS_HTTP_ACCOUNT!,
    token: config.SMS_HTTP_TOKEN!,
    from: config.SMS_HTTP_FROM!,
    timeoutMs: config.SMS_SEND_TIMEOUT_S * 1000,
  });
}
