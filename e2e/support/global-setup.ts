import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { ensureWebBuilt, ssrDirOf } from '../../src/server/web/ensure-built.js';
import { chromiumPath } from './browser.js';

declare module 'vitest' {
  export interface ProvidedContext {
    webDistDir: string;
  }
}

let outDir: string | undefined;

/** The end-to-end tests drive a fresh build of the website (its own folder per run) in Debian's Chromium. */
export async function setup(project: TestProject) {
  chromiumPath();
  outDir = path.join(os.tmpdir(), `maids-e2e-web-${process.pid}`);
  await ensureWebBuilt(path.resolve(import.meta.dirname, '../..'), () => {}, outDir);
  project.provide('webDistDir', outDir);
}

export async function teardown() {
  if (!outDir) return;
  await fs.rm(outDir, { recursive: true, force: true });
  await fs.rm(ssrDirOf(outDir), { recursive: true, force: true });
}
