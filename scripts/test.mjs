// `npm test`: Chromium and ffmpeg for the tests, the types and the lint, then the whole Vitest suite. The run fails when
// Vitest exits non-zero OR its JSON results count any failure (one full run here exited 0 with a
// failed test; we do not rely on the exit code alone). Extra arguments go to Vitest (and skip the
// types and the lint: a run of a few files).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const packages = spawnSync(process.execPath, [path.join(root, 'scripts/ensure-system-packages.mjs')], { stdio: 'inherit' });
if (packages.status !== 0) process.exit(packages.status ?? 1);

// The types and the lint, side by side (about 30 s): Vitest runs the TypeScript without checking it.
const run = (script, args) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, script), ...args], { cwd: root });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ name: `${path.basename(script)} ${args.join(' ')}`, code, output }));
  });
if (process.argv.length <= 2) {
  const checks = await Promise.all([run('node_modules/typescript/bin/tsc', ['--noEmit', '-p', '.']), run('node_modules/eslint/bin/eslint.js', ['.'])]);
  const failed = checks.filter((c) => c.code !== 0);
  for (const c of failed) console.error(`\n${c.name} failed:\n${c.output}`);
  if (failed.length > 0) process.exit(1);
  console.log('types and lint: clean');
}

const results = path.join(os.tmpdir(), `maids-vitest-${process.pid}.json`);
const vitest = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${results}`,
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', cwd: root },
);

let summary;
try {
  summary = JSON.parse(fs.readFileSync(results, 'utf8'));
} catch {
  summary = undefined;
} finally {
  fs.rmSync(results, { force: true });
}

const failed = summary ? summary.numFailedTests + summary.numFailedTestSuites : 1;
if (summary) {
  const skipped = summary.numPendingTests + summary.numTodoTests;
  console.log(`\n${summary.numPassedTests} passed, ${summary.numFailedTests} failed, ${skipped} skipped`);
} else {
  console.log('\nVitest wrote no results: counting the run as failed.');
}
process.exit(vitest.status !== 0 || failed > 0 || summary?.success === false ? 1 : 0);
