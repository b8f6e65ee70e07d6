import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { spawnTsx, type Child } from '../../bench/lib/processes.js';
import { freePort } from '../../src/server/test/free-port.js';

export interface ServerProcess {
  baseUrl: string;
  child: Child;
  /** Ends the process at once, as a crash or a pulled plug would: no shutdown of any kind. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/** A fixed secret: processes started with it read each other's sealed data and signed cookies. */
export const TEST_APP_SECRET = 'e2e-server-process-secret-0123456789abcdef';

/** A DATA_DIR of its own under the OS temp folder (the seed writes the demo media at first start). */
export const tempDataDir = () => fs.mkdtemp(path.join(os.tmpdir(), 'maids-e2e-data-'));

/**
 * The real server (src/server/main.ts) as a child process on a free loopback port, on the given
 * database and DATA_DIR: what `npm start` runs, so it can be killed and started again.
 */
export async function startServerProcess(env: { DATABASE_URL: string; DATA_DIR: string } & Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawnTsx('src/server/main.ts', {
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    APP_SECRET: TEST_APP_SECRET,
    RATE_LIMIT_MAX: '1000000',
    CAPTCHA_THRESHOLD: '1000000',
    SKIP_WEB_BUILD: '1',
    WEB_DIST_DIR: inject('webDistDir'),
    NODE_ENV: 'production',
    ...env,
  });
  try {
    await child.waitFor(/ready in [\d.]+ s/, 120_000);
  } catch (err) {
    await child.stop();
    throw err;
  }
  const exited = new Promise<void>((resolve) => child.process.once('exit', () => resolve()));
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    child,
    async kill() {
      if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill('SIGKILL');
      await exited;
    },
    stop: () => child.stop(),
  };
}
