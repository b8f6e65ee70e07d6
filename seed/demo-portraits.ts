/**
 * A demo maid's illustrated portrait (DiceBear's "avataaars": a friendly drawn person, never a
 * photo), and the poster and intro-clip frames built around it. Skin tones, hair and a hijab follow
 * her nationality and religion; the rest varies by her seed. Pure: SVG text in, SVG text out.
 */
import { createAvatar } from '@dicebear/core';
import { avataaars } from '@dicebear/collection';
import type { SeedMaid } from './make-maids.js';

type AvatarOptions = Parameters<typeof avataaars.create>[0]['options'] & { seed: string };
type Top = NonNullable<AvatarOptions['top']>[number];

const SKIN: Record<string, string[]> = {
  philippines: ['edb98a', 'd08b5b', 'ffdbb4'],
  indonesia: ['d08b5b', 'edb98a'],
  myanmar: ['edb98a', 'd08b5b'],
  nepal: ['edb98a', 'd08b5b'],
  india: ['d08b5b', 'ae5d29'],
  'sri-lanka': ['ae5d29', 'd08b5b'],
  bangladesh: ['d08b5b', 'ae5d29'],
  ethiopia: ['ae5d29', '614335'],
  kenya: ['614335', 'ae5d29'],
  uganda: ['614335', 'ae5d29'],
  ghana: ['614335', 'ae5d29'],
};
const AFRICAN = new Set(['ethiopia', 'kenya', 'uganda', 'ghana']);
const ASIAN_HAIR: Top[] = ['straight01', 'straight02', 'straightAndStrand', 'bob', 'bun', 'longButNotTooLong', 'miaWallace', 'bigHair'];
const AFRICAN_HAIR: Top[] = ['curly', 'curvy', 'fro', 'froBand', 'bun', 'bigHair', 'frida', 'shortCurly'];
/** Calm scarf and clothes colours that read well on the warm backgrounds. */
const FABRIC = ['25557c', '3c4f5c', '5199e4', '65c9ff', 'ff488e', 'ff5c5c', 'a7ffc4', 'e6e6e6', '7a3e65', '2e7d32', 'b5542b', '00796b'];
/** Scarves in colours that stand apart from every skin tone. */
const SCARF = ['25557c', '3c4f5c', '5199e4', '7a3e65', '2e7d32', '00796b', 'ff488e', 'e6e6e6'];
/** Soft background pairs (top, bottom) behind the portrait. */
const BACKGROUNDS: Array<[string, string]> = [
  ['#fde7d4', '#f6c8a6'],
  ['#e3f1f4', '#b9dde5'],
  ['#f3e6f5', '#dcc2e4'],
  ['#e7f4e4', '#bfdfb8'],
  ['#fff3cd', '#f5d98b'],
  ['#e6ebf7', '#c3cdec'],
];

/** A small stable hash, so that each maid's choices come from her own seed. */
function hash(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.codePointAt(0)!, 16777619) >>> 0;
  return h;
}
const choose = <T>(items: readonly T[], seed: string): T => items[hash(seed) % items.length]!;

function avatarOptions(maid: SeedMaid, seed: string): AvatarOptions {
  const covered = maid.religion === 'MUSLIM' && hash(`${seed}:hijab`) % 10 < 8;
  const hair = AFRICAN.has(maid.nationality) ? AFRICAN_HAIR : ASIAN_HAIR;
  return {
    seed,
    skinColor: [choose(SKIN[maid.nationality] ?? SKIN.india!, `${seed}:skin`)],
    top: [covered ? 'hijab' : choose(hair, `${seed}:hair`)],
    hairColor: [choose(['2c1b18', '4a312c', '724133'], `${seed}:hair-colour`)],
    hatColor: [choose(SCARF, `${seed}:scarf`)],
    clothing: [choose(['blazerAndShirt', 'collarAndSweater', 'shirtCrewNeck', 'shirtScoopNeck', 'shirtVNeck'] as const, `${seed}:clothes`)],
    clothesColor: [choose(FABRIC, `${seed}:clothes-colour`)],
    eyes: [choose(['default', 'happy'] as const, `${seed}:eyes`)],
    eyebrows: [choose(['defaultNatural', 'raisedExcitedNatural', 'default'] as const, `${seed}:brows`)],
    mouth: [choose(['smile', 'twinkle', 'default'] as const, `${seed}:mouth`)],
    accessories: ['prescription01', 'prescription02', 'round'],
    accessoriesProbability: 12,
    facialHairProbability: 0,
    backgroundColor: ['transparent'],
  };
}

/** Her portrait alone (280x280 view box). */
export function portraitSvg(maid: SeedMaid, seed: string): string {
  return createAvatar(avataaars, avatarOptions(maid, seed)).toString();
}

export const FRAME_WIDTH = 360;
export const FRAME_HEIGHT = 640;

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/**
 * The 9:16 picture: background and portrait, the face inside the middle 4:5 band so that a card
 * cropping to 4:5 still shows it. With `title`, her name and a line under it at the top (the
 * intro clip's picture); without, the poster.
 */
export function frameSvg(maid: SeedMaid, seed: string, title?: { name: string; lines: string[] }): string {
  const [top, bottom] = choose(BACKGROUNDS, `${seed}:background`);
  // Her shoulders rest on the bottom edge, as in a photo, and her head stays below the card's
  // play button (the middle of the picture); the same place in the poster and the clip.
  const size = 340;
  const portrait = portraitSvg(maid, seed).replace('<svg ', `<svg x="${(FRAME_WIDTH - size) / 2}" y="${FRAME_HEIGHT - size}" width="${size}" height="${size}" `);
  const text = title
    ? [
        `<rect x="20" y="96" width="320" height="${78 + title.lines.length * 22}" rx="16" fill="#ffffff" fill-opacity="0.88"/>`,
        `<text x="180" y="138" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="30" fill="#1d2433">${escapeXml(title.name)}</text>`,
        ...title.lines.map(
          (line, i) => `<text x="180" y="${168 + i * 22}" text-anchor="middle" font-family="DejaVu Sans" font-size="15" fill="#394152">${escapeXml(line)}</text>`,
        ),
      ].join('')
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${FRAME_WIDTH}" height="${FRAME_HEIGHT}" viewBox="0 0 ${FRAME_WIDTH} ${FRAME_HEIGHT}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`,
    `<rect width="100%" height="100%" fill="url(#bg)"/>`,
    `<circle cx="180" cy="420" r="150" fill="#ffffff" fill-opacity="0.45"/>`,
    portrait,
    text,
    '</svg>',
  ].join('');
}
