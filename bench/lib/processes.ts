import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../src/server/test/free-port.js';

export { freePort };

export const projectRoot = path.resolve(import.meta.dirname, '../..');

export interface Child {
  process: ChildProcess;
  /** Everything the child wrote, for error messages. */
  output(): string;
  /** Resolves with the first stdout line matching the pattern; rejects when the child exits first. */
  waitFor(pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray>;
  stop(): Promise<void>;
}

/**
 * Runs a TypeScript entry point with tsx's loader in this Node, as `npm start` does. The child is
 * the program itself (not tsx's CLI wrapper around it), so a signal, SIGKILL included, reaches it.
 * With `logFile`, its output goes straight to that file, as a deployed server's logs do: a server
 * logging a line per request would otherwise cost this process the CPU of reading them.
 */
export function spawnTsx(entry: string, env: Record<string, string | undefined>, { logFile }: { logFile?: string } = {}): Child {
  // An undefined value removes the variable (e.g. DATABASE_URL, to get the embedded PostgreSQL).
  const merged = Object.fromEntries(Object.entries({ ...process.env, ...env }).filter(([, v]) => v !== undefined));
  const fd = logFile ? fs.openSync(logFile, 'w') : undefined;
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: projectRoot,
    env: merged,
    stdio: fd === undefined ? ['ignore', 'pipe', 'pipe'] : ['ignore', fd, fd],
  });
  if (fd !== undefined) fs.closeSync(fd);
  let output = '';
  const waiters: Array<() => void> = [];
  const onData = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
    for (const w of waiters) w();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  // Output going to a file is read back from it now and then (for waitFor and error messages).
  const poll = logFile
    ? setInterval(() => {
        const size = fs.statSync(logFile).size;
        const handle = fs.openSync(logFile, 'r');
        const length = Math.min(size, 20_000);
        const tail = Buffer.alloc(length);
        fs.readSync(handle, tail, 0, length, size - length);
        fs.closeSync(handle);
        output = tail.toString();
        for (const w of waiters) w();
      }, 100)
    : undefined;
  child.once('exit', () => clearInterval(poll));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  return {
    process: child,
    output: () => output,
    waitFor(pattern, timeoutMs) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => done(new Error(`timed out after ${timeoutMs} ms waiting for ${pattern}:\n${output}`)), timeoutMs);
        const test = () => {
          const match = output.match(pattern);
          if (match) done(undefined, match);
        };
        const done = (err?: Error, match?: RegExpMatchArray) => {
          clearTimeout(timer);
          const i = waiters.indexOf(test);
          if (i >= 0) waiters.splice(i, 1);
          if (err) reject(err);
          else resolve(match!);
        };
        waiters.push(test);
        void exited.then(() => done(new Error(`${entry} exited (code ${child.exitCode}):\n${output}`)));
        test();
      });
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killer);
    },
  };
}

export interface RunningSite {
  baseUrl: string;
  child: Child;
  /** The server's own process (no wrapper): for its memory figures. */
  pid: number;
  stop(): Promise<void>;
  /** Ends the process at once, as a crash or a pulled plug would: no shutdown of any kind. */
  kill(): Promise<void>;
}

/** The real server (src/server/main.ts) as a child process on a free loopback port. */
export async function startSite(env: Record<string, string | undefined>): Promise<RunningSite> {
  const port = await freePort();
  // At its default log level (info, a line per request) into a file, as deployed.
  const logFile = path.join(os.tmpdir(), `maids-bench-server-${port}.log`);
  const child = spawnTsx('src/server/main.ts', {
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'info',
    RATE_LIMIT_MAX: '1000000000',
    CAPTCHA_THRESHOLD: '1000000000',
    SKIP_WEB_BUILD: '1',
    ...env,
  }, { logFile });
  try {
    await child.waitFor(/ready in [\d.]+ s/, 180_000);
  } catch (err) {
    await child.stop();
    throw err;
  }
  let stopping = false;
  const exited = new Promise<void>((resolve) => child.process.once('exit', () => resolve()));
  // A server that dies mid-run would only show up as "connection refused": say why it died.
  child.process.once('exit', (code, signal) => {
    if (!stopping) process.stderr.write(`[bench] the server on port ${port} exited (${signal ?? code}):\n${child.output().slice(-4000)}\n`);
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    child,
    pid: child.process.pid!,
    stop: async () => {
      stopping = true;
      await child.stop();
      fs.rmSync(logFile, { force: true });
    },
    kill: async () => {
      stopping = true;
      if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill('SIGKILL');
      await exited;
      fs.rmSync(logFile, { force: true });
    },
  };
}
