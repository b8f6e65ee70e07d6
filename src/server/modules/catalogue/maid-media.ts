import type { PosterSource } from '../../../shared/api/catalogue/schemas.js';

/**
 * Which other files go with a maid's poster and video. Two kinds exist, both named
 * `posters/BASE-360.jpg` by the code that made them:
 * - the demo maids' (`demo-…`, seed/make-intro-videos.ts): AVIF and WebP at 360 and 720 px, and
 *   WebVTT captions beside the clip;
 * - the videos staff upload (transcode.ts): WebP and JPEG at 360 and 720 px, no captions.
 * Anything else (an older poster) is the JPEG alone.
 */
const POSTER = /^posters\/([a-z0-9-]+)-360\.jpg$/;

const url = (file: string) => `/media/${file}`;
const widths = (base: string, ext: string) => `${url(`posters/${base}-360.${ext}`)} 360w, ${url(`posters/${base}-720.${ext}`)} 720w`;

export function posterSourcesOf(posterFile: string): PosterSource[] {
  const base = POSTER.exec(posterFile)?.[1];
  if (!base) return [];
  const webp = { type: 'image/webp', srcSet: widths(base, 'webp') } as const;
  return base.startsWith('demo-') ? [{ type: 'image/avif', srcSet: widths(base, 'avif') }, webp] : [webp];
}

/** The captions of a demo clip; null for an uploaded video, which has none. */
export function captionsFileOf(videoFile: string): string | null {
  const base = /^videos\/(demo-[a-z0-9-]+)\.mp4$/.exec(videoFile)?.[1];
  return base ? `videos/${base}.vtt` : null;
}
