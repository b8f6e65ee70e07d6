import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../shared/api/admin/contracts.js';
import { addUrlLog } from '../shared/api/appsutils/contracts.js';
import { urlOf } from '../shared/api/contract.js';
import { startEmbeddedPostgres } from './db/embedded.js';
import { freePort } from './test/free-port.js';
import { runCommand, startSite, stopSite, type Started } from './test/site-process.js';

// The README's commands while `npm start` serves from its embedded PostgreSQL: they join its
// cluster (a backup, a new admin) or say in one line that the servers must stop (keys, restore).
const work = path.join(os.tmpdir(), `maids-beside-server-${process.pid}`);
const dataDir = path.join(work, 'site');
const SECRET = 'beside-server-test-secret-0123456789abcdef';
const env = (dir: string, pgPort: number) => ({ DATA_DIR: dir, EMBEDDED_PG_PORT: String(pgPort), APP_SECRET: SECRET, RATE_LIMIT_MAX: '100000' });

let site: Started;
let siteEnv: Record<string, string>;
beforeAll(async () => {
  siteEnv = env(dataDir, await freePort());
  site = await startSite({ ...siteEnv, PORT: String(await freePort()) });
}, 120_000);
afterAll(async () => {
  if (site) await stopSite(site.child);
  await fs.rm(work, { recursive: true, force: true });
});

/** One visit after another, each answered only once stored, until told to stop. */
function writeWhile() {
  const sessionId = randomUUID();
  const acknowledged: number[] = [];
  let running = true;
  const done = (async () => {
    for (let n = 0; running; n += 1) {
      const res = await fetch(site.url + urlOf(addUrlLog), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sessionId, url: `/hire-maid?hot=${n}` }),
      });
      expect(res.status).toBe(200);
      acknowledged.push(n);
    }
  })();
  return { acknowledged, stop: () => ((running = false), done) };
}

describe('beside a running server', () => {
  it('backs up while writes land, and the backup restores into a fresh DATA_DIR with a consistent snapshot of them', async () => {
    const writes = writeWhile();
    await expect.poll(() => writes.acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(5);
    const beforeBackup = writes.acknowledged.length;
    const out = path.join(work, 'hot.tar.gz');
    const backup = await runCommand('src/server/db/cli.ts', ['backup', '--out', out], siteEnv);
    const duringBackup = writes.acknowledged.length;
    await writes.stop();
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain('using the embedded PostgreSQL of the server running on');
    expect(backup.stdout).toMatch(/backup written: .*hot\.tar\.gz/);
    // Writes went on landing while the backup ran, and the site still serves once it is done.
    expect(duringBackup).toBeGreaterThan(beforeBackup);
    expect((await fetch(`${site.url}/readyz`)).status).toBe(200);

    const restoredDir = path.join(work, 'restored');
    const restorePort = await freePort();
    const restore = await runCommand('src/server/db/cli.ts', ['restore', out], env(restoredDir, restorePort));
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);

    const cluster = await startEmbeddedPostgres({ dataDir: path.join(restoredDir, 'postgres'), port: restorePort });
    try {
      const url = new URL(cluster.connectionString);
      url.pathname = '/maids';
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      const { rows } = await client.query<{ url: string }>(`select url from url_logs where url like '/hire-maid?hot=%'`);
      await client.end();
      const kept = rows.map((r) => Number(r.url.split('=')[1])).sort((a, b) => a - b);
      // Every write acknowledged before the backup began is in it, and what it holds is one
      // moment of the sequence: no gaps, nothing that was never acknowledged.
      expect(kept.length).toBeGreaterThanOrEqual(beforeBackup);
      expect(kept).toEqual(kept.map((_, i) => i));
      expect(kept.length).toBeLessThanOrEqual(writes.acknowledged.length + 1);
    } finally {
      await cluster.stop();
    }
  }, 180_000);

  it('adds a staff account that signs in on the running site', async () => {
    const email = `first-admin-${process.pid}@agency.example`;
    const added = await runCommand('scripts/staff-add.ts', ['--email', email, '--role', 'admin'], siteEnv);
    expect(added.stderr).toBe('');
    expect(added.code).toBe(0);
    const password = added.stdout.trim().split('\n').at(-1)!;
    const res = await fetch(site.url + urlOf(signIn), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await fetch(`${site.url}/readyz`)).status).toBe(200);
  }, 60_000);

  it('refuses to rotate the keys or restore over it, in one line, changing nothing', async () => {
    const rotate = await runCommand('scripts/keys-rotate.ts', [], { ...siteEnv, OLD_APP_SECRET: SECRET, APP_SECRET: `${SECRET}-new` });
    expect(rotate.code).toBe(1);
    expect(rotate.stderr).toBe('keys:rotate failed: the servers must be stopped first (they hold the data keys in use): stop every server on this database, then run it again.\n');
    expect(rotate.stdout).not.toContain('done:');

    const restore = await runCommand('src/server/db/cli.ts', ['restore', path.join(work, 'any.tar.gz'), '--replace'], siteEnv);
    expect(restore.code).toBe(1);
    expect(restore.stderr).toBe('Not restored: db:restore needs the servers stopped (it replaces what they serve): stop every server on this database, then run it again.\n');
    expect((await fetch(`${site.url}/readyz`)).status).toBe(200);
  }, 60_000);
});
