/** The PDF viewer modal's state: which document is open. */
export interface OpenPdf {
  url: string;
  title: string;
}

let current: OpenPdf | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function openPdf(pdf: OpenPdf): void {
  current = pdf;
  emit();
}

export function closePdf(): void {
  current = null;
  emit();
}

export function currentPdf(): OpenPdf | null {
  return current;
}

export function subscribePdf(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
