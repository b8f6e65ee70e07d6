import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PosterSource } from '../../../shared/api/catalogue/schemas';
import { MaidVideo } from './maid-video';

const SOURCES: PosterSource[] = [
  { type: 'image/avif', srcSet: '/media/posters/demo-03-joanna-360.avif 360w, /media/posters/demo-03-joanna-720.avif 720w' },
  { type: 'image/webp', srcSet: '/media/posters/demo-03-joanna-360.webp 360w, /media/posters/demo-03-joanna-720.webp 720w' },
];

function renderVideo(over: Partial<Parameters<typeof MaidVideo>[0]> = {}) {
  render(
    <MaidVideo
      maidId={3}
      name="Joanna"
      videoURL="/media/videos/demo-03-joanna.mp4"
      posterURL="/media/posters/demo-03-joanna-360.jpg"
      posterSources={SOURCES}
      captionsURL="/media/videos/demo-03-joanna.vtt"
      eager
      {...over}
    />,
  );
}

async function play() {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  fireEvent.click(screen.getByRole('button', { name: "Play Joanna's video" }));
  return waitFor(() => {
    const video = document.querySelector('video');
    expect(video).not.toBeNull();
    return video!;
  });
}

afterEach(() => vi.restoreAllMocks());

describe("a card's poster", () => {
  it('offers AVIF then WebP at both widths, the JPEG as the fallback, with its size set', () => {
    renderVideo();
    const img = screen.getByRole('img', { name: 'Joanna, video preview' });
    const picture = img.parentElement!;
    expect(picture.tagName).toBe('PICTURE');
    const sources = [...picture.querySelectorAll('source')];
    expect(sources.map((s) => [s.type, s.getAttribute('srcset')])).toEqual(SOURCES.map((s) => [s.type, s.srcSet]));
    expect(img.getAttribute('src')).toBe('/media/posters/demo-03-joanna-360.jpg');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['360', '640']);
  });

  it('is the JPEG alone when the maid has no other format', () => {
    renderVideo({ posterSources: [] });
    expect(screen.getByRole('img', { name: 'Joanna, video preview' }).getAttribute('src')).toBe('/media/posters/demo-03-joanna-360.jpg');
    expect(document.querySelector('source')).toBeNull();
  });
});

describe("a card's video", () => {
  it('carries her captions as a captions track, shown by default', async () => {
    renderVideo();
    const video = await play();
    const track = video.querySelector('track')!;
    expect(track.getAttribute('kind')).toBe('captions');
    expect(track.getAttribute('src')).toBe('/media/videos/demo-03-joanna.vtt');
    expect(track.getAttribute('srclang')).toBe('en');
    expect(track.hasAttribute('default')).toBe(true);
  });

  it('has no track when her video has no captions', async () => {
    renderVideo({ captionsURL: null });
    const video = await play();
    expect(video.querySelector('track')).toBeNull();
  });
});
