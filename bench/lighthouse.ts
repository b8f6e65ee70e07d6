import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from '../e2e/support/browser.js';
import { check, median, ms, type Row } from './lib/report.js';

export const LIGHTHOUSE_PAGES = ['/', '/hire-maid', '/shortlisted-maids', '/app'] as const;

// Debian's Chromium as root needs these, and a fresh profile per launch.
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  finalPath: string;
  failing: { accessibility: string[]; performance: string[]; bestPractices: string[] };
}

export interface LighthouseFigure {
  route: string;
  exists: boolean;
  runs: LighthouseRun[];
  median?: Omit<LighthouseRun, 'finalPath' | 'failing'>;
  error?: string;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function failingAudits(lhr: Lhr, category: string): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .filter((r) => r.weight > 0)
    .map((r) => lhr.audits[r.id])
    .filter((a) => a && a.score !== null && a.score < (category === 'performance' ? 0.9 : 1))
    .map((a) => (a!.displayValue ? `${a!.id} (${a!.displayValue})` : a!.id));
}

function toRun(lhr: Lhr): LighthouseRun {
  const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: num('largest-contentful-paint'),
    tbtMs: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    finalPath: new URL(lhr.finalDisplayedUrl).pathname.replace(/\/+$/, '') || '/',
    failing: {
      accessibility: failingAudits(lhr, 'accessibility'),
      performance: failingAudits(lhr, 'performance'),
      bestPractices: failingAudits(lhr, 'best-practices'),
    },
  };
}

/** Lighthouse's default (mobile, simulated throttling) on each page; the median of `runs` runs. */
export async function measureLighthouse(
  baseUrl: string,
  runs: number,
  log: (m: string) => void,
): Promise<{ rows: Row[]; figures: LighthouseFigure[] }> {
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'maids-bench-chrome-'));
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS, userDataDir: profile });
  const figures: LighthouseFigure[] = [];
  try {
    for (const route of LIGHTHOUSE_PAGES) {
      const figure: LighthouseFigure = { route, exists: true, runs: [] };
      figures.push(figure);
      for (let i = 0; i < runs; i += 1) {
        log(`lighthouse ${route} run ${i + 1}/${runs}`);
        try {
          const result = await lighthouse(baseUrl + route, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices'],
          });
          if (!result) throw new Error('lighthouse returned no result');
          if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
          const run = toRun(result.lhr);
          figure.runs.push(run);
          if (run.finalPath !== route) {
            figure.exists = false;
            break;
          }
        } catch (err) {
          figure.error = err instanceof Error ? err.message : String(err);
          break;
        }
      }
      const ok = figure.runs.filter((r) => r.finalPath === route);
      if (figure.exists && ok.length > 0) {
        const m = (k: 'performance' | 'accessibility' | 'bestPractices' | 'lcpMs' | 'tbtMs' | 'cls') => median(ok.map((r) => r[k]));
        figure.median = {
          performance: m('performance'),
          accessibility: m('accessibility'),
          bestPractices: m('bestPractices'),
          lcpMs: m('lcpMs'),
          tbtMs: m('tbtMs'),
          cls: m('cls'),
        };
      }
    }
  } finally {
    chrome.kill();
    await fs.rm(profile, { recursive: true, force: true }).catch(() => {});
  }
  return { rows: figures.flatMap(rowsOf), figures };
}

function rowsOf(f: LighthouseFigure): Row[] {
  const section = 'lighthouse';
  const missing = !f.exists ? `page missing (goes to ${f.runs[0]?.finalPath})` : f.error;
  const m = f.median;
  const union = (k: keyof LighthouseRun['failing']) => [...new Set(f.runs.flatMap((r) => r.failing[k]))].join(', ');
  const line = (measure: string, value: string, budget?: string, verdict?: Row['verdict'], note?: string): Row => ({
    section,
    measure: `${measure} ${f.route}`,
    value: m ? value : '–',
    budget,
    verdict: m ? verdict : budget ? 'n/a' : undefined,
    note: m ? note : missing,
  });
  if (!m) return [line('performance', '', '≥ 95', 'n/a')];
  const perf = check(m.performance, { min: 95 });
  const a11y = check(m.accessibility, { min: 100 });
  const tbt = check(m.tbtMs, { max: 100 });
  const cls = check(m.cls, { max: 0.02 });
  return [
    line('performance', String(m.performance), '≥ 95', perf, perf === 'not held' ? `below 90: ${union('performance')}` : undefined),
    line('LCP', ms(m.lcpMs)),
    line('TBT', ms(m.tbtMs), '≤ 100 ms', tbt),
    line('CLS', m.cls.toFixed(3), '≤ 0.02', cls),
    line('accessibility', String(m.accessibility), '= 100', a11y, a11y === 'not held' ? `failing: ${union('accessibility')}` : undefined),
    line('best-practices', String(m.bestPractices), undefined, undefined, m.bestPractices < 100 ? `failing: ${union('bestPractices')}` : undefined),
  ];
}
