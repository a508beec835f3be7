// End-to-end journeys: the BUILT server (started once by globalSetup) driven by Debian's Chromium
// through playwright-core. One fork, one file at a time: the machines have 2 CPUs.
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { HOOK_MS, POLL_INTERVAL_MS, TEARDOWN_MS, TEST_MS, WAIT_MS } from './support/timeouts';

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
    // every test starts clear of the resort's midnight, so its 'today' holds to its end
    setupFiles: ['e2e/support/resort-day.ts'],
    pool: 'forks',
    poolOptions: { forks: { singleFork: true } },
    fileParallelism: false,
    sequence: { concurrent: false },
    // every limit comes from support/timeouts.ts; expect.poll's own default (1 s) is far too short
    // for a busy machine, so every poll waits WAIT_MS unless it asks for longer
    testTimeout: TEST_MS,
    hookTimeout: HOOK_MS,
    teardownTimeout: TEARDOWN_MS,
    expect: { poll: { timeout: WAIT_MS, interval: POLL_INTERVAL_MS } },
    // a browser journey that fails once is a failure: no retries hiding flakiness
    retry: 0,
  },
});
