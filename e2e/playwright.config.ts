// The journeys (e2e/**/*.e2e.ts): @playwright/test driving Debian's Chromium (never a downloaded
// browser) against the BUILT server, one server per worker (support/global-setup.ts). Two workers on
// the 2-CPU machines, each taking whole files, a file's tests in order. Every limit comes from
// support/timeouts.ts. A failed test keeps its trace and screenshots (test-results/, in the HTML report
// playwright-report/; both ignored by git). `npm test` adds a JSON report it counts the tests from
// (E2E_JSON_REPORT).
import { defineConfig } from '@playwright/test';
import { chromiumPath } from './chromium-check.mjs';
import { NAVIGATION_MS, TEST_MS, WAIT_MS } from './support/timeouts';

const jsonReport = process.env.E2E_JSON_REPORT;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  outputDir: '../test-results',
  globalSetup: './support/global-setup.ts',
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  // a browser journey that fails once is a failure: no retries hiding flakiness
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: TEST_MS,
  // expect.poll and the web-first assertions wait WAIT_MS unless they ask for longer
  expect: { timeout: WAIT_MS },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: '../playwright-report' }],
    ...(jsonReport ? [['json', { outputFile: jsonReport }] as ['json', { outputFile: string }]] : []),
  ],
  use: {
    browserName: 'chromium',
    trace: 'retain-on-failure',
    actionTimeout: WAIT_MS,
    navigationTimeout: NAVIGATION_MS,
    launchOptions: {
      executablePath: chromiumPath(),
      // headless, no GPU, nothing phoning home
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
        '--no-first-run',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
