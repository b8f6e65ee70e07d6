import type { FastifyBaseLogger } from 'fastify';
import { maskPhone } from './mask-phone.js';
import type { SmsSender } from './sms-sender.js';

/**
 * The default provider, for development and demos: it sends nothing and logs that a message went
 * out. Never the text: it holds signed links and one-time codes, which grant access to an
 * application. In development the text is on /dev/outbox.
 */
export function consoleSmsSender(log: FastifyBaseLogger): SmsSender {
  return {
    name: 'console',
    async send(message) {
      log.info({ sms: message.id, kind: message.kind, to: maskPhone(message.toPhone), applicationId: message.applicationId }, 'SMS sent (console provider: logged, not sent to a phone)');
      return { providerMessageId: null };
    },
  };
}
