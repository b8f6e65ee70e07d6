/**
 * Remembers what `load` answered for `ttlMs`, per key. Concurrent misses share one load, and a
 * failed load is forgotten at once so the next call tries again. For data that only staff
 * change (site settings, tab counts), where being a few seconds late is harmless.
 */
export function ttlCache<K, V>(ttlMs: number, load: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const entries = new Map<K, { value: Promise<V>; expires: number }>();
  return (key) => {
    const now = performance.now();
    const hit = entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    // A native promise, settled once: a drizzle query is a thenable that runs again on every then().
    const value = (async () => load(key))();
    entries.set(key, { value, expires: now + ttlMs });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}
