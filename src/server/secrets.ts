import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config.js';

/**
 * APP_SECRET, or one generated once into DATA_DIR/secret.key (mode 600) so signed links and
 * encrypted bank details survive a restart without any setup.
 */
export function loadAppSecret(config: Pick<Config, 'APP_SECRET' | 'dataDir'>): string {
  if (config.APP_SECRET) return config.APP_SECRET;
  const file = path.join(config.dataDir, 'secret.key');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // Not there yet: generated below.
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    // 'wx' so two processes starting together keep the first secret written.
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    return fs.readFileSync(file, 'utf8').trim();
  }
}

/** Separate keys per purpose, so the signing key never doubles as the encryption key. */
export function deriveKey(secret: string, purpose: 'link-signing' | 'bank-details' | 'cookie-hash' | 'otp' | 'staff-csrf' | 'pay-link' | 'interview-link'): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'sunrise-maids', purpose, 32));
}

/**
 * The key that wraps every data key of documents, signatures and personal values (envelope.ts).
 * It is the key once used for bank details alone, derived with the same label, so IBANs sealed
 * before data keys existed (v1) still open with it.
 */
export function wrappingKeyOf(secret: string): Buffer {
  return deriveKey(secret, 'bank-details');
}

export function hmac(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** 128 bits of HMAC-SHA256 of a token's body: unforgeable, and short enough for an SMS and a route parameter. */
const tagOf = (key: Buffer, body: string) => Buffer.from(hmac(key, body), 'base64url').subarray(0, 16).toString('base64url');

/** A link's token: `bytes` in base64url and their signature (the payment and interview links). */
export function signToken(key: Buffer, bytes: Buffer): string {
  const body = bytes.toString('base64url');
  return `${body}.${tagOf(key, body)}`;
}

/** The bytes of a well-signed token; null for anything forged or malformed. */
export function signedBytes(key: Buffer, token: string): Buffer | null {
  const [body, tag, extra] = token.split('.');
  if (!body || !tag || extra !== undefined || !safeEqual(tagOf(key, body), tag)) return null;
  return Buffer.from(body, 'base64url');
}

/** AES-256-GCM; the result is `v1.<iv>.<tag>.<ciphertext>` in base64url. */
export function encrypt(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

export function decrypt(key: Buffer, sealed: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('unknown sealed value');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
