import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decrypt, deriveKey, encrypt, loadAppSecret } from './secrets.js';

describe('secrets', () => {
  it('generates APP_SECRET once into DATA_DIR/secret.key with mode 600 and reuses it', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-'));
    const first = loadAppSecret({ dataDir, APP_SECRET: undefined });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(path.join(dataDir, 'secret.key')).mode & 0o777).toBe(0o600);
    expect(loadAppSecret({ dataDir, APP_SECRET: undefined })).toBe(first);
    expect(loadAppSecret({ dataDir, APP_SECRET: 'x'.repeat(40) })).toBe('x'.repeat(40));
    fs.rmSync(dataDir, { recursive: true });
  });

  it('encrypts with AES-256-GCM so a tampered or foreign-key value does not decrypt', () => {
    const key = deriveKey('a'.repeat(40), 'bank-details');
    const sealed = encrypt(key, 'AE070331234567890123456');
    expect(sealed).not.toContain('0331234567890123456');
    expect(decrypt(key, sealed)).toBe('AE070331234567890123456');
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(() => decrypt(key, tampered)).toThrow();
    expect(() => decrypt(deriveKey('b'.repeat(40), 'bank-details'), sealed)).toThrow();
  });
});
