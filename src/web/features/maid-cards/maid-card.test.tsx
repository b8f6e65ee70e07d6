import { act, fireEvent, render as rtlRender, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from '../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Housemaid } from '../../../shared/api/catalogue/schemas';
import { MaidCard } from './maid-card';
import { resetInteractionForTests } from './use-poster-shown';

/**
 * The player loads on demand: wait until the expected number of videos is in place and their
 * effects have run (each calls play() once, which the tests spy on), so listeners are attached.
 */
const videos = (count: number) =>
  waitFor(() => {
    const found = [...document.querySelectorAll('video')];
    expect(found).toHaveLength(count);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(count);
    return found;
  });

// Cards link with the router's Link.
const render = (ui: ReactElement) => rtlRender(<MemoryRouter>{ui}</MemoryRouter>);

const maid = (over: Partial<Housemaid> = {}): Housemaid => ({
  id: 5,
  name: 'jocelyn,',
  nationality: { id: 1, label: 'Filipina' },
  nationalityMatchingType: { id: 1, code: 'filipina', label: 'Filipina' },
  religion: 'MUSLIM',
  numberOfChildren: 1,
  age: 30,
  experienceYears: 6,
  languages: [{ language: { label: 'English' } }, { language: { label: 'Tagalog' } }],
  infoPhrases: ['Loves pets'],
  rank: 3,
  living: 'live_in',
  isNanny: false,
  videoURL: '/media/videos/clip-01.mp4',
  posterURL: '/media/posters/clip-01.jpg',
  dateAdded: '2026-11-01T00:00:00.000Z',
  monthlyTotalFils: 315_000,
  ...over,
});

function renderCard(props: Partial<Parameters<typeof MaidCard>[0]> = {}) {
  const handlers = { onAdd: vi.fn(), onRemove: vi.fn(), onHire: vi.fn() };
  render(<MaidCard maid={maid()} inMyList={false} hireHref="/app?maidId=5" {...handlers} {...props} />);
  return handlers;
}

afterEach(() => vi.restoreAllMocks());

describe('MaidCard', () => {
  it("says 1 year's experience and 6 years' experience (issue 16)", () => {
    renderCard({ maid: maid({ experienceYears: 1 }) });
    expect(screen.getByText(/experience/).textContent).toMatch(/· 1 year's experience ·/);
    expect(screen.queryByText(/1 years/)).toBeNull();
  });

  it("says years' experience for more than one year", () => {
    renderCard();
    expect(screen.getByText(/experience/).textContent).toMatch(/· 6 years' experience ·/);
  });

  it('shows what she costs a month, VAT included', () => {
    renderCard({ maid: maid({ monthlyTotalFils: 346_550 }) });
    expect(screen.getByText(/a month/).textContent).toBe('\u2066AED\u00a03,465.50\u2069 a month VAT included');
  });

  it('shows no price while her service has none', () => {
    renderCard({ maid: maid({ monthlyTotalFils: null }) });
    expect(screen.queryByText(/a month/)).toBeNull();
  });

  it('shows the capitalised first name and the info line', () => {
    renderCard();
    expect(screen.getByRole('heading', { name: 'Jocelyn' })).toBeTruthy();
    expect(screen.getByText(/Muslim Compliant/).closest('p')!.textContent).toBe(
      'Filipina · Muslim Compliant · Mother of 1 kid · Speaks English & Tagalog · Loves pets',
    );
  });

  it('fetches no video before play: only a lazy poster with its size set', () => {
    renderCard();
    expect(document.querySelector('video')).toBeNull();
    const poster = screen.getByRole('img', { name: /Jocelyn, video preview/ });
    expect(poster.getAttribute('loading')).toBe('lazy');
    expect(poster.getAttribute('width')).toBe('360');
    expect(poster.getAttribute('height')).toBe('640');
  });

  it('puts the video in place on play, with preload none', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: "Play Jocelyn's video" }));
    const [video] = await videos(1);
    if (!video) throw new Error('no video');
    expect(video.getAttribute('preload')).toBe('none');
    expect(video.getAttribute('src')).toBe('/media/videos/clip-01.mp4');
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
  });

  it('adds to or removes from My List with the heart', () => {
    const first = renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Add Jocelyn to My List' }));
    expect(first.onAdd).toHaveBeenCalledWith(expect.objectContaining({ id: 5 }));
  });

  it('shows the pressed heart and removes when the maid is in My List', () => {
    const handlers = renderCard({ inMyList: true });
    const heart = screen.getByRole('button', { name: 'Remove Jocelyn from My List' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(heart);
    expect(handlers.onRemove).toHaveBeenCalledWith(5);
  });

  it('links the hire action to the application with the maid', () => {
    const handlers = renderCard();
    const link = screen.getByRole('link', { name: 'Hire Jocelyn' });
    expect(link.getAttribute('href')).toBe('/app?maidId=5');
    link.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link);
    expect(handlers.onHire).toHaveBeenCalled();
  });
});

