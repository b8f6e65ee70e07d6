import { Readable } from 'node:stream';
import * as fontkit from 'fontkit';

/**
 * fontkit 2 as pdf-lib's fontkit. pdf-lib was written for fontkit 1, whose font subset is read
 * as a stream (`encodeStream()`); fontkit 2's subset gives its bytes at once (`encode()`). fontkit
 * 2 is the one that shapes both Arabic and Devanagari (docs/decisions/2026-11-26-i18n-library.md).
 */
export const pdfLibFontkit = {
  create(bytes: Uint8Array) {
    const font = fontkit.create(Buffer.from(bytes));
    const createSubset = font.createSubset.bind(font);
    return Object.assign(font, {
      createSubset() {
        const subset = createSubset();
        return Object.assign(subset, { encodeStream: () => Readable.from([Buffer.from(subset.encode())]) });
      },
    });
  },
};
