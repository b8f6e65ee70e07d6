/**
 * `npm run bench`: bundle size, Lighthouse, API under load, scale, start time and media, on a
 * fresh production build and a throwaway database, and a soak of mixed traffic. Prints one table
 * and writes bench/results/latest.json. Options: --only=bundle,lighthouse,api,scale,start,media,soak,service,money,desk-scale,ssr
 * --runs=3  --soak (the soak for 10 minutes instead of 60 s)
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.js';
import { ensureWebBuilt } from '../src/server/web/ensure-built.js';
import { apiRows, measureApi } from './api-load.js';
import { measureBundles } from './bundle.js';
import { measureFirstLoad, type FirstLoadFigure } from './first-load.js';
import { prepareDatabases } from './lib/databases.js';
import { projectRoot, spawnTsx, startSite, type Child } from './lib/processes.js';
import { formatTable, type Row } from './lib/report.js';
import { measureLighthouse } from './lighthouse.js';
import { cloneMoneyDatabase, measureMoney } from './money.js';
import { measureMedia } from './media.js';
import { scaleRows } from './scale.js';
import { measureServerRendering } from './server-rendering.js';
import { runSoak, soakRows } from './soak.js';
import { cloneServiceDatabase, measureServiceDesk } from './service-desk.js';
import { cloneDeskDatabase, measureDeskScale } from './desk-scale.js';
import { measureStart } from './start-time.js';

const SECTIONS = ['bundle', 'lighthouse', 'api', 'scale', 'start', 'media', 'soak', 'service', 'money', 'desk-scale', 'ssr'] as const;
type Section = (typeof SECTIONS)[number];

function parseArgs(argv: string[]): { only: Set<Section>; runs: number; soakS: number } {
  const arg = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const only = arg('only')?.split(',') ?? [...SECTIONS];
  const unknown = only.filter((s) => !(SECTIONS as readonly string[]).includes(s));
  if (unknown.length) throw new Error(`unknown section(s) ${unknown.join(', ')}; choose from ${SECTIONS.join(', ')}`);
  const runs = Number(arg('runs') ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer');
  return { only: new Set(only as Section[]), runs, soakS: argv.includes('--soak') ? 600 : 60 };
}

const started = Date.now();
const log = (m: string) => process.stderr.write(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${m}\n`);

async function main() {
  // The servers run as in production; also, ensureWebBuilt restores an unset NODE_ENV as the
  // string 'undefined', which the config then refuses.
  process.env.NODE_ENV = 'production';
  const { only, runs, soakS } = parseArgs(process.argv.slice(2));
  const rows: Row[] = [];
  const raw: Record<string, unknown> = {};
  const cleanups: Array<() => Promise<unknown>> = [];
  const sectionError = (section: string, err: unknown) => {
    const message = err instanceof Error ? err.message.split('\n')[0]! : String(err);
    log(`${section} failed: ${message}`);
    rows.push({ section, measure: 'section failed', value: '–', verdict: 'n/a', note: message });
  };

  // Ctrl-C or a timeout: stop the servers and PostgreSQL and remove the temp folders first.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log(`${signal}: cleaning up`);
      void (async () => {
        for (const cleanup of cleanups) await cleanup().catch(() => {});
        process.exit(130);
      })();
    });
  }
  try {
    const webDistDir = path.join(os.tmpdir(), `maids-bench-web-${process.pid}`);
    cleanups.push(() => fs.rm(webDistDir, { recursive: true, force: true }));
    log('production build of the website');
    await ensureWebBuilt(projectRoot, log, webDistDir);

    const needsSite = ['bundle', 'lighthouse', 'api', 'scale', 'media', 'soak', 'service', 'money', 'desk-scale', 'ssr'].some((section) => only.has(section as Section));
    if (needsSite) {
      log('preparing the bench databases');
      const dbs = await prepareDatabases(log);
      cleanups.unshift(() => dbs.close());
      raw.catalogue = { demoMaids: dbs.demoMaids, scaleMaids: dbs.scaleMaids, scaleError: dbs.scaleError };
      const siteEnv = { DATA_DIR: dbs.dataDir, WEB_DIST_DIR: webDistDir };
      const serviceUrl = only.has('service') ? await cloneServiceDatabase(dbs.adminUrl) : undefined;
      const moneyUrl = only.has('money') ? await cloneMoneyDatabase(dbs.adminUrl) : undefined;
      // The desk's applications need maids to point at: the 5,000-maid catalogue when there is one.
      const deskUrl = only.has('desk-scale') ? await cloneDeskDatabase(dbs.adminUrl, dbs.scaleUrl ? 'bench_scale' : 'bench_demo') : undefined;

      const site = await startSite({ ...siteEnv, DATABASE_URL: dbs.demoUrl });
      cleanups.unshift(() => site.stop());
      log(`demo site on ${site.baseUrl} (${dbs.demoMaids} maids)`);
      // The 5,000-maid site runs beside the demo one (idle while the other is measured), so that
      // each figure and its scale twin are taken minutes, not a whole section, apart.
      let big: Awaited<ReturnType<typeof startSite>> | undefined;
      if (only.has('scale') && dbs.scaleUrl) {
        big = await startSite({ ...siteEnv, DATABASE_URL: dbs.scaleUrl });
        cleanups.unshift(() => big!.stop());
        log(`scale site on ${big.baseUrl} (${dbs.scaleMaids} maids)`);
      }
      const browser: Browser = await launchBrowser();
      cleanups.unshift(() => browser.close());

      if (only.has('bundle')) {
        log('bundle');
        try {
          const b = await measureBundles(browser, site.baseUrl);
          rows.push(...b.rows);
          raw.bundle = b.figures;
        } catch (err) {
          sectionError('bundle', err);
        }
      }
      if (only.has('media')) {
        log('media');
        try {
          const m = await measureMedia(browser, site.baseUrl);
          rows.push(...m.rows);
          raw.media = m.figure;
        } catch (err) {
          sectionError('media', err);
        }
      }
      let firstLoad: { demo: FirstLoadFigure[]; scale: FirstLoadFigure[] } | undefined;
      if (big) {
        log('first load (demo catalogue and 5,000 maids, in turns)');
        try {
          const [demo, scale] = await measureFirstLoad(browser, [site.baseUrl, big.baseUrl], runs);
          firstLoad = { demo: demo!, scale: scale! };
        } catch (err) {
          sectionError('scale', err);
        }
      }
      if (only.has('lighthouse')) {
        try {
          const l = await measureLighthouse(site.baseUrl, runs, log);
          rows.push(...l.rows);
          raw.lighthouse = l.figures;
        } catch (err) {
          sectionError('lighthouse', err);
        }
      }

      // The API is loaded on a machine without a browser: Chromium's processes, idle or not after
      // the pages above, would take CPU from the server and the load generator.
      await browser.close();

      if (only.has('ssr')) {
        try {
          const ssr = await measureServerRendering(site.baseUrl, log);
          rows.push(...ssr.rows);
          raw.serverRendering = ssr.figure;
        } catch (err) {
          sectionError('ssr', err);
        }
      }
      if (only.has('api') || big) {
        let bare: Child | undefined;
        try {
          // Logging as the server does, and on the demo database for the write yardstick.
          const bareLog = path.join(os.tmpdir(), `maids-bench-bare-${process.pid}.log`);
          cleanups.push(() => fs.rm(bareLog, { force: true }));
          bare = spawnTsx('bench/bare-server.ts', { DATABASE_URL: dbs.demoUrl, BARE_LOG_FILE: bareLog });
          const [, bareUrl] = await bare.waitFor(/bare listening on (\S+)/, 60_000);
          const targets = [{ key: 'demo', baseUrl: site.baseUrl, databaseUrl: dbs.demoUrl, pid: site.pid }];
          if (big) targets.push({ key: 'scale', baseUrl: big.baseUrl, databaseUrl: dbs.scaleUrl!, pid: big.pid });
          const api = await measureApi(targets, only.has('api') ? { baseUrl: bareUrl!, pid: bare.process.pid } : undefined, log);
          if (only.has('api')) rows.push(...apiRows(api.demo!));
          raw.api = api;
          if (big && firstLoad) {
            rows.push(
              ...scaleRows(
                { api: api.demo!, firstLoad: firstLoad.demo, maids: dbs.demoMaids },
                { api: api.scale!, firstLoad: firstLoad.scale, maids: dbs.scaleMaids ?? 0 },
              ),
            );
            raw.firstLoad = firstLoad;
          }
        } catch (err) {
          sectionError('api', err);
        } finally {
          await bare?.stop();
        }
      }
      if (only.has('soak')) {
        // A server of its own, with the event-loop probe loaded, on the 5,000-maid catalogue when
        // there is one (the soak's applications reserve a maid each).
        const probeFile = path.join(os.tmpdir(), `maids-bench-eld-${process.pid}.jsonl`);
        cleanups.push(() => fs.rm(probeFile, { force: true }));
        const soakDb = dbs.scaleUrl ?? dbs.demoUrl;
        const soakSite = await startSite({
          ...siteEnv,
          DATABASE_URL: soakDb,
          NODE_OPTIONS: `--import ${pathToFileURL(path.join(projectRoot, 'bench/lib/eld-probe.mjs')).href}`,
          ELD_PROBE_FILE: probeFile,
        });
        try {
          const soak = await runSoak({ ...soakSite, probeFile }, soakDb, soakS, log);
          rows.push(...soakRows(soak));
          raw.soak = soak;
        } catch (err) {
          sectionError('soak', err);
        } finally {
          await soakSite.stop();
        }
      }
      if (only.has('service')) {
        try {
          const desk = await measureServiceDesk(serviceUrl!, siteEnv, log);
          rows.push(...desk.rows);
          raw.serviceDesk = desk.figures;
        } catch (err) {
          sectionError('service', err);
        }
      }
      if (only.has('money')) {
        try {
          const money = await measureMoney(moneyUrl!, siteEnv, log);
          rows.push(...money.rows);
          raw.money = money.figures;
        } catch (err) {
          sectionError('money', err);
        }
      }
      if (only.has('desk-scale')) {
        try {
          const desk = await measureDeskScale(deskUrl!, siteEnv, log);
          rows.push(...desk.rows);
          raw.deskScale = desk.figures;
        } catch (err) {
          sectionError('desk-scale', err);
        }
      }
      if (only.has('scale') && !dbs.scaleUrl) {
        rows.push({ section: 'scale', measure: '5,000-maid catalogue', value: '–', budget: 'within 20 %', verdict: 'n/a', note: dbs.scaleError });
      }
      await big?.stop();
      await site.stop();
    }

    if (only.has('start')) {
      try {
        const s = await measureStart(webDistDir, runs, log);
        rows.push(...s.rows);
        raw.start = { first: s.first, restart: s.restart };
      } catch (err) {
        sectionError('start', err);
      }
    }
  } finally {
    for (const cleanup of cleanups) await cleanup().catch(() => {});
  }

  const table = formatTable(rows);
  process.stdout.write(`\n${table}\n\n`);
  const held = rows.filter((r) => r.verdict === 'held').length;
  const notHeld = rows.filter((r) => r.verdict === 'not held');
  process.stdout.write(`budgets: ${held} held, ${notHeld.length} not held, ${rows.filter((r) => r.verdict === 'n/a').length} n/a\n`);
  const resultsDir = path.join(projectRoot, 'bench/results');
  await fs.mkdir(resultsDir, { recursive: true });
  const machine = { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, loadAverage: os.loadavg(), node: process.version };
  const result = { date: new Date().toISOString(), durationS: Math.round((Date.now() - started) / 1000), runs, machine, rows, table, raw };
  await fs.writeFile(path.join(resultsDir, 'latest.json'), JSON.stringify(result, null, 2));
  log(`wrote bench/results/latest.json in ${result.durationS} s`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  },
);
