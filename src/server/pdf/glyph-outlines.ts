import {
  appendBezierCurve,
  appendQuadraticCurve,
  closePath,
  fill,
  lineTo,
  moveTo,
  type PDFOperator,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';
import type * as fontkit from 'fontkit';
import type { Face } from './pdf-fonts.js';

/** Each glyph's outline once per document, as a form drawn wherever the glyph appears (in font units). */
const outlines = new WeakMap<object, Map<string, PDFRef>>();

export function outlineOf(page: PDFPage, face: Face, glyph: fontkit.Glyph): PDFRef {
  const context = page.doc.context;
  let forms = outlines.get(context);
  if (!forms) outlines.set(context, (forms = new Map()));
  const id = `${face.font.name}:${glyph.id}`;
  let ref = forms.get(id);
  if (!ref) {
    const path: PDFOperator[] = [];
    for (const { command, args } of glyph.path.commands) {
      if (command === 'moveTo') path.push(moveTo(args[0]!, args[1]!));
      else if (command === 'lineTo') path.push(lineTo(args[0]!, args[1]!));
      else if (command === 'quadraticCurveTo') path.push(appendQuadraticCurve(args[0]!, args[1]!, args[2]!, args[3]!));
      else if (command === 'bezierCurveTo') path.push(appendBezierCurve(args[0]!, args[1]!, args[2]!, args[3]!, args[4]!, args[5]!));
      else if (command === 'closePath') path.push(closePath());
    }
    if (path.length > 0) path.push(fill());
    const { minX, minY, maxX, maxY } = glyph.bbox;
    // A glyph with no outline (a space) has an empty box of ±Infinity, which a PDF cannot write: readers dropped the form with an error.
    const box = [minX, minY, maxX, maxY].every(Number.isFinite) ? [minX, minY, maxX, maxY] : [0, 0, 0, 0];
    ref = context.register(context.formXObject(path, { BBox: box }));
    forms.set(id, ref);
  }
  return ref;
}
