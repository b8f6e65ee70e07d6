import react from '@vitejs/plugin-react';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { i18nPlugin } from './src/web/lib/i18n/vite-plugin.js';

const databaseSetup = './src/server/test/global-setup.ts';

export default defineConfig({
  test: {
    reporters: ['default'],
    // Every core (Vitest's default leaves one idle: on 2 cores one file at a time). A file's server,
    // PostgreSQL and Chromium are processes of their own, so the tests mostly wait
    // (docs/decisions/2026-11-28-e2e-in-parallel.md).
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        test: { name: 'shared', include: ['src/shared/**/*.test.ts', 'seed/**/*.test.ts'], environment: 'node' },
      },
      {
        plugins: [i18nPlugin({ srcRoot: path.resolve(import.meta.dirname, 'src') }), react()],
        css: { modules: { localsConvention: 'camelCaseOnly' } },
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/web/test/setup.ts'],
          css: { modules: { classNameStrategy: 'non-scoped' } },
        },
      },
      {
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: [databaseSetup],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: [databaseSetup, './e2e/support/global-setup.ts'],
          // Two files at a time, as the other projects run: each has its own server, database and
          // browser, and a browser test mostly waits (docs/decisions/2026-11-28-e2e-in-parallel.md).
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
