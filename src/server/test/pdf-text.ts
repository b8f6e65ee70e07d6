/** The text items of every page as pdf.js cuts them: a value drawn in one piece is one item, a value broken in two is two. */
export async function pdfTextItems(bytes: Uint8Array): Promise<string[][]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[][] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')));
  }
  await pdf.destroy();
  return pages;
}

/** The text of every page of a PDF, as pdf.js reads it (what a screen reader or a copy would get), whitespace collapsed. */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  return (await pdfTextItems(bytes)).map((items) => items.join(' ').replace(/\s+/g, ' ').trim());
}

/** Whitespace collapsed, as pdfText gives it. */
export const collapsed = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A phrase of a PDF page: the items drawn next to each other on one baseline (a column's line), with its box and type size. */
export interface PdfPhrase {
  text: string;
  size: number;
  x0: number;
  x1: number;
  y: number;
}

/**
 * The phrases of every page, top to bottom: pdf.js's items on one baseline, cut where a gap wider
 * than a few spaces parts two columns. For checks of a page's layout (which text sits under which)
 * rather than its reading order.
 */
export async function pdfPhrases(bytes: Uint8Array): Promise<PdfPhrase[][]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  const pages: PdfPhrase[][] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const byBaseline = new Map<number, Array<{ str: string; x0: number; x1: number; size: number }>>();
    for (const item of (await (await pdf.getPage(n)).getTextContent()).items) {
      if (!('str' in item) || !item.str.trim()) continue;
      const y = Math.round(item.transform[5] as number);
      const x0 = item.transform[4] as number;
      byBaseline.set(y, [...(byBaseline.get(y) ?? []), { str: item.str, x0, x1: x0 + item.width, size: Math.abs(item.transform[3] as number) }]);
    }
    const phrases: PdfPhrase[] = [];
    for (const [y, items] of [...byBaseline.entries()].sort(([a], [b]) => b - a)) {
      let current: PdfPhrase | undefined;
      for (const item of items.sort((a, b) => a.x0 - b.x0)) {
        if (current && item.x0 - current.x1 < 2 * item.size) {
          current.text = collapsed(`${current.text} ${item.str}`);
          current.x1 = Math.max(current.x1, item.x1);
          current.size = Math.max(current.size, item.size);
        } else {
          current = { text: collapsed(item.str), size: item.size, x0: item.x0, x1: item.x1, y };
          phrases.push(current);
        }
      }
    }
    pages.push(phrases);
  }
  await pdf.destroy();
  return pages;
}
