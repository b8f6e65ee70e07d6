import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { layoutLine, wrapText } from './bidi-text';
import { ltr } from './isolate';
import { embedFontSet, type FontSet } from './pdf-fonts';

let fonts: FontSet;
beforeAll(async () => {
  fonts = await embedFontSet(await PDFDocument.create(), 'ar');
});

const visual = (text: string) => layoutLine(text, fonts.regular, 10, 'rtl').pieces.map((p) => p.text);

describe('a right to left line', () => {
  it('reads from the right: the Arabic words, then the isolated number to their left, whole and unmarked', () => {
    const pieces = visual(`اتصل على ${ltr('+971 50 123 4567')}`);
    // Left to right on the page: the number, the space between, the Arabic (which fontkit lays out right to left).
    expect(pieces).toEqual(['+971 50 123 4567', ' ', 'اتصل على']);
  });

  it('turns the groups of a number around without the isolate, which is why values are isolated', () => {
    expect(visual('اتصل على +971 50 123 4567').join('')).not.toContain('+971 50 123 4567');
  });

  it('mirrors a bracket drawn in a font that does not shape right to left', () => {
    // The Arabic font has no brackets: they come from the Latin one, reversed and mirrored here.
    const pieces = visual('المبلغ (شهري)');
    expect(pieces.join('')).toContain(')');
    expect(pieces[0]).toBe('(');
  });

  it('wraps at spaces within the width', () => {
    const lines = wrapText('أفوّض الجهة الدائنة بالخصم من حسابي المذكور أعلاه شهرياً', fonts.regular, 10, 80, 'rtl');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(layoutLine(line, fonts.regular, 10, 'rtl').width).toBeLessThanOrEqual(80);
  });
});

describe('where a line breaks (issue 31)', () => {
  const words = 'الشهر الأول: ناقص عرض العاملات الفلبينيات';
  it('never inside an isolated amount nor between AED and its figure, in Arabic and in English', () => {
    // The width ends the first line just after the amount's start: the whole "(AED 210)" moves on.
    const arabic = `${words} (${ltr('AED 210')}). ${words}`;
    for (let width = 60; width <= 260; width += 10) {
      const lines = wrapText(arabic, fonts.regular, 10, width, 'rtl');
      expect(lines.filter((l) => l.includes(`(${ltr('AED 210')}).`))).toHaveLength(1);
      const english = wrapText('First month: less Filipina offer (AED 210). The first debit is AED 1,050.00.', fonts.regular, 10, width, 'ltr');
      expect(english.filter((l) => l.includes('(AED 210).'))).toHaveLength(1);
      expect(english.filter((l) => l.includes('AED 1,050.00.'))).toHaveLength(1);
    }
  });

  it('keeps a no-break space', () => {
    expect(wrapText('Le premier prélèvement est de 1\u202f050,00 AED', fonts.regular, 10, 60, 'ltr').some((l) => l.includes('1\u202f050,00'))).toBe(true);
  });
});
