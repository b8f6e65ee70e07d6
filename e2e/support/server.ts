import { inject } from 'vitest';
import { createTestApp, type TestApp } from '../../src/server/test/helper.js';

export interface RunningServer extends TestApp {
  baseUrl: string;
}

/** The real server on a loopback port, with its own freshly seeded database. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const test = await createTestApp({ RATE_LIMIT_MAX: '100000', WEB_DIST_DIR: inject('webDistDir'), ...env });
  const address = await test.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...test, baseUrl: address };
}
