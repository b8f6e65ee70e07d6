import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { urlOf } from '../shared/api/contract.js';
import { getParameters } from '../shared/api/public/contracts.js';
import { freePort } from './test/free-port.js';
import { startSite, stopSite } from './test/site-process.js';

const dataDir = path.join(os.tmpdir(), `maids-main-test-${process.pid}`);
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

const start = (port: number, pgPort: number) =>
  startSite({ PORT: String(port), EMBEDDED_PG_PORT: String(pgPort), DATA_DIR: dataDir });
const stop = stopSite;

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

it('starts on an empty data folder, seeds once, keeps data across a restart, restores missing seeded files, sweeps orphan documents and shuts down cleanly', async () => {
  const [port, pgPort] = [await freePort(), await freePort()];
  const first = await start(port, pgPort);
  expect(first.output()).toContain('seeded the demo catalogue');
  const ready = await fetch(`${first.url}/readyz`);
  expect(ready.status).toBe(200);
  const rate = await fetch(`${first.url}${urlOf(getParameters, {}, { code: 'sites_visa_eta_value' })}`);
  expect(rate.status).toBe(200);
  expect(await stop(first.child)).toBe(0);
  expect(await portOpen(pgPort)).toBe(false);

  const second = await start(port, pgPort);
  expect(second.output()).not.toContain('seeded the demo catalogue');
  expect((await fetch(`${second.url}/readyz`)).status).toBe(200);
  expect(await stop(second.child)).toBe(0);

  // A seeded database whose files went missing gets them back on the next start.
  const files = path.join(dataDir, 'files');
  const resource = path.join(files, 'resources', 'mvp_guide.pdf');
  const posters = path.join(files, 'media', 'posters');
  const poster = path.join(posters, (await fs.readdir(posters))[0]!);
  await Promise.all([fs.rm(resource), fs.rm(poster)]);
  // Document files no row names, as a crash between an upload's file and its row leaves them:
  // one older than the grace period, one just written (its upload may still be committing).
  const documents = path.join(files, 'documents');
  await fs.mkdir(documents, { recursive: true });
  const [oldOrphan, youngOrphan] = [path.join(documents, 'old-orphan'), path.join(documents, 'young-orphan')];
  await fs.writeFile(oldOrphan, 'cut short an hour ago');
  await fs.writeFile(youngOrphan, 'still uploading');
  const anHourAgo = new Date(Date.now() - 3_600_000);
  await fs.utimes(oldOrphan, anHourAgo, anHourAgo);
  const third = await start(port, pgPort);
  expect(third.output()).not.toContain('seeded the demo catalogue');
  expect((await fs.stat(resource)).size).toBeGreaterThan(0);
  expect((await fs.stat(poster)).size).toBeGreaterThan(0);
  // The sweep runs just after the ready line.
  await expect.poll(() => third.output(), { timeout: 10_000 }).toContain('removed 1 orphan document file(s)');
  await expect(fs.access(oldOrphan)).rejects.toThrow();
  await expect(fs.access(youngOrphan)).resolves.toBeUndefined();
  expect(await stop(third.child)).toBe(0);
}, 240_000);
