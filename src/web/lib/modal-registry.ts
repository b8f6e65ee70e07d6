/** Every open modal registers its close function, so a navigation start can close them all. */
const open = new Set<() => void>();

export function registerOpenModal(close: () => void): () => void {
  open.add(close);
  return () => open.delete(close);
}

export function closeAllModals(): void {
  for (const close of Array.from(open)) close();
}
