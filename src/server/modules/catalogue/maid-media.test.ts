import { describe, expect, it } from 'vitest';
import { captionsFileOf, posterSourcesOf } from './maid-media.js';

describe('posterSourcesOf', () => {
  it("gives a demo maid's poster in AVIF then WebP, at 360 and 720 px", () => {
    expect(posterSourcesOf('posters/demo-07-aye-aye-360.jpg')).toEqual([
      { type: 'image/avif', srcSet: '/media/posters/demo-07-aye-aye-360.avif 360w, /media/posters/demo-07-aye-aye-720.avif 720w' },
      { type: 'image/webp', srcSet: '/media/posters/demo-07-aye-aye-360.webp 360w, /media/posters/demo-07-aye-aye-720.webp 720w' },
    ]);
  });

  it("gives an uploaded video's poster in WebP only: the transcoder makes no AVIF", () => {
    expect(posterSourcesOf('posters/maid-12-5f0c-360.jpg')).toEqual([
      { type: 'image/webp', srcSet: '/media/posters/maid-12-5f0c-360.webp 360w, /media/posters/maid-12-5f0c-720.webp 720w' },
    ]);
  });

  it('gives nothing for a poster of another shape: the JPEG alone is shown', () => {
    expect(posterSourcesOf('posters/clip-01.jpg')).toEqual([]);
    expect(posterSourcesOf('')).toEqual([]);
  });
});

describe('captionsFileOf', () => {
  it('finds the captions beside a demo clip', () => {
    expect(captionsFileOf('videos/demo-07-aye-aye.mp4')).toBe('videos/demo-07-aye-aye.vtt');
  });

  it('has none for an uploaded video', () => {
    expect(captionsFileOf('videos/maid-12-5f0c.mp4')).toBeNull();
    expect(captionsFileOf('')).toBeNull();
  });
});
