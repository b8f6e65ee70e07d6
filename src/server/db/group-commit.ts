/**
 * Group commit: writes that arrive while one is in flight wait, and go together as one statement
 * when it returns. Each caller is answered after its own row is committed, as with one statement
 * per call, but a busy server makes one round trip and one WAL flush for many rows instead of one
 * each. An idle server writes a lone row at once, with no timer and no added wait.
 *
 * If a batch fails, its items are written one by one with `writeOne`, so that each caller gets
 * the answer to its own row (a bad row fails alone, the others are stored).
 */
export interface GroupCommit<T, R> {
  /** Resolves with the item's own result once it is committed. */
  write(item: T): Promise<R>;
  /** Resolves once everything written before the call has been committed or has failed. */
  settled(): Promise<void>;
}

export function groupCommit<T, R>(
  writeMany: (items: T[]) => Promise<void>,
  writeOne: (item: T) => Promise<R>,
  { maxBatch = 500, resultOfBatch }: { maxBatch?: number; resultOfBatch: R },
): GroupCommit<T, R> {
  let queue: Array<{ item: T; resolve(result: R): void; reject(err: unknown): void }> = [];
  let flushing: Promise<void> | undefined;

  async function flush(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      try {
        if (batch.length === 1) {
          batch[0]!.resolve(await writeOne(batch[0]!.item));
          continue;
        }
        await writeMany(batch.map((b) => b.item));
        for (const b of batch) b.resolve(resultOfBatch);
      } catch (err) {
        if (batch.length === 1) {
          batch[0]!.reject(err);
          continue;
        }
        await Promise.all(batch.map((b) => writeOne(b.item).then(b.resolve, b.reject)));
      }
    }
    flushing = undefined;
  }

  return {
    write: (item) =>
      new Promise<R>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        flushing ??= flush();
      }),
    settled: () => flushing ?? Promise.resolve(),
  };
}
