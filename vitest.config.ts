import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { reactToPreact } from './vite.config';

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
        // the component tests run on what ships: Preact through preact/compat (vite.config.ts), driven by
        // Preact's Testing Library (React's one loads react-dom with Node's require, past the aliases)
        resolve: {
          alias: [
            ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
            { find: /^@testing-library\/react$/, replacement: '@testing-library/preact' },
            ...reactToPreact,
          ],
          conditions: ['module', 'browser', 'development|production'],
          mainFields: ['module', 'main'],
        },
        test: {
          name: 'domain',
          // every library that imports React goes through Vite's resolver, so the aliases reach it; Preact
          // itself is Node's one copy, which vi.resetModules() leaves alone (two copies break hooks)
          server: { deps: { inline: [/^(?!.*\/node_modules\/preact\/)/] } },
          // jsdom component tests render whole dialogs: on a loaded 2-core CI machine 5 s is too tight
          testTimeout: 20_000,
          setupFiles: ['client/src/test/settle-after-paint.ts'],
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
