import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@domain': path.resolve(import.meta.dirname, 'domain'),
  '@': path.resolve(import.meta.dirname, 'client/src'),
};

// API tests run once on embedded PGlite and, when TEST_DATABASE_URL is set, again on PostgreSQL.
// Each project migrates once per run into a template that every test file copies (global-setup.ts).
const apiProject = (db: 'pglite' | 'postgres') => ({
  resolve: { alias },
  test: {
    name: `api-${db}`,
    include: ['server/src/**/*.test.ts'],
    env: { TEST_DB: db },
    globalSetup: ['server/src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'domain',
          // jsdom component tests render whole dialogs: on a loaded 2-core CI machine 5 s is too tight
          testTimeout: 20_000,
          include: [
            'domain/**/*.test.ts',
            'client/src/**/*.test.ts',
            'client/src/**/*.test.tsx',
            'scripts/**/*.test.mjs',
            'tools/**/*.test.mjs',
          ],
        },
      },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
    ],
  },
});
