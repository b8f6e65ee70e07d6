import { inflateSync } from 'node:zlib';
import type { InkBox } from '../../../shared/application/signature-ink.js';

/**
 * What a signature image holds: nothing drawn (`blank`), the box its drawn pixels cover, or
 * `unknown` for a PNG this reader does not measure (no alpha channel, interlaced). An image that
 * does not decode counts as blank, as an untouched pad would.
 */
export type SignatureInk = 'blank' | 'unknown' | { width: number; height: number; box: InkBox };

/** A signature image is at most 512 KB: its pixels are never near this, a deflate bomb is. */
const MAX_PIXEL_BYTES = 64 * 1024 * 1024;

interface Header {
  width: number;
  height: number;
  bitDepth: number;
  colorType: number;
  interlace: number;
}

/** The header and the compressed pixel data of a PNG, or null when it is not one. */
function chunksOf(bytes: Buffer): { header: Header; idat: Buffer } | null {
  let offset = 8;
  let header: Header | null = null;
  const idat: Buffer[] = [];
  while (offset + 8 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const data = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR' && data.length >= 13) {
      header = { width: data.readUInt32BE(0), height: data.readUInt32BE(4), bitDepth: data[8]!, colorType: data[9]!, interlace: data[12]! };
    } else if (type === 'IDAT') {
      idat.push(data);
    } else if (type === 'IEND') {
      break;
    }
    offset += 12 + length;
  }
  return header && header.width > 0 && idat.length > 0 ? { header, idat: Buffer.concat(idat) } : null;
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** The scanlines with their filters undone (PNG section 9), each `stride` bytes, one after another. */
function unfiltered(raw: Buffer, height: number, stride: number, bytesPerPixel: number): Buffer | null {
  if (raw.length < height * (stride + 1)) return null;
  const out = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = y * stride;
    const source = y * (stride + 1) + 1;
    for (let i = 0; i < stride; i++) {
      const left = i >= bytesPerPixel ? out[line + i - bytesPerPixel]! : 0;
      const up = y > 0 ? out[line - stride + i]! : 0;
      const upLeft = y > 0 && i >= bytesPerPixel ? out[line - stride + i - bytesPerPixel]! : 0;
      const predictor = filter === 0 ? 0 : filter === 1 ? left : filter === 2 ? up : filter === 3 ? (left + up) >> 1 : filter === 4 ? paeth(left, up, upLeft) : -1;
      if (predictor < 0) return null;
      out[line + i] = (raw[source + i]! + predictor) & 0xff;
    }
  }
  return out;
}

/**
 * The ink of a signature pad's export: a PNG whose undrawn pixels are fully transparent. The box
 * covers every pixel with some opacity.
 */
export function signatureInk(bytes: Buffer): SignatureInk {
  const png = chunksOf(bytes);
  if (!png) return 'blank';
  const { width, height, bitDepth, colorType, interlace } = png.header;
  let raw: Buffer;
  try {
    raw = inflateSync(png.idat, { maxOutputLength: MAX_PIXEL_BYTES });
  } catch {
    return 'blank';
  }
  const channels = CHANNELS[colorType];
  if (!channels) return 'blank';
  const hasAlpha = colorType === 4 || colorType === 6;
  if (!hasAlpha || interlace !== 0 || (bitDepth !== 8 && bitDepth !== 16)) {
    // Filtering is invertible: all-zero filtered data is an all-zero image, whatever its format.
    return raw.some((byte, i) => i % (Math.ceil((width * channels * bitDepth) / 8) + 1) !== 0 && byte !== 0) ? 'unknown' : 'blank';
  }
  const bytesPerPixel = (channels * bitDepth) / 8;
  const stride = width * bytesPerPixel;
  const pixels = unfiltered(raw, height, stride, bytesPerPixel);
  if (!pixels) return 'blank';
  // The alpha channel is the last sample of each pixel (its high byte at 16 bits).
  const alphaAt = bytesPerPixel - bitDepth / 8;
  let box: InkBox | null = null;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (pixels[y * stride + x * bytesPerPixel + alphaAt] === 0) continue;
      if (!box) box = { minX: x, minY: y, maxX: x + 1, maxY: y + 1 };
      else {
        if (x < box.minX) box.minX = x;
        if (x + 1 > box.maxX) box.maxX = x + 1;
        if (y + 1 > box.maxY) box.maxY = y + 1;
      }
    }
  }
  return box ? { width, height, box } : 'blank';
}

export function signatureBytes(dataUrl: string): Buffer {
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}
