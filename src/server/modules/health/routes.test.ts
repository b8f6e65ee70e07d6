import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { connect } from '../../db/client.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { READY_TIMEOUT_MS } from './routes.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health checks for the load balancer', () => {
  it('are alive and ready while the database answers', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('are not ready, within a few seconds, when the database accepts connections but never answers', async () => {
    // A host that takes the TCP connection and then says nothing, as one behind a broken network may.
    const sockets: net.Socket[] = [];
    let hangingUp = false;
    // Once checked, connections are cut as they come: the background jobs' start may still be
    // trying (it gives up at the pool's connection timeout).
    const silent = net.createServer((socket) => (hangingUp ? socket.destroy() : sockets.push(socket)));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const database = connect(`postgres://nobody:nothing@127.0.0.1:${port}/none`, 1);
    const app = await buildApp({ config: t.config, database, storage: t.app.storage });
    try {
      const started = Date.now();
      const ready = await app.inject('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toMatch(/^\d+$/);
      expect(ready.json()).toEqual({ error: 'Database unreachable' });
      expect(Date.now() - started).toBeGreaterThanOrEqual(READY_TIMEOUT_MS - 50);
      expect(Date.now() - started).toBeLessThan(READY_TIMEOUT_MS + 2000);
      expect((await app.inject('/healthz')).statusCode).toBe(200);
    } finally {
      hangingUp = true;
      for (const socket of sockets) socket.destroy();
      await app.close();
      await database.close().catch(() => {});
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
