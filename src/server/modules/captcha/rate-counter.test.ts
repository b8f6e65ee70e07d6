import { describe, expect, it } from 'vitest';
import { RateCounter } from './rate-counter.js';

describe('RateCounter', () => {
  it('counts calls per key within a window and starts afresh after it', () => {
    let now = 1_000;
    const counter = new RateCounter(100, 10, () => now);
    expect([counter.hit('a'), counter.hit('a'), counter.hit('b')]).toEqual([1, 2, 1]);
    now += 99;
    expect(counter.hit('a')).toBe(3);
    now += 1;
    expect(counter.hit('a')).toBe(1);
  });

  it('forgets a key on reset', () => {
    const counter = new RateCounter(100, 10, () => 0);
    counter.hit('a');
    counter.hit('a');
    counter.reset('a');
    expect(counter.hit('a')).toBe(1);
  });

  it('stays within its bound, dropping expired windows first and then the oldest', () => {
    let now = 0;
    const counter = new RateCounter(100, 3, () => now);
    counter.hit('old');
    now = 50;
    counter.hit('a');
    counter.hit('b');
    now = 120; // 'old' has expired, 'a' and 'b' have not
    counter.hit('c');
    expect(counter.size).toBe(3);
    expect(counter.hit('a')).toBe(2);
    counter.hit('d'); // full of live windows: the oldest ('a', then 'b') goes
    expect(counter.size).toBe(3);
    expect(counter.hit('c')).toBe(2);
    expect(counter.hit('a')).toBe(1);
  });
});
