import type { ApiFigure } from './api-load.js';
import type { FirstLoadFigure } from './first-load.js';
import { kb, ms, ratio, type Row, type Verdict } from './lib/report.js';

const LIMIT = 0.2;

/** Worse by more than 20 %: lower throughput, or higher latency / bytes. */
function within(ratios: Array<{ value: number; higherIsBetter?: boolean }>): Verdict {
  if (ratios.some((r) => !Number.isFinite(r.value))) return 'n/a';
  const bad = ratios.some((r) => (r.higherIsBetter ? r.value < 1 - LIMIT : r.value > 1 + LIMIT));
  return bad ? 'not held' : 'held';
}

/** The 5,000-maid figures as ratios to the demo catalogue's. */
export function scaleRows(
  demo: { api: ApiFigure[]; firstLoad: FirstLoadFigure[]; maids: number },
  scale: { api: ApiFigure[]; firstLoad: FirstLoadFigure[]; maids: number },
): Row[] {
  const rows: Row[] = [];
  const section = `scale ${scale.maids}/${demo.maids}`;
  for (const d of demo.api) {
    const s = scale.api.find((f) => f.name === d.name);
    if (!d.max || !d.fixed || !s?.max || !s.fixed) {
      rows.push({ section, measure: d.name, value: '–', budget: 'within 20 %', verdict: 'n/a', note: s?.error ?? d.error });
      continue;
    }
    const rps = s.versusFirst ?? s.max.rps / d.max.rps;
    const p50 = s.max.p50 / d.max.p50;
    const p99 = s.fixed.p99 / d.fixed.p99;
    rows.push({
      section,
      measure: `${d.name}: rps (/ p50 / p99@${d.rate ?? 1000})`,
      value: `${ratio(rps)} (/ ${ratio(p50)} / ${ratio(p99)})`,
      budget: 'within 20 %',
      // autocannon's latencies are whole milliseconds (4 → 5 ms reads as +25 %) and the p99 of a
      // 5 s run on a shared machine swings several-fold between identical runs, so the 20 %
      // budget is held to throughput; the latency ratios are shown for information.
      verdict: within([{ value: rps, higherIsBetter: true }]),
      note: `${s.versusFirst === undefined ? 'rps of one 5 s window each' : 'rps: median of alternating 2 s windows'}; 5,000: ${Math.round(s.max.rps)} rps, p50 ${ms(s.max.p50)}, p99@${s.rate ?? 1000} ${ms(s.fixed.p99)}, ${s.bytes} B`,
    });
  }
  for (const d of demo.firstLoad) {
    const s = scale.firstLoad.find((f) => f.route === d.route);
    if (!d.exists || !s?.exists) {
      rows.push({ section, measure: `first load ${d.route}`, value: '–', budget: 'within 20 %', verdict: 'n/a', note: 'page missing' });
      continue;
    }
    const lcp = s.lcpMs / d.lcpMs;
    const bytes = s.bytes / d.bytes;
    rows.push({
      section,
      measure: `first load ${d.route}: LCP / bytes`,
      value: `${ratio(lcp)} / ${ratio(bytes)}`,
      budget: 'within 20 %',
      verdict: within([{ value: lcp }, { value: bytes }]),
      note: `median of ${d.visits} visits: demo ${ms(d.lcpMs)}, ${kb(d.bytes)} (API ${kb(d.apiBytes)}); 5,000 ${ms(s.lcpMs)}, ${kb(s.bytes)} (API ${kb(s.apiBytes)})`,
    });
  }
  return rows;
}