describe('one video at a time', () => {
  it('pauses the playing video when another starts', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockReturnValue(false);
    render(
      <>
        <MaidCard maid={maid({ id: 1, name: 'Ana' })} inMyList={false} hireHref="#" onAdd={vi.fn()} onRemove={vi.fn()} onHire={vi.fn()} />
        <MaidCard maid={maid({ id: 2, name: 'Bea' })} inMyList={false} hireHref="#" onAdd={vi.fn()} onRemove={vi.fn()} onHire={vi.fn()} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: "Play Ana's video" }));
    fireEvent.click(screen.getByRole('button', { name: "Play Bea's video" }));
    const [first, second] = await videos(2);
    fireEvent.play(first!);
    expect(pause).not.toHaveBeenCalled();
    fireEvent.play(second!);
    expect(pause.mock.contexts).toContain(first);
    expect(pause.mock.contexts).not.toContain(second);
  });

  it('pushes WATCH_VIDEO events to the data layer', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{}')));
    window.dataLayer = [];
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: "Play Jocelyn's video" }));
    const [video] = await videos(1);
    fireEvent.play(video!);
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'WATCH_VIDEO', housemaid: 5, logType: 'play' }));
    vi.unstubAllGlobals();
  });
});

describe('posters before any interaction (the media budget)', () => {
  /** A stand-in IntersectionObserver: the test says which boxes are on screen. */
  class FakeObserver {
    static all: FakeObserver[] = [];
    readonly observed: Element[] = [];
    constructor(private readonly callback: IntersectionObserverCallback) {
      FakeObserver.all.push(this);
    }
    observe(el: Element) {
      this.observed.push(el);
    }
    disconnect() {
      this.observed.length = 0;
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
    static show(el: Element) {
      for (const o of FakeObserver.all.filter((o) => o.observed.includes(el))) {
        act(() => o.callback([{ target: el, isIntersecting: true } as unknown as IntersectionObserverEntry], o as unknown as IntersectionObserver));
      }
    }
  }

  beforeEach(() => {
    resetInteractionForTests();
    FakeObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  const two = () =>
    render(
      <>
        <MaidCard maid={maid({ id: 1, name: 'Ana' })} eager inMyList={false} hireHref="#" onAdd={vi.fn()} onRemove={vi.fn()} onHire={vi.fn()} />
        <MaidCard maid={maid({ id: 2, name: 'Bea' })} inMyList={false} hireHref="#" onAdd={vi.fn()} onRemove={vi.fn()} onHire={vi.fn()} />
      </>,
    );
  const boxOf = (name: string) => screen.getByRole('button', { name: `Play ${name}'s video` }).parentElement!;

  it("loads the eager card's poster at once, with high priority, and no other", () => {
    two();
    const ana = screen.getByRole('img', { name: 'Ana, video preview' });
    expect(ana.getAttribute('loading')).toBe('eager');
    expect(ana.getAttribute('fetchpriority')).toBe('high');
    expect(screen.queryByRole('img', { name: 'Bea, video preview' })).toBeNull();
  });

  it('loads a poster when its box comes on screen', () => {
    two();
    FakeObserver.show(boxOf('Bea'));
    const bea = screen.getByRole('img', { name: 'Bea, video preview' });
    expect(bea.getAttribute('loading')).toBe('lazy');
    expect(bea.getAttribute('fetchpriority')).toBeNull();
  });

  it('hands every poster to loading="lazy" at the first touch, click, wheel or key', () => {
    two();
    expect(screen.queryByRole('img', { name: 'Bea, video preview' })).toBeNull();
    fireEvent.pointerDown(document.body);
    expect(screen.getByRole('img', { name: 'Bea, video preview' }).getAttribute('loading')).toBe('lazy');
    // A card rendered later (the next page of maids) does not wait for the screen any more.
    render(<MaidCard maid={maid({ id: 3, name: 'Cora' })} inMyList={false} hireHref="#" onAdd={vi.fn()} onRemove={vi.fn()} onHire={vi.fn()} />);
    expect(screen.getByRole('img', { name: 'Cora, video preview' })).toBeTruthy();
  });
});
