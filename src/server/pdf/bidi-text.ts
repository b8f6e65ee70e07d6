import bidiFactory from 'bidi-js';
import {
  concatTransformationMatrix,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setFillingColor,
  setTextRenderingMode,
  TextRenderingMode,
  type PDFPage,
  type RGB,
} from 'pdf-lib';
import type * as fontkit from 'fontkit';
import { outlineOf } from './glyph-outlines.js';
import { unbreakableWords } from './line-breaks.js';
import type { Face } from './pdf-fonts.js';

const bidi = bidiFactory();

const ISOLATE_MARKS = /[\u2066-\u2069]/;

/** A piece of a line drawn with one font in one direction, in visual order. */
interface Piece {
  text: string;
  face: Face;
  width: number;
  /** Drawn at the layout's glyph positions (drawShaped), not by pdf-lib's drawText. */
  shaped: boolean;
}

export interface LaidLine {
  pieces: Piece[];
  width: number;
}

const faceFor = (faces: Face[], char: string) => faces.find((f) => f.covers(char.codePointAt(0)!)) ?? faces[0]!;

/**
 * One line laid out for drawing left to right: cut into runs by embedding level (bidi-js, the
 * Unicode bidi algorithm with isolates) and by font, runs reordered (rule L2). A right-to-left
 * piece keeps its logical order: fontkit shapes it (joining forms, lam-alef) and returns its
 * glyphs right to left itself. A right-to-left piece in a font that does not know the script (a
 * bracket, a colon) is reversed and mirrored here.
 */
export function layoutLine(text: string, faces: Face[], size: number, direction: 'ltr' | 'rtl'): LaidLine {
  const levels = bidi.getEmbeddingLevels(text, direction);
  const order = bidi.getReorderedIndices(text, levels);
  const groups: Array<{ start: number; end: number; rtl: boolean; face: Face }> = [];
  for (const index of order) {
    const char = text[index]!;
    if (ISOLATE_MARKS.test(char)) continue;
    const rtl = (levels.levels[index]! & 1) === 1;
    const last = groups.at(-1);
    // A space goes with the text beside it, so a number or a Latin name stays one piece.
    const face = char === ' ' && last?.face.covers(32) ? last.face : faceFor(faces, char);
    // Visual order: a right-to-left group grows towards the start of the text.
    if (last && last.rtl === rtl && last.face === face && (rtl ? last.start === index + 1 : last.end === index)) {
      if (rtl) last.start = index;
      else last.end = index + 1;
    } else groups.push({ start: index, end: index + 1, rtl, face });
  }
  const pieces = groups.map(({ start, end, rtl, face }) => {
    let piece = text.slice(start, end);
    if (rtl && !shapesRightToLeft(piece)) {
      piece = [...piece].reverse().map((c) => bidi.getMirroredCharacter(c) ?? c).join('');
    }
    return { text: piece, face, width: widthOf(piece, face, size), shaped: needsPositions(piece, face) };
  });
  return { pieces, width: pieces.reduce((sum, p) => sum + p.width, 0) };
}

/**
 * fontkit's layout of a text, kept for one document: wrapping and drawing ask for the same words
 * again and again. Keyed by the document's face, not the shared font, so the family's names and
 * numbers go with their PDF instead of piling up in the server for good.
 */
const layouts = new WeakMap<Face, Map<string, ReturnType<fontkit.Font['layout']>>>();
function layoutOf(face: Face, text: string) {
  const { font, features } = face.shaper!;
  let cache = layouts.get(face);
  if (!cache) layouts.set(face, (cache = new Map()));
  let run = cache.get(text);
  if (!run) {
    run = font.layout(text, features);
    cache.set(text, run);
  }
  return run;
}

/** Whether a piece has glyphs the layout moves off their pen position (marks): drawn by drawShaped. */
function needsPositions(text: string, face: Face): boolean {
  return Boolean(face.shaper) && layoutOf(face, text).positions.some((p) => p.xOffset !== 0 || p.yOffset !== 0);
}

