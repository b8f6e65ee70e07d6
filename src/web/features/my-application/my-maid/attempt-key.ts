/**
 * The idempotency key of a family's request (docs/api/service.md): one per attempt. Sending the same
 * thing again before it has succeeded (a double tap, a retry after a lost connection) reuses the
 * attempt's key, so the server keeps one request; anything else sent, or anything after a success,
 * is a new attempt with a new key.
 */
export interface AttemptKeys {
  /** The key to send `payload` with. */
  keyFor(payload: unknown): string;
  /** The attempt succeeded: the next send is a new request. */
  settle(): void;
}

/** 32 random letters and digits, within the server's 16 to 64 of A-Za-z0-9_-. */
export const randomKey = (): string => crypto.randomUUID().replaceAll('-', '');

export function attemptKeys(newKey: () => string = randomKey): AttemptKeys {
  let current: { payload: string; key: string } | null = null;
  return {
    keyFor(payload) {
      const text = JSON.stringify(payload);
      if (current?.payload !== text) current = { payload: text, key: newKey() };
      return current.key;
    },
    settle() {
      current = null;
    },
  };
}
