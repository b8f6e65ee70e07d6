import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, spawnTsx } from './lib/processes.js';
import { check, median, ms, type Row } from './lib/report.js';

export interface StartFigure {
  /** From spawning `tsx src/server/main.ts` until /readyz answers 200. */
  wallMs: number;
  /** What the server itself printed ("ready in X s", counted from the start of main()). */
  reportedMs: number;
}

async function pollReady(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${url} did not answer in time`);
}

async function timeStart(env: Record<string, string | undefined>, port: number): Promise<StartFigure> {
  const started = Date.now();
  const child = spawnTsx('src/server/main.ts', { ...env, PORT: String(port) });
  try {
    const [, seconds] = await child.waitFor(/ready in ([\d.]+) s/, 300_000);
    await pollReady(`http://127.0.0.1:${port}/readyz`, Date.now() + 30_000);
    return { wallMs: Date.now() - started, reportedMs: Number(seconds) * 1000 };
  } finally {
    await child.stop();
  }
}

/**
 * A first start in an empty DATA_DIR (initdb, migrations, seed), then restarts on the initialised
 * database, each the way `npm start` runs, with the embedded PostgreSQL.
 */
export async function measureStart(webDistDir: string, restarts: number, log: (m: string) => void): Promise<{ rows: Row[]; first: StartFigure; restart: StartFigure[] }> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'maids-bench-start-'));
  await fs.chmod(root, 0o755);
  try {
    const env = {
      DATABASE_URL: undefined,
      DATA_DIR: path.join(root, 'data'),
      EMBEDDED_PG_PORT: String(await freePort()),
      HOST: '127.0.0.1',
      SKIP_WEB_BUILD: '1',
      WEB_DIST_DIR: webDistDir,
      LOG_LEVEL: 'warn',
    };
    const port = await freePort();
    log('start: first start (initdb, migrations, seed)');
    const first = await timeStart(env, port);
    const restart: StartFigure[] = [];
    for (let i = 0; i < restarts; i += 1) {
      log(`start: restart ${i + 1}/${restarts}`);
      restart.push(await timeStart(env, port));
    }
    const wall = median(restart.map((r) => r.wallMs));
    const reported = median(restart.map((r) => r.reportedMs));
    const rows: Row[] = [
      {
        section: 'start',
        measure: 'ready on restart (spawn → /readyz)',
        value: ms(wall),
        budget: '≤ 2 s',
        verdict: check(wall, { max: 2000 }),
        note: `median of ${restarts}; the server reports ${ms(reported)} after tsx has loaded it`,
      },
      {
        section: 'start',
        measure: 'ready on first start (initdb, migrate, seed)',
        value: ms(first.wallMs),
        note: `the server reports ${ms(first.reportedMs)}`,
      },
    ];
    return { rows, first, restart };
  } finally {
    await fs.rm(root, { recursive: true, force: true });
  }
}
