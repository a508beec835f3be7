// The cluster test: several BUILT server processes on one PostgreSQL database behind a proxy
// (harness.ts). Its own run, after the build and the journeys: it needs no browser and no e2e server.
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = path.resolve(import.meta.dirname, '../..');

export default defineConfig({
  root,
  resolve: { alias: { '@domain': path.join(root, 'domain') } },
  test: {
    name: 'cluster',
    include: ['e2e/cluster/**/*.cluster.ts'],
    pool: 'forks',
    poolOptions: { forks: { singleFork: true } },
    fileParallelism: false,
    // a database restart and a lockout window (60 s) are in the scenarios; the limits only bound a loaded machine
    testTimeout: 180_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
    expect: { poll: { timeout: 30_000, interval: 100 } },
    retry: 0,
  },
});
