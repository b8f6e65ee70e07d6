import { msg } from '../i18n/msg.js';
import type { Stage } from './stages.js';

/**
 * When the spouse's signing link (SEND_SMS with wa on a phone) may be sent again: by the family
 * from /my-application, by staff from the desk. One rule for both, and for the pages that offer it.
 */

/** A new link replaces a message that may still be on its way: not twice within this time. */
export const SPOUSE_LINK_RESEND_SECONDS = 60;

export const NO_SPOUSE_LINK = msg('No signing link was sent to a spouse for this application.');
export const SPOUSE_SIGNED = msg('Your spouse has already signed the payment forms.');
export const APPLICATION_CLOSED = msg('This application is closed: its signing link cannot be sent again.');
export const SENT_JUST_NOW = msg('The link was sent less than a minute ago. Please wait a minute before sending it again.');

export interface SpouseLinkFacts {
  /** When the latest signing link went to the spouse (epoch ms), or null when none ever did. */
  lastSentAt: number | null;
  signedBySpouse: boolean;
  stage: Stage | null;
}

/** Why the link cannot be sent again at all, whatever the time, or null: what decides whether to offer it. */
export function spouseLinkClosed(facts: SpouseLinkFacts): string | null {
  if (facts.lastSentAt === null) return NO_SPOUSE_LINK;
  if (facts.signedBySpouse) return SPOUSE_SIGNED;
  if (facts.stage === 'cancelled' || facts.stage === 'completed') return APPLICATION_CLOSED;
  return null;
}

/** Why the link cannot be sent again now, or null when it can. */
export function spouseLinkResendRefusal(facts: SpouseLinkFacts, now: number = Date.now()): string | null {
  const closed = spouseLinkClosed(facts);
  if (closed) return closed;
  return now - facts.lastSentAt! < SPOUSE_LINK_RESEND_SECONDS * 1000 ? SENT_JUST_NOW : null;
}
