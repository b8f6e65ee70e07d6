import type { Browser } from 'playwright-core';
import { phone } from '../e2e/support/browser.js';
import { check, kb, type Row } from './lib/report.js';
import { visit, type Transfer } from './lib/visit.js';

export interface MediaFigure {
  exists: boolean;
  totalBytes: number;
  byType: Record<string, number>;
  videoBytes: number;
  videoRequests: string[];
  posters: Array<{ url: string; status: number; bytes: number; onScreen: boolean }>;
}

const isVideo = (t: Transfer) => t.type === 'Media' || /\/media\/videos\//.test(t.url);
const isPoster = (t: Transfer) => /\/media\/posters\//.test(t.url);

/** URLs of every image the page references, with whether one of its elements is in the viewport. */
function referencedImages(): Array<{ url: string; onScreen: boolean }> {
  const found: Array<{ url: string; onScreen: boolean }> = [];
  const inView = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
  };
  for (const el of document.querySelectorAll('*')) {
    const urls: string[] = [];
    if (el instanceof HTMLImageElement && el.currentSrc) urls.push(el.currentSrc);
    if (el instanceof HTMLVideoElement && el.poster) urls.push(el.poster);
    const bg = getComputedStyle(el).backgroundImage;
    for (const m of bg.matchAll(/url\("?([^")]+)"?\)/g)) urls.push(new URL(m[1]!, location.href).href);
    for (const url of urls) found.push({ url, onScreen: inView(el) });
  }
  return found;
}

/** What /hire-maid downloads on a phone before the visitor touches anything. */
export async function measureMedia(browser: Browser, baseUrl: string): Promise<{ rows: Row[]; figure: MediaFigure }> {
  const v = await visit(browser, baseUrl, '/hire-maid', phone, (page) => page.evaluate(referencedImages));
  const refs = v.inspected ?? [];
  const byType: Record<string, number> = {};
  for (const t of v.transfers) byType[t.type] = (byType[t.type] ?? 0) + t.bytes;
  const videos = v.transfers.filter(isVideo);
  const posters = v.transfers
    .filter(isPoster)
    .map((t) => ({ url: t.url, status: t.status, bytes: t.bytes, onScreen: refs.some((r) => r.url === t.url && r.onScreen) }));
  const figure: MediaFigure = {
    exists: v.exists,
    totalBytes: v.transfers.reduce((s, t) => s + t.bytes, 0),
    byType,
    videoBytes: videos.reduce((s, t) => s + t.bytes, 0),
    videoRequests: videos.map((t) => new URL(t.url).pathname),
    posters,
  };
  if (!v.exists) {
    return {
      figure,
      rows: [{ section: 'media', measure: '/hire-maid before interaction', value: '–', verdict: 'n/a', note: `page missing (goes to ${v.finalPath})` }],
    };
  }
  const offScreen = posters.filter((p) => !p.onScreen);
  const types = Object.entries(byType)
    .sort((a, b) => b[1] - a[1])
    .map(([t, b]) => `${t} ${kb(b)}`)
    .join(', ');
  return {
    figure,
    rows: [
      { section: 'media', measure: '/hire-maid bytes before interaction (phone)', value: kb(figure.totalBytes), note: types },
      {
        section: 'media',
        measure: '/hire-maid video bytes before interaction',
        value: kb(figure.videoBytes),
        budget: '= 0',
        verdict: check(figure.videoBytes, { max: 0 }),
        note: videos.length ? `fetched: ${[...new Set(figure.videoRequests)].join(', ')}` : undefined,
      },
      {
        section: 'media',
        measure: '/hire-maid posters fetched / off screen',
        value: `${posters.length} (${kb(posters.reduce((s, p) => s + p.bytes, 0))}) / ${offScreen.length}`,
        budget: 'off screen = 0',
        verdict: check(offScreen.length, { max: 0 }),
        note: [
          offScreen.length ? `off screen: ${offScreen.map((p) => new URL(p.url).pathname).join(', ')}` : '',
          posters.some((p) => p.status !== 200) ? `not found: ${posters.filter((p) => p.status !== 200).map((p) => `${new URL(p.url).pathname} ${p.status}`).join(', ')}` : '',
        ]
          .filter(Boolean)
          .join('; ') || undefined,
      },
    ],
  };
}
