import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** A new authenticator secret, the otpauth:// link an app reads, and that link as a QR code (SVG). */
export async function newTotpSecret(siteName: string, email: string): Promise<{ secret: string; otpauthUri: string; qrSvg: string }> {
  const secret = generateSecret();
  const otpauthUri = generateURI({ issuer: siteName, label: email, secret });
  return { secret, otpauthUri, qrSvg: await QRCode.toString(otpauthUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) };
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
