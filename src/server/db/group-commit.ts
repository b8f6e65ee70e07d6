/**
 * Group commit: writes that arrive while one is in flight wait, and go together as one statement
 * when it returns. Each caller is answered after its own row is committed, as with one statement
 * per call, but a busy server makes one round trip and one WAL flush for many rows instead of one
 * each. An idle server writes a lone row at once: nothing waits to gather company.
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

interface Queued<T, R> {
  item: T;
  resolve(result: R): void;
  reject(err: unknown): void;
}

export function groupCommit<T, R>(
  writeMany: (items: T[]) => Promise<void>,
  writeOne: (item: T) => Promise<R>,
  { maxBatch = 500, resultOfBatch }: { maxBatch?: number; resultOfBatch: R },
): GroupCommit<T, R> {
  let queue: Array<Queued<T, R>> = [];
  let running = false;
  /** Items queued so far, and items whose outcome is known: batches finish in order. */
  let enqueued = 0;
  let finished = 0;
  let settlers: Array<{ upTo: number; resolve(): void }> = [];

  async function writeBatch(batch: Array<Queued<T, R>>): Promise<void> {
    try {
      if (batch.length === 1) {
        batch[0]!.resolve(await writeOne(batch[0]!.item));
        return;
      }
      await writeMany(batch.map((b) => b.item));
      for (const b of batch) b.resolve(resultOfBatch);
    } catch (err) {
      if (batch.length === 1) {
        batch[0]!.reject(err);
        return;
      }
      await Promise.all(batch.map((b) => writeOne(b.item).then(b.resolve, (e: unknown) => b.reject(e))));
    }
  }

  async function run(): Promise<void> {
    running = true;
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      await writeBatch(batch);
      finished += batch.length;
      const ready = settlers.filter((s) => s.upTo <= finished);
      settlers = settlers.filter((s) => s.upTo > finished);
      for (const s of ready) s.resolve();
    }
    running = false;
  }

  function push(queued: Queued<T, R>): void {
    queue.push(queued);
    enqueued += 1;
    if (!running) void run();
  }

  return {
    write: (item) => new Promise<R>((resolve, reject) => push({ item, resolve, reject })),
    settled: () => {
      if (finished >= enqueued) return Promise.resolve();
      const upTo = enqueued;
      return new Promise((resolve) => settlers.push({ upTo, resolve }));
    },
  };
}