/** The width of a piece as it is drawn: by the layout's advances where drawShaped draws it, else pdf-lib's. */
function widthOf(text: string, face: Face, size: number): number {
  if (!needsPositions(text, face)) return face.font.widthOfTextAtSize(text, size);
  return (layoutOf(face, text).positions.reduce((sum, p) => sum + p.xAdvance, 0) * size) / face.shaper!.font.unitsPerEm;
}

/** Text fontkit lays out right to left by itself: it has letters of a right-to-left script. */
const shapesRightToLeft = (text: string) => /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/.test(text);

/**
 * Splits text into lines no wider than `width`, at spaces (pdf-lib draws, it does not wrap), never
 * inside an amount or an isolated value (line-breaks.ts). A line is as wide as its words and
 * spaces: no script here joins letters across a space.
 */
export function wrapText(text: string, faces: Face[], size: number, width: number, direction: 'ltr' | 'rtl'): string[] {
  const space = layoutLine(' ', faces, size, direction).width;
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  for (const word of unbreakableWords(text)) {
    const wordWidth = layoutLine(word, faces, size, direction).width;
    if (line && lineWidth + space + wordWidth > width) {
      lines.push(line);
      line = word;
      lineWidth = wordWidth;
    } else {
      line = line ? `${line} ${word}` : word;
      lineWidth = line === word ? wordWidth : lineWidth + space + wordWidth;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export interface DrawOptions {
  /** The box the line sits in: its left edge and width. */
  x: number;
  width: number;
  y: number;
  size: number;
  faces: Face[];
  direction: 'ltr' | 'rtl';
  /** Where the line sits in its box; right to left lines default to the right. */
  align?: 'start' | 'end';
  /** Grey: the English beside a translation, and the page's small print. */
  grey?: boolean | undefined;
}

export const GREY = rgb(0.35, 0.35, 0.35);
const BLACK = rgb(0, 0, 0);

/** Draws one line: pieces left to right, the line against the box's left (ltr) or right (rtl) edge. */
export function drawLine(page: PDFPage, text: string, o: DrawOptions): LaidLine {
  const line = layoutLine(text, o.faces, o.size, o.direction);
  const atRight = (o.direction === 'rtl') !== (o.align === 'end');
  let x = atRight ? o.x + o.width - line.width : o.x;
  for (const piece of line.pieces) {
    if (piece.shaped) drawShaped(page, piece.text, piece.face, x, o.y, o.size, o.grey ? GREY : BLACK);
    else page.drawText(piece.text, { x, y: o.y, size: o.size, font: piece.face.font, color: o.grey ? GREY : BLACK });
    x += piece.width;
  }
  return line;
}

/**
 * Draws shaped text at the font's own glyph positions. pdf-lib's drawText advances each glyph by
 * its width and ignores the offsets of marks (GPOS): Noto Naskh draws a letter as a body and its
 * dots placed by such offsets, and Devanagari places some vowel signs the same way. Such a piece
 * is drawn twice at one place: its glyphs' outlines where the layout puts them (what the eye
 * sees), and the same text through pdf-lib, invisible (what pdf.js, a screen reader or a copy
 * reads, in logical order). A text object cannot raise one glyph without cutting the text for
 * its readers; outlines are not text at all.
 */
function drawShaped(page: PDFPage, text: string, face: Face, x: number, y: number, size: number, color: RGB) {
  const scale = size / face.shaper!.font.unitsPerEm;
  const { glyphs, positions } = layoutOf(face, text);
  const operators = [pushGraphicsState(), setFillingColor(color)];
  let pen = x;
  glyphs.forEach((glyph, i) => {
    const { xOffset, yOffset, xAdvance } = positions[i]!;
    const name = page.node.newXObject('Glyph', outlineOf(page, face, glyph));
    operators.push(pushGraphicsState(), concatTransformationMatrix(scale, 0, 0, scale, pen + xOffset * scale, y + yOffset * scale), drawObject(name), popGraphicsState());
    pen += xAdvance * scale;
  });
  operators.push(popGraphicsState(), pushGraphicsState(), setTextRenderingMode(TextRenderingMode.Invisible));
  page.pushOperators(...operators);
  page.drawText(text, { x, y, size, font: face.textFont ?? face.font });
  page.pushOperators(popGraphicsState());
}
