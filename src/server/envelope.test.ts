import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isWrappedUnder,
  newDataKey,
  openBytes,
  openValue,
  rewrapDataKey,
  rewrapValue,
  sealBytes,
  sealValue,
  unwrapDataKey,
  wrapDataKey,
  WrongKeyError,
} from './envelope.js';
import { encrypt, wrappingKeyOf } from './secrets.js';

const oldKey = wrappingKeyOf('o'.repeat(40));
const newKey = wrappingKeyOf('n'.repeat(40));
const IBAN = 'AE070331234567890123456';

describe('sealed values', () => {
  it('open only with their wrapping key and their context, and never show the value', () => {
    const sealed = sealValue(oldKey, IBAN, 'application:1:iban');
    expect(sealed).toMatch(/^v2\.k1\./);
    expect(sealed).not.toContain('0331234567890123456');
    expect(openValue(oldKey, sealed, 'application:1:iban')).toBe(IBAN);
    expect(() => openValue(oldKey, sealed, 'application:2:iban')).toThrow();
    expect(() => openValue(newKey, sealed, 'application:1:iban')).toThrow(WrongKeyError);
  });

  it('get a data key of their own each time', () => {
    const a = sealValue(oldKey, IBAN, 'c');
    const b = sealValue(oldKey, IBAN, 'c');
    expect(a.split('.')[3]).not.toBe(b.split('.')[3]);
    expect(a).not.toBe(b);
  });

  it('refuse a value whose ciphertext or wrapped key was tampered with', () => {
    const sealed = sealValue(oldKey, IBAN, 'c');
    const parts = sealed.split('.');
    const flip = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
    for (const index of [3, 4, 5, 6]) {
      const tampered = parts.map((p, i) => (i === index ? flip(p) : p)).join('.');
      expect(() => openValue(oldKey, tampered, 'c'), `part ${index}`).toThrow();
    }
  });

  it('round-trip any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), fc.string({ maxLength: 40 }), (plain, context) => {
        expect(openValue(oldKey, sealValue(oldKey, plain, context), context)).toBe(plain);
      }),
      { numRuns: 100 },
    );
  });

  it('still open as v1 (sealed with the wrapping key itself, before data keys)', () => {
    expect(openValue(oldKey, encrypt(oldKey, IBAN), 'any context')).toBe(IBAN);
  });
});

describe('rotation', () => {
  it('re-wraps a value\'s data key and keeps its ciphertext; a second run changes nothing', () => {
    const sealed = sealValue(oldKey, IBAN, 'c');
    const rotated = rewrapValue(oldKey, newKey, sealed, 'c');
    expect(rotated).not.toBe(sealed);
    expect(rotated.split('.').slice(4)).toEqual(sealed.split('.').slice(4));
    expect(openValue(newKey, rotated, 'c')).toBe(IBAN);
    expect(() => openValue(oldKey, rotated, 'c')).toThrow(WrongKeyError);
    expect(rewrapValue(oldKey, newKey, rotated, 'c')).toBe(rotated);
  });

  it('turns a v1 value into v2 under the new key', () => {
    const rotated = rewrapValue(oldKey, newKey, encrypt(oldKey, IBAN), 'c');
    expect(rotated).toMatch(/^v2\./);
    expect(openValue(newKey, rotated, 'c')).toBe(IBAN);
  });

  it('refuses a data key wrapped under neither secret', () => {
    const stranger = wrappingKeyOf('s'.repeat(40));
    const wrapped = wrapDataKey(stranger, newDataKey());
    expect(() => rewrapDataKey(oldKey, newKey, wrapped)).toThrow(WrongKeyError);
  });

  it('re-wraps a file\'s data key so its bytes open with the new key', () => {
    const dataKey = newDataKey();
    const wrapped = wrapDataKey(oldKey, dataKey);
    const rotated = rewrapDataKey(oldKey, newKey, wrapped);
    expect(isWrappedUnder(newKey, rotated)).toBe(true);
    expect(isWrappedUnder(oldKey, rotated)).toBe(false);
    expect(unwrapDataKey(newKey, rotated).equals(dataKey)).toBe(true);
    expect(rewrapDataKey(oldKey, newKey, rotated)).toBe(rotated);
  });
});

describe('sealed files', () => {
  it('open with their data key and context only, and hold none of the plain bytes', () => {
    const dataKey = newDataKey();
    const plain = Buffer.from('%PDF-1.4 passport scan of Amira Haddad');
    const sealed = sealBytes(dataKey, plain, 'document:1');
    expect(sealed.subarray(0, 4).toString('latin1')).toBe('ENC1');
    expect(sealed.includes(Buffer.from('Amira'))).toBe(false);
    expect(openBytes(dataKey, sealed, 'document:1').equals(plain)).toBe(true);
    expect(() => openBytes(dataKey, sealed, 'document:2')).toThrow();
    expect(() => openBytes(newDataKey(), sealed, 'document:1')).toThrow();
    expect(() => openBytes(dataKey, plain, 'document:1')).toThrow(/not a sealed file/);
  });
});
