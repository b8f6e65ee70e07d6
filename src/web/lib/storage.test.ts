import { describe, expect, it } from 'vitest';
import { createSafeStorage, readJson, writeJson } from './storage';

function brokenStorage(): Storage {
  const fail = () => {
    throw new DOMException('denied', 'SecurityError');
  };
  return { getItem: fail, setItem: fail, removeItem: fail, clear: fail, key: fail, length: 0 } as unknown as Storage;
}

describe('storage wrappers', () => {
  it('fall back to memory when there is no browser storage', () => {
    const store = createSafeStorage(undefined);
    expect(store.persistent).toBe(false);
    store.set('a', '1');
    expect(store.get('a')).toBe('1');
    store.remove('a');
    expect(store.get('a')).toBeNull();
  });

  it('fall back to memory when the browser storage throws', () => {
    const store = createSafeStorage(brokenStorage());
    store.set('k', 'v');
    expect(store.get('k')).toBe('v');
  });

  it('write through to working storage', () => {
    const store = createSafeStorage(window.localStorage);
    store.set('k', 'v');
    expect(window.localStorage.getItem('k')).toBe('v');
    writeJson(store, 'j', { a: 1 });
    expect(readJson(store, 'j')).toEqual({ a: 1 });
    window.localStorage.setItem('bad', '{');
    expect(readJson(store, 'bad')).toBeUndefined();
  });
});
