// End-to-end journeys: the BUILT server (started once by globalSetup) driven by Debian's Chromium
// through playwright-core. One fork, one file at a time: the machines have 2 CPUs.
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  root,
  resolve: {
    alias: {
      '@domain': path.join(root, 'domain'),
      '@': path.join(root, 'client/src'),
    },
  },
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/server.ts'],
    pool: 'forks',
    poolOptions: { forks: { singleFork: true } },
    fileParallelism: false,
    sequence: { concurrent: false },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    // a browser journey that fails once is a failure: no retries hiding flakiness
    retry: 0,
  },
});
