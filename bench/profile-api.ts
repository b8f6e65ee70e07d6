/**
 * Where an API call spends its time: `npx tsx bench/profile-api.ts '/api/...' ['/api/...']`
 * starts the server under `node --cpu-prof` on the bench's demo database, loads each path for
 * 5 s, and prints the heaviest packages and functions of the CPU profile. The server logs as
 * deployed and as in the bench (info, a line per request, into a file); LOG_LEVEL=warn leaves the
 * request lines out.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureWebBuilt } from '../src/server/web/ensure-built.js';
import { prepareDatabases } from './lib/databases.js';
import { freePort, projectRoot } from './lib/processes.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

function summarise(profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }): string {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const t = profile.timeDeltas[i] ?? 0;
    const { functionName, url, lineNumber } = nodes.get(id)!.callFrame;
    const owner = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? (url ? path.relative(projectRoot, url.replace('file://', '')) : functionName);
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + t);
    const fn = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + t);
    total += t;
  });
  const top = (m: Map<string, number>) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 20)
      .map(([k, v]) => `${((v / total) * 100).toFixed(1).padStart(5)}%  ${k}`)
      .join('\n');
  return `by package or file:\n${top(byOwner)}\n\nby function:\n${top(byFunction)}`;
}

async function main() {
  const paths = process.argv.slice(2);
  if (paths.length === 0) throw new Error("usage: npx tsx bench/profile-api.ts '/api/sales/...'");
  process.env.NODE_ENV = 'production';
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'maids-bench-profile-'));
  const web = path.join(work, 'web');
  const profiles = path.join(work, 'profiles');
  await ensureWebBuilt(projectRoot, () => {}, web);
  const dbs = await prepareDatabases(() => {});
  const port = await freePort();
  // Its lines go straight to a file, as in the bench: read through a pipe, they would cost this process CPU beside the load.
  const logFile = path.join(work, 'server.log');
  const out = await fs.open(logFile, 'w');
  const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${profiles}`, '--import', 'tsx', 'src/server/main.ts'], {
    cwd: projectRoot,
    stdio: ['ignore', out.fd, 'inherit'],
    env: {
      ...process.env,
      ...{ DATA_DIR: dbs.dataDir, WEB_DIST_DIR: web, DATABASE_URL: dbs.demoUrl, PORT: String(port), HOST: '127.0.0.1' },
      ...{ LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', RATE_LIMIT_MAX: '1000000000', SKIP_WEB_BUILD: '1' },
    },
  });
  try {
    await out.close();
    let exited = false;
    child.once('exit', () => (exited = true));
    while (!/ready in/.test(await fs.readFile(logFile, 'utf8'))) {
      if (exited) throw new Error(`the server exited before it was ready:\n${await fs.readFile(logFile, 'utf8')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (const target of paths) {
      const r = await autocannon({ url: `http://127.0.0.1:${port}${target}`, connections: 10, duration: 5 });
      process.stdout.write(`${target}: ${Math.round(r.requests.average)} rps, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ${r.non2xx} non-2xx\n`);
    }
  } finally {
    child.kill('SIGINT');
    await new Promise((r) => child.once('exit', r));
    await dbs.close();
  }
  const files = await fs.readdir(profiles);
  const sizes = await Promise.all(files.map(async (f) => ({ f, size: (await fs.stat(path.join(profiles, f))).size })));
  const main = sizes.sort((a, b) => b.size - a.size)[0]!.f; // the server's; the smaller one is tsx's loader
  process.stdout.write(`\n${summarise(JSON.parse(await fs.readFile(path.join(profiles, main), 'utf8')))}\n`);
  await fs.rm(work, { recursive: true, force: true });
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
