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
