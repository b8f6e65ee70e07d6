import { describe, expect, it } from 'vitest';
import { groupCommit } from './group-commit.js';

/** A store whose writes take a turn of the event loop, recording each statement it ran. */
function fakeStore({ failManyWhen = (_: number[]): boolean => false } = {}) {
  const statements: number[][] = [];
  const rows: number[] = [];
  const tick = () => new Promise((r) => setTimeout(r, 1));
  return {
    statements,
    rows,
    writeMany: async (items: number[]) => {
      statements.push(items);
      await tick();
      if (failManyWhen(items)) throw new Error('batch refused');
      rows.push(...items);
    },
    writeOne: async (item: number) => {
      statements.push([item]);
      await tick();
      if (item < 0) return false;
      if (item === 13) throw new Error('unlucky');
      rows.push(item);
      return true;
    },
  };
}

describe('groupCommit', () => {
  it('writes a lone item at once, by itself', async () => {
    const store = fakeStore();
    const { write: add } = groupCommit(store.writeMany, store.writeOne, { resultOfBatch: true });
    await expect(add(1)).resolves.toBe(true);
    expect(store.statements).toEqual([[1]]);
  });

  it('gathers what arrives during a write into one statement, answering each after its commit', async () => {
    const store = fakeStore();
    const { write: add } = groupCommit(store.writeMany, store.writeOne, { resultOfBatch: true });
    const answers = await Promise.all([1, 2, 3, 4, 5].map(add));
    expect(answers).toEqual([true, true, true, true, true]);
    expect(store.statements).toEqual([[1], [2, 3, 4, 5]]);
    expect(store.rows).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps batches within maxBatch', async () => {
    const store = fakeStore();
    const { write: add } = groupCommit(store.writeMany, store.writeOne, { resultOfBatch: true, maxBatch: 2 });
    await Promise.all([1, 2, 3, 4, 5, 6].map(add));
    expect(store.statements).toEqual([[1], [2, 3], [4, 5], [6]]);
  });

  it('writes a failed batch again one by one, so each caller gets its own answer', async () => {
    const store = fakeStore({ failManyWhen: (items) => items.some((i) => i < 0 || i === 13) });
    const { write: add } = groupCommit(store.writeMany, store.writeOne, { resultOfBatch: true });
    const settled = await Promise.allSettled([1, 2, -3, 13, 5].map(add));
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : (s.reason as Error).message))).toEqual([
      true,
      true,
      false,
      'unlucky',
      true,
    ]);
    expect(store.rows.sort((a, b) => a - b)).toEqual([1, 2, 5]);
  });

  it('settles once everything written before has been committed', async () => {
    const store = fakeStore();
    const commit = groupCommit(store.writeMany, store.writeOne, { resultOfBatch: true });
    await commit.settled();
    for (const item of [1, 2, 3]) void commit.write(item);
    await commit.settled();
    expect(store.rows).toEqual([1, 2, 3]);
  });

  it('settles once what was written before is committed, however busy the writer stays after', async () => {
    const store = fakeStore();
    const commit = groupCommit(store.writeMany, store.writeOne, { resultOfBatch: true });
    for (const item of [1, 2, 3]) void commit.write(item);
    let more = 100;
    // A steady stream of later writes keeps the writer busy.
    const stream = setInterval(() => void commit.write((more += 1)), 0);
    try {
      // Waiting for the queue to drain would never end while the stream goes on.
      await commit.settled();
      expect(store.rows.slice(0, 3)).toEqual([1, 2, 3]);
    } finally {
      clearInterval(stream);
    }
    await commit.settled();
  });

  it('goes on after a failure of a lone write', async () => {
    const store = fakeStore();
    const { write: add } = groupCommit(store.writeMany, store.writeOne, { resultOfBatch: true });
    await expect(add(13)).rejects.toThrow('unlucky');
    await expect(add(7)).resolves.toBe(true);
  });

});
