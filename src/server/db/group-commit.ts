/**
 * Group commit: writes that arrive while one is in flight wait, and go together as one statement
 * when it returns. Each caller is answered after its own row is committed, as with one statement
 * per call, but a busy server makes one round trip and one WAL flush for many rows instead of one
 * each. With `gatherMs` 0 an idle server writes a lone row at once; a writer nobody waits for may
 * gather rows for `gatherMs` before each statement (fewer, larger statements), and `settled()`
 * cuts the gathering short.
 *
 * If a batch fails, its items are written one by one with `writeOne`, so that each caller gets
 * the answer to its own row (a bad row fails alone, the others are stored).
 */
export interface GroupCommit<T, R> {
  /** Resolves with the item's own result once it is committed. */
  write(item: T): Promise<R>;
  /**
   * The same for a writer that does not wait: no promise per item, and only a failure is reported,
   * with its item. Pass one handler for all items rather than a closure per call: whatever a
   * closure holds (a request, say) would stay alive until the batch is written.
   */
  enqueue(item: T, onError: (err: unknown, item: T) => void): void;
  /** Resolves once everything written before the call has been committed or has failed. */
  settled(): Promise<void>;
}

interface Queued<T, R> {
  item: T;
  resolve(result: R): void;
  reject(err: unknown, item: T): void;
}

const noop = () => {};

export function groupCommit<T, R>(
  writeMany: (items: T[]) => Promise<void>,
  writeOne: (item: T) => Promise<R>,
  { maxBatch = 500, gatherMs = 0, resultOfBatch }: { maxBatch?: number; gatherMs?: number; resultOfBatch: R },
): GroupCommit<T, R> {
  let queue: Array<Queued<T, R>> = [];
  let running = false;
  /** Items queued so far, and items whose outcome is known: batches finish in order. */
  let enqueued = 0;
  let finished = 0;
  let settlers: Array<{ upTo: number; resolve(): void }> = [];
  let stopGathering: (() => void) | undefined;

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
        batch[0]!.reject(err, batch[0]!.item);
        return;
      }
      await Promise.all(batch.map((b) => writeOne(b.item).then(b.resolve, (e: unknown) => b.reject(e, b.item))));
    }
  }

  async function run(): Promise<void> {
    running = true;
    while (queue.length > 0) {
      if (gatherMs > 0 && queue.length < maxBatch && settlers.length === 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, gatherMs);
          stopGathering = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        stopGathering = undefined;
      }
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
    enqueue: (item, onError) => push({ item, resolve: noop, reject: onError }),
    settled: () => {
      if (finished >= enqueued) return Promise.resolve();
      const upTo = enqueued;
      stopGathering?.();
      return new Promise((resolve) => settlers.push({ upTo, resolve }));
    },
  };
}
