import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { EmbeddedPostgresError, startEmbeddedPostgres, type EmbeddedServer } from './embedded.js';

const dirs: string[] = [];
const servers: EmbeddedServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop().catch(() => {});
  for (const d of dirs) await fs.rm(d, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = path.join(os.tmpdir(), `maids-embedded-test-${process.pid}-${dirs.length}`);
  dirs.push(dir, `${dir}.password`);
  return dir;
}

function listen(): Promise<net.Server & { port: number }> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => resolve(Object.assign(srv, { port: (srv.address() as net.AddressInfo).port })));
  });
}

describe('embedded PostgreSQL', () => {
  it('starts a real server, keeps data across a restart', async () => {
    const dir = tempDir();
    const probe = await listen();
    const port = probe.port;
    await new Promise((r) => probe.close(r));
    const first = await startEmbeddedPostgres({ dataDir: dir, port });
    const c1 = new pg.Client({ connectionString: first.connectionString });
    await c1.connect();
    await c1.query('create table kept (v int); insert into kept values (42)');
    await c1.end();
    await first.stop();

    const second = await startEmbeddedPostgres({ dataDir: dir, port });
    servers.push(second);
    const c2 = new pg.Client({ connectionString: second.connectionString });
    await c2.connect();
    const { rows } = await c2.query('select v from kept');
    await c2.end();
    expect(rows).toEqual([{ v: 42 }]);
  });

  it('says in one line that the port is taken', async () => {
    const blocker = await listen();
    try {
      const err = await startEmbeddedPostgres({ dataDir: tempDir(), port: blocker.port }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(EmbeddedPostgresError);
      expect((err as Error).message).toBe(
        `Embedded PostgreSQL could not start: port ${blocker.port} is taken. Stop what uses it or set EMBEDDED_PG_PORT to a free port.`,
      );
    } finally {
      await new Promise((r) => blocker.close(r));
    }
  });

  it('says in one line that another server holds the data directory', async () => {
    const running = servers[0]!;
    const probe = await listen();
    const port = probe.port;
    await new Promise((r) => probe.close(r));
    const err = await startEmbeddedPostgres({ dataDir: running.dataDir, port }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EmbeddedPostgresError);
    expect((err as Error).message).toMatch(/^Embedded PostgreSQL could not start: another server already holds the data directory /);
    expect((err as Error).message).not.toContain('\n');
  });
});
