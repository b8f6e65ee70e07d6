import { createHash, randomBytes } from 'node:crypto';
import type { Language } from '../../../shared/tracking.js';
import { signedBytes, signToken } from '../../secrets.js';
import { withLanguage } from '../sms/link-language.js';

/** The family's link works until this long after the call's time; then it is a 404. */
export const LINK_DAYS_AFTER_CALL = 30;

/** The family's page of their call (built by the web): `/interview/<token>`. */
export const FAMILY_PAGE = '/interview/';

/**
 * The token of a call's family link: the call's id (16 bytes) and its signature, 45 characters.
 * Signed rather than random so that every SMS about the call (staff's confirmation, the reminder)
 * carries the same link; the database keeps only its SHA-256, to find the call.
 */
export function signInterviewLink(key: Buffer, interviewId: string): string {
  return signToken(key, Buffer.from(interviewId.replaceAll('-', ''), 'hex'));
}

/** Whether a token is well signed: a forged or malformed one is refused before the database is asked. */
export function isSignedInterviewLink(key: Buffer, token: string): boolean {
  return signedBytes(key, token)?.length === 16;
}

export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The video room's name: 128 random bits, so nobody finds the call by guessing. */
export const newRoom = () => randomBytes(16).toString('hex');

/** The family's link as an SMS carries it, opening in the language the SMS is written in. */
export const familyLinkUrl = (origin: string, token: string, lang: Language) => withLanguage(`${origin}${FAMILY_PAGE}${token}`, lang);
