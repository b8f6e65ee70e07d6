/**
 * A maid can be offered when she is not hidden by staff and is available, or her reservation has
 * run out: a reserved maid whose application was abandoned comes back without a cleanup job. The catalogue lists the
 * maids this holds for, and starting an application reserves one only when it holds. `now` is in
 * epoch milliseconds; the catalogue gives the database's clock, so every server agrees.
 */
export function canBeOffered(maid: { status: string; reservedUntil: number | null; hidden: boolean }, now: number): boolean {
  if (maid.hidden) return false;
  return maid.status === 'available' || (maid.status === 'reserved' && maid.reservedUntil !== null && maid.reservedUntil < now);
}
