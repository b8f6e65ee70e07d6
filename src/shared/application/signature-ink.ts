import { msg } from '../i18n/msg.js';

/**
 * A signature needs real ink: a tap or a dot on the pad is not one. The pad in the browser measures
 * the strokes it drew, the server the drawn pixels of the image it receives; both ask the same
 * question of the ink's extent, as a share of the pad's width, so the device's pixel ratio and the
 * pad's size do not change the answer.
 */

/** The ink must reach this far, across or up and down, as a share of the pad's width. */
export const MIN_INK_SPAN = 0.08;

export const NOT_ENOUGH_INK = msg('A tap or a dot is not a signature: please sign with your finger in the box');

/** The rectangle the ink covers, in the pad's units (CSS pixels in the browser, image pixels on the server). */
export interface InkBox {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** Whether ink over `box`, on a pad `padWidth` wide, is a signature rather than a tap. */
export function hasEnoughInk(box: InkBox | null, padWidth: number): boolean {
  if (!box || padWidth <= 0) return false;
  return Math.max(box.maxX - box.minX, box.maxY - box.minY) >= MIN_INK_SPAN * padWidth;
}

/** The box around points (the pad's strokes), or null without any. */
export function boxOfPoints(points: Iterable<{ x: number; y: number }>): InkBox | null {
  let box: InkBox | null = null;
  for (const { x, y } of points) {
    if (!box) box = { minX: x, minY: y, maxX: x, maxY: y };
    else box = { minX: Math.min(box.minX, x), minY: Math.min(box.minY, y), maxX: Math.max(box.maxX, x), maxY: Math.max(box.maxY, y) };
  }
  return box;
}
