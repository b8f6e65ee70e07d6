import { inflateSync } from 'node:zlib';

/**
 * True when a PNG has no drawn pixel: every filtered scanline byte is zero. Filtering is
 * invertible, so all-zero filtered data means an all-zero (fully transparent) image, which is what
 * an untouched signature pad exports.
 */
export function isBlankPng(bytes: Buffer): boolean {
  let offset = 8;
  let width = 0;
  let bytesPerPixel = 4;
  const idat: Buffer[] = [];
  while (offset + 8 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const data = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      const channels: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
      bytesPerPixel = Math.max(1, ((channels[data[9]!] ?? 4) * data[8]!) / 8);
    } else if (type === 'IDAT') {
      idat.push(data);
    } else if (type === 'IEND') {
      break;
    }
    offset += 12 + length;
  }
  if (width === 0 || idat.length === 0) return true;
  let raw: Buffer;
  try {
    raw = inflateSync(Buffer.concat(idat));
  } catch {
    return true;
  }
  const stride = Math.ceil(width * bytesPerPixel) + 1;
  for (let i = 0; i < raw.length; i++) {
    if (i % stride !== 0 && raw[i] !== 0) return false;
  }
  return true;
}

export function signatureBytes(dataUrl: string): Buffer {
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}
