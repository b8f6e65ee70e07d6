/**
 * Load at a fixed rate, evenly spaced: the i-th request is due at start + i / rate, whatever the
 * answers before it did (an open model), and its latency is counted from when it was due, so a
 * request kept waiting by a slow one before it counts that wait too.
 *
 * autocannon's own rate limit (`overallRate`) is not this: each connection sends its quota for the
 * second back to back as soon as the second starts, so "100 requests/s" on 10 connections is a
 * burst of 100 at full concurrency every second, and its p99 is the p99 at full speed
 * (docs/decisions/2026-11-26-paced-load.md).
 */
import http from 'node:http';

export interface PacedJob {
  baseUrl: string;
  paths: string[];
  /** Sockets kept open; a request due while all are busy waits for one (and that wait is counted). */
  connections: number;
  /** Seconds. */
  duration: number;
  rate: number;
  headers?: Record<string, string>;
}

export interface PacedFigure {
  rps: number;
  p50: number;
  p99: number;
  failures: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function runPaced(job: PacedJob): Promise<PacedFigure> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.connections });
  const total = Math.round(job.rate * job.duration);
  const latencies: number[] = [];
  let failures = 0;
  const pending: Array<Promise<void>> = [];
  const start = performance.now();

  const send = (i: number) => {
    const due = start + (i * 1000) / job.rate;
    const url = new URL(job.paths[i % job.paths.length]!, job.baseUrl);
    return new Promise<void>((resolve) => {
      const req = http.get(url, { agent, headers: job.headers, timeout: 10_000 }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode !== undefined && res.statusCode >= 200 && res.statusCode < 300) {
            latencies.push(performance.now() - due);
          } else {
            failures += 1;
          }
          resolve();
        });
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        failures += 1;
        resolve();
      });
    });
  };

  let sent = 0;
  while (sent < total) {
    const dueNow = Math.min(total, Math.floor(((performance.now() - start) * job.rate) / 1000) + 1);
    while (sent < dueNow) pending.push(send(sent++));
    const nextDue = start + (sent * 1000) / job.rate;
    await new Promise((r) => setTimeout(r, Math.max(0, nextDue - performance.now())));
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsed,
    p50: Math.round(percentile(latencies, 50) * 10) / 10,
    p99: Math.round(percentile(latencies, 99) * 10) / 10,
    failures,
  };
}
