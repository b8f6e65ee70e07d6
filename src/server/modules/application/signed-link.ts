import { hmac, safeEqual } from '../../secrets.js';

export type LinkPurpose = 'phone' | 'spouse';

export interface LinkClaims {
  applicationId: string;
  purpose: LinkPurpose;
  nonce: string;
  /** Expiry, seconds since the epoch. */
  expiresAt: number;
}

export const LINK_LIFETIME_HOURS = 72;

/** `<claims in base64url JSON>.<HMAC-SHA256>`: short enough for an SMS, unforgeable without APP_SECRET. */
export function signLink(key: Buffer, claims: LinkClaims): string {
  const body = Buffer.from(JSON.stringify([claims.applicationId, claims.purpose, claims.nonce, claims.expiresAt])).toString(
    'base64url',
  );
  return `${body}.${hmac(key, body)}`;
}

/** The claims of a well-signed token, or null for anything forged or malformed. */
export function verifyLink(key: Buffer, token: string): LinkClaims | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  if (!safeEqual(hmac(key, body), signature)) return null;
  try {
    const [applicationId, purpose, nonce, expiresAt] = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown[];
    if (typeof applicationId !== 'string' || typeof nonce !== 'string' || typeof expiresAt !== 'number') return null;
    if (purpose !== 'phone' && purpose !== 'spouse') return null;
    return { applicationId, purpose, nonce, expiresAt };
  } catch {
    return null;
  }
}
