import { deflateSync } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { hasEnoughInk } from '../../../shared/application/signature-ink.js';
import { pngBytes } from '../../test/application.js';
import { signatureInk } from './signature-image.js';

const svg = (ink: string) => new Resvg(`<svg xmlns="http://www.w3.org/2000/svg" width="720" height="360">${ink}</svg>`).render();

/** A transparent pad of 720 x 360 image pixels (a 360 px pad at a pixel ratio of 2) with `ink` drawn on it, as an encoder filters it. */
const pad = (ink: string) => Buffer.from(svg(ink).asPng());

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** The same pad encoded with every PNG filter in turn, row by row (encoders choose one per row). */
function padWithEveryFilter(ink: string): Buffer {
  const image = svg(ink);
  const { width, height } = image;
  const pixels = Buffer.from(image.pixels);
  const stride = width * 4;
  const raw = Buffer.alloc(height * (stride + 1));
  for (let y = 0; y < height; y++) {
    const filter = y % 5;
    raw[y * (stride + 1)] = filter;
    for (let i = 0; i < stride; i++) {
      const value = pixels[y * stride + i]!;
      const left = i >= 4 ? pixels[y * stride + i - 4]! : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + i]! : 0;
      const upLeft = y > 0 && i >= 4 ? pixels[(y - 1) * stride + i - 4]! : 0;
      const predictor = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter]!;
      raw[y * (stride + 1) + 1 + i] = (value - predictor) & 0xff;
    }
  }
  const png = Buffer.from(image.asPng());
  const ihdrEnd = 8 + 8 + 13 + 4;
  const idat = deflateSync(raw);
  const chunk = Buffer.alloc(12 + idat.length);
  chunk.writeUInt32BE(idat.length, 0);
  chunk.write('IDAT', 4, 'latin1');
  idat.copy(chunk, 8);
  // The reader checks no CRC: a zero one will do here.
  return Buffer.concat([png.subarray(0, ihdrEnd), chunk, Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82])]);
}

const measured = (bytes: Buffer) => {
  const ink = signatureInk(bytes);
  if (typeof ink === 'string') throw new Error(`no ink box: ${ink}`);
  return ink;
};

describe('the ink of a signature image (issue 34)', () => {
  it('finds nothing on an untouched pad', () => {
    expect(signatureInk(pad(''))).toBe('blank');
    expect(signatureInk(pngBytes(false))).toBe('blank');
    expect(signatureInk(Buffer.from('not a png'))).toBe('blank');
  });

  it('measures the drawn pixels through the PNG filters a browser uses', () => {
    const stroke = measured(pad('<path d="M40 200 C 120 80, 200 300, 300 150 S 500 100, 620 220" stroke="#14181f" stroke-width="5" fill="none"/>'));
    expect(stroke.width).toBe(720);
    expect(stroke.box.minX).toBeGreaterThanOrEqual(35);
    expect(stroke.box.maxX).toBeLessThanOrEqual(625);
    expect(stroke.box.maxX - stroke.box.minX).toBeGreaterThan(560);
    expect(hasEnoughInk(stroke.box, stroke.width)).toBe(true);
    expect(hasEnoughInk(measured(pngBytes(true)).box, 60)).toBe(true);
    // Up, average and Paeth too: the same box whichever filters the encoder chose.
    const path = '<path d="M40 200 C 120 80, 200 300, 300 150 S 500 100, 620 220" stroke="#14181f" stroke-width="5" fill="none"/>';
    expect(measured(padWithEveryFilter(path))).toEqual(stroke);
  });

  it('refuses a tap or a dot, and a short flick', () => {
    const dot = measured(pad('<circle cx="300" cy="180" r="4" fill="#14181f"/>'));
    expect(hasEnoughInk(dot.box, dot.width)).toBe(false);
    const flick = measured(pad('<path d="M300 180 L 320 190" stroke="#14181f" stroke-width="5"/>'));
    expect(hasEnoughInk(flick.box, flick.width)).toBe(false);
  });
});
