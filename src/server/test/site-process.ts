import { spawn, type ChildProcess } from 'node:child_process';
import { projectRoot, spawnTsx } from '../../../bench/lib/processes.js';

export interface Started {
  child: ChildProcess;
  output: () => string;
  url: string;
}

/** What each process gets: production logging kept quiet, the embedded PostgreSQL, no web build. */
const baseEnv = (env: Record<string, string>) => ({
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  DATABASE_URL: '',
  SKIP_WEB_BUILD: '1',
  LOG_LEVEL: 'warn',
  ...env,
});

/** Starts `src/server/main.ts` as `npm start` does (without the web build) and waits for its ready line. */
export async function startSite(env: Record<string, string>): Promise<Started> {
  const child = spawnTsx('src/server/main.ts', baseEnv(env));
  const [, url] = await child.waitFor(/ready in [\d.]+ s: (\S+)/, 90_000);
  return { child: child.process, output: child.output, url: url! };
}

export function stopSite(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

/** Runs one of the README's commands (a `tsx` script with its arguments) to its end. */
export function runCommand(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: projectRoot, env: baseEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += String(d)));
    child.stderr.on('data', (d) => (stderr += String(d)));
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}
