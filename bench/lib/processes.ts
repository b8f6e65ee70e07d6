import { spawn, type ChildProcess } from 'node:child_process';
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
 */
export function spawnTsx(entry: string, env: Record<string, string | undefined>): Child {
  // An undefined value removes the variable (e.g. DATABASE_URL, to get the embedded PostgreSQL).
  const merged = Object.fromEntries(Object.entries({ ...process.env, ...env }).filter(([, v]) => v !== undefined));
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: projectRoot,
    env: merged,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters: Array<() => void> = [];
  const onData = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
    for (const w of waiters) w();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
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
  stop(): Promise<void>;
}

/** The real server (src/server/main.ts) as a child process on a free loopback port. */
export async function startSite(env: Record<string, string | undefined>): Promise<RunningSite> {
  const port = await freePort();
  const child = spawnTsx('src/server/main.ts', {
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '1000000000',
    CAPTCHA_THRESHOLD: '1000000000',
    SKIP_WEB_BUILD: '1',
    ...env,
  });
  try {
    await child.waitFor(/ready in [\d.]+ s/, 180_000);
  } catch (err) {
    await child.stop();
    throw err;
  }
  let stopping = false;
  // A server that dies mid-run would only show up as "connection refused": say why it died.
  child.process.once('exit', (code, signal) => {
    if (!stopping) process.stderr.write(`[bench] the server on port ${port} exited (${signal ?? code}):\n${child.output().slice(-4000)}\n`);
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    child,
    stop: () => {
      stopping = true;
      return child.stop();
    },
  };
}
