import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { startSite, type RunningSite } from '../../bench/lib/processes.js';

export type ServerProcess = RunningSite;

/** A fixed secret: processes started with it read each other's sealed data and signed cookies. */
export const TEST_APP_SECRET = 'e2e-server-process-secret-0123456789abcdef';

/** A DATA_DIR of its own under the OS temp folder (the seed writes the demo media at first start). */
export const tempDataDir = () => fs.mkdtemp(path.join(os.tmpdir(), 'maids-e2e-data-'));

/**
 * The real server (src/server/main.ts) as a child process, as the bench runs it, on the given
 * database and DATA_DIR and this run's build of the website: it can be killed and started again.
 */
export function startServerProcess(env: { DATABASE_URL: string; DATA_DIR: string } & Record<string, string>): Promise<ServerProcess> {
  return startSite({ APP_SECRET: TEST_APP_SECRET, WEB_DIST_DIR: inject('webDistDir'), NODE_ENV: 'production', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000', ...env });
}
