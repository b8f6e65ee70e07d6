/** The ids in a new order: the one at `from` moved to `to` (the back office's Move up / Move down). */
export function moved<Id>(ids: readonly Id[], from: number, to: number): Id[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id!);
  return next;
}
