import { describe, expect, it } from 'vitest';
import { attemptKeys, randomKey } from './attempt-key';

describe("a request's idempotency key", () => {
  const counter = () => {
    let n = 0;
    return () => `key-${++n}`;
  };

  it('is the same for the same request sent again before it succeeded (a double tap, a retry)', () => {
    const keys = attemptKeys(counter());
    const first = keys.keyFor({ reason: 'skills', newMaidId: 7 });
    expect(keys.keyFor({ reason: 'skills', newMaidId: 7 })).toBe(first);
  });

  it('is new for another request: another maid, another reason', () => {
    const keys = attemptKeys(counter());
    const first = keys.keyFor({ reason: 'skills', newMaidId: 7 });
    expect(keys.keyFor({ reason: 'skills', newMaidId: 8 })).not.toBe(first);
  });

  it('is new once the attempt succeeded, even for the same words', () => {
    const keys = attemptKeys(counter());
    const first = keys.keyFor({ category: 'maid', details: 'Late' });
    keys.settle();
    expect(keys.keyFor({ category: 'maid', details: 'Late' })).not.toBe(first);
  });

  it('is what the server accepts: 16 to 64 of A-Za-z0-9_-', () => {
    expect(randomKey()).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(randomKey()).not.toBe(randomKey());
  });
});
