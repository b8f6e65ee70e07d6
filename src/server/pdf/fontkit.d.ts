// fontkit 2 ships no types: only what the PDF code uses.
declare module 'fontkit' {
  export interface Glyph {
    id: number;
    codePoints: number[];
    advanceWidth: number;
    bbox: { minX: number; minY: number; maxX: number; maxY: number };
    path: { commands: Array<{ command: string; args: number[] }> };
  }
  export interface Subset {
    includeGlyph(glyph: Glyph | number): number;
    encode(): Uint8Array;
  }
  export interface Font {
    postscriptName: string;
    unitsPerEm: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string, features?: unknown): { glyphs: Glyph[]; positions: Array<{ xAdvance: number; xOffset: number; yOffset: number }> };
    createSubset(): Subset;
  }
  export function create(buffer: Buffer | Uint8Array, postscriptName?: string): Font;
}
