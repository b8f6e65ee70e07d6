import { startLoadGenerator } from './lib/load-generator.js';
import { check, median, ms, ratio, type Row } from './lib/report.js';

/**
 * Issue 33's server-rendered first screen: a kept /hire-maid against the page the browser renders
 * (/app: the same HTML shell and head, written per request, with an empty root), in alternating
 * 2 s windows; and a page rendered for one request alone (a query parameter the cache does not
 * keep), timed one request at a time, to its last byte.
 */
const WINDOWS = 3;
const WINDOW_S = 2;
const CONNECTIONS = 10;
const MISSES = 21;

export interface ServerRenderingFigure {
  keptRps: number[];
  shellRps: number[];
  ratio: number;
  missMs: number[];
  missMedian: number;
  keptHeader: string | null;
}

export async function measureServerRendering(baseUrl: string, log: (m: string) => void): Promise<{ rows: Row[]; figure: ServerRenderingFigure }> {
  // Warm: the renderer is imported after the server is ready, and the first visit renders the page.
  for (let i = 0; i < 3; i++) await (await fetch(`${baseUrl}/hire-maid`)).text();
  const keptHeader = (await fetch(`${baseUrl}/hire-maid`)).headers.get('x-page-cache');

  const gen = startLoadGenerator();
  const keptRps: number[] = [];
  const shellRps: number[] = [];
  try {
    for (let w = 0; w < WINDOWS; w++) {
      log(`server rendering: window ${w + 1} of ${WINDOWS}`);
      keptRps.push((await gen.load({ baseUrl, paths: ['/hire-maid'], connections: CONNECTIONS, duration: WINDOW_S })).rps);
      shellRps.push((await gen.load({ baseUrl, paths: ['/app'], connections: CONNECTIONS, duration: WINDOW_S })).rps);
    }
  } finally {
    gen.stop();
  }

  const missMs: number[] = [];
  for (let i = 0; i < MISSES; i++) {
    const started = performance.now();
    const res = await fetch(`${baseUrl}/hire-maid?bench_miss=${i}`);
    await res.text();
    missMs.push(performance.now() - started);
    if (res.headers.get('x-page-cache') !== 'miss') throw new Error(`/hire-maid?bench_miss=${i} was not rendered for itself (x-page-cache: ${res.headers.get('x-page-cache')})`);
  }
  const figure: ServerRenderingFigure = {
    keptRps,
    shellRps,
    ratio: median(keptRps.map((k, i) => k / shellRps[i]!)),
    missMs,
    missMedian: median(missMs),
    keptHeader,
  };
  const rows: Row[] = [
    {
      section: 'ssr',
      measure: 'kept /hire-maid / the browser-rendered shell (/app): throughput',
      value: `${ratio(figure.ratio)} (${Math.round(median(keptRps))} / ${Math.round(median(shellRps))} rps)`,
      budget: '≥ 0.50×',
      verdict: keptHeader === 'hit' ? check(figure.ratio, { min: 0.5 }) : 'n/a',
      note: keptHeader === 'hit' ? `median of ${WINDOWS} alternating ${WINDOW_S} s windows, ${CONNECTIONS} connections` : `the warm page was not kept (x-page-cache: ${keptHeader})`,
    },
    {
      section: 'ssr',
      measure: '/hire-maid rendered for one request (a cache miss), to its last byte',
      value: ms(figure.missMedian),
      budget: '≤ 30 ms',
      verdict: check(figure.missMedian, { max: 30 }),
      note: `median of ${MISSES} one at a time; slowest ${ms(Math.max(...missMs))}`,
    },
  ];
  return { rows, figure };
}
