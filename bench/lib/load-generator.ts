/**
 * The API section's load generator, in a process of its own: autocannon then shares no heap with
 * the bench, which holds Lighthouse's results by the time the API is loaded (~800 MB), so that
 * its collections do not slow the requests (docs/decisions/2026-11-21-bench-measures.md).
 * `startLoadGenerator()` forks this file; each job it sends is answered with its figures.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { runPaced } from './paced-load.js';

export interface LoadJob {
  baseUrl: string;
  /** The i-th request goes to paths[i % paths.length]. */
  paths: string[];
  connections: number;
  duration: number;
  /** Requests evenly spaced at this rate (paced-load.ts) instead of as fast as answers come. */
  overallRate?: number;
  /** Sent with every request (a staff call's session cookie). */
  headers?: Record<string, string>;
}

export interface LoadFigure {
  rps: number;
  p50: number;
  p99: number;
  /** Non-2xx answers, errors and timeouts. */
  failures: number;
}

async function run(job: LoadJob): Promise<LoadFigure> {
  if (job.overallRate) return runPaced({ ...job, rate: job.overallRate });
  let i = 0;
  const result = await autocannon({
    url: job.baseUrl,
    connections: job.connections,
    duration: job.duration,
    timeout: 10,
    headers: job.headers,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: job.paths[i++ % job.paths.length] }) }],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

export interface LoadGenerator {
  load(job: LoadJob): Promise<LoadFigure>;
  stop(): void;
}

export function startLoadGenerator(): LoadGenerator {
  const child: ChildProcess = fork(import.meta.filename, [], {
    execArgv: ['--import', 'tsx'],
    cwd: path.resolve(import.meta.dirname, '../..'),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // One job at a time: the figures of two loads at once would mean nothing.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    load(job) {
      const answer = queue.then(
        () =>
          new Promise<LoadFigure>((resolve, reject) => {
            const onExit = (code: number | null) => reject(new Error(`the load generator exited (${code})`));
            child.once('exit', onExit);
            child.once('message', (answer: LoadFigure | { error: string }) => {
              child.off('exit', onExit);
              if ('error' in answer) reject(new Error(`load generator: ${answer.error}`));
              else resolve(answer);
            });
            child.send(job);
          }),
      );
      queue = answer.catch(() => {});
      return answer;
    },
    stop: () => child.kill(),
  };
}

if (process.send && process.argv[1] === import.meta.filename) {
  process.on('message', (job: LoadJob) => {
    void run(job).then(
      (figure) => process.send!(figure),
      (err: unknown) => process.send!({ error: err instanceof Error ? err.message : String(err) }),
    );
  });
}
