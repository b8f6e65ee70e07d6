import fs from 'node:fs';
import path from 'node:path';
import { clusterPasswordFile, clusterUrl, EmbeddedPostgresError, resolveClusterDir } from './embedded.js';

/**
 * The embedded cluster a running server holds, read from PostgreSQL's own lock file, so that a
 * command (a backup, a new staff account) can work beside the site instead of asking to stop it.
 * postmaster.pid's lines: PID, data directory, start time, port, socket directory, listen
 * address, shared memory key, status ('starting', 'ready', 'stopping', 'standby').
 */
type Found = { state: 'ready'; port: number } | { state: 'busy' } | undefined;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it runs, as another user (the postgres user when we are not root).
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLockFile(clusterDir: string): Found {
  let lines: string[];
  try {
    lines = fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return undefined;
  const port = Number(lines[3]);
  return lines[7]?.trim() === 'ready' && Number.isInteger(port) ? { state: 'ready', port } : { state: 'busy' };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The admin URL of the cluster running in `dataDir`, or undefined when none runs there. A server
 * still starting (or stopping) is waited for, up to `waitMs`.
 */
export async function runningClusterUrl(dataDir: string, log: (m: string) => void, waitMs = 30_000): Promise<string | undefined> {
  const clusterDir = resolveClusterDir(dataDir);
  const until = Date.now() + waitMs;
  for (let found = readLockFile(clusterDir); ; found = readLockFile(clusterDir)) {
    if (!found) return undefined;
    if (found.state === 'ready') {
      let password: string;
      try {
        password = fs.readFileSync(clusterPasswordFile(clusterDir), 'utf8').trim();
      } catch {
        throw new EmbeddedPostgresError(`A server runs the embedded PostgreSQL in ${clusterDir}, but its password file ${clusterPasswordFile(clusterDir)} cannot be read.`);
      }
      log(`using the embedded PostgreSQL of the server running on ${dataDir} (port ${found.port})`);
      return clusterUrl(password, found.port);
    }
    if (Date.now() > until) {
      throw new EmbeddedPostgresError(`The embedded PostgreSQL in ${clusterDir} is starting or stopping and did not settle: run the command again in a moment.`);
    }
    await pause(200);
  }
}
