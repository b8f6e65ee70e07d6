import { generateSecret, generateURI, verify } from 'otplib';

/** A new authenticator secret and the otpauth:// link an app reads from a QR code. */
export function newTotpSecret(siteName: string, email: string): { secret: string; otpauthUri: string } {
  const secret = generateSecret();
  return { secret, otpauthUri: generateURI({ issuer: siteName, label: email, secret }) };
}

/**
 * The time step of a valid code, or null. A code from the step before is still accepted (a code
 * typed as it changed); one at or before `lastStep`, already used, is not.
 */
export async function checkTotp(secret: string, code: string, lastStep: number | null): Promise<number | null> {
  const result = await verify({ secret, token: code, epochTolerance: [30, 0], ...(lastStep === null ? {} : { afterTimeStep: lastStep }) });
  // The union type also covers HOTP's results, which have no time step; a TOTP verify always gives one.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
