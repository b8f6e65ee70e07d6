/**
 * An error and its causes, outermost first: drizzle wraps the driver's error in `cause`, and a
 * refused dual-stack connect is an AggregateError of one error per address. Bounded, and safe
 * against a cause that points back.
 */
export function errorChain(error: unknown, limit = 10): object[] {
  const seen: object[] = [];
  const pending = [error];
  while (pending.length > 0 && seen.length < limit) {
    const current = pending.shift();
    if (current === null || typeof current !== 'object' || seen.includes(current)) continue;
    seen.push(current);
    const { cause, errors } = current as { cause?: unknown; errors?: unknown };
    if (cause !== undefined) pending.push(cause);
    if (Array.isArray(errors)) pending.push(...(errors as unknown[]));
  }
  return seen;
}

/** PostgreSQL's foreign_key_violation (23503) anywhere in the error's chain. */
export const isForeignKeyViolation = (error: unknown): boolean =>
  errorChain(error).some((e) => (e as { code?: unknown }).code === '23503');
