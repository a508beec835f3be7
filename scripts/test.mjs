// npm test: everything CI checks, in order, stopping at the first failure.
//   1 lint + format (biome ci)   2 types (tsc)   3 unit + API tests (vitest; API on PGlite and,
//   with TEST_DATABASE_URL, on PostgreSQL)   4 production build   5 end-to-end journeys (@playwright/test, Chromium)
//   6 the cluster test (3 built instances behind a proxy on PostgreSQL; skipped without TEST_DATABASE_URL)
// Ends with one line `tests: N passed, M failed` summed over the vitest and Playwright runs (read from
// their JSON reports), and exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkChromium } from '../e2e/chromium-check.mjs';

const reportsDir = mkdtempSync(path.join(os.tmpdir(), 'resort-test-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const timings = [];

const bin = (name) => path.join('node_modules', '.bin', name);
const vitest = ['node_modules/vitest/vitest.mjs'];

/**
 * Adds a Playwright JSON report to the totals: its stats count the tests; an error outside every test
 * (the global set-up, a file that does not load) counts as one failure.
 */
const countPlaywrightReport = (report) => {
  const stats = report.stats ?? {};
  totals.passed += stats.expected ?? 0;
  totals.failed += (stats.unexpected ?? 0) + (stats.flaky ?? 0) + (report.errors?.length ? 1 : 0);
  totals.skipped += stats.skipped ?? 0;
};

/**
 * Adds a JSON report (vitest's, or Playwright's) to the totals. A vitest file that failed before any
 * test ran counts as one failure.
 */
const countReport = (file) => {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (report.stats && report.suites) {
    countPlaywrightReport(report);
    return true;
  }
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const suite of report.testResults ?? []) {
    const failedTests = (suite.assertionResults ?? []).filter((t) => t.status === 'failed').length;
    if (suite.status === 'failed' && failedTests === 0) totals.failed += 1;
  }
  return true;
};

const finish = (code) => {
  rmSync(reportsDir, { recursive: true, force: true });
  console.log('');
  for (const t of timings) console.log(`  ${t.ok ? 'ok  ' : 'FAIL'} ${t.title} (${t.seconds}s)`);
  if (totals.skipped) console.log(`  (${totals.skipped} tests skipped)`);
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
  process.exit(code);
};

const steps = [
  { title: 'Lint and format check (biome ci .)', command: [bin('biome'), 'ci', '.'] },
  { title: 'Type check (tsc -b: domain, server, client, tooling)', command: [bin('tsc'), '-b'] },
  {
    title: `Unit and API tests (vitest run${process.env.TEST_DATABASE_URL ? '; API tests on PGlite and PostgreSQL' : '; API tests on PGlite'})`,
    report: path.join(reportsDir, 'unit.json'),
    command: (report) => [
      process.execPath,
      ...vitest,
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
  },
  { title: 'Production build (npm run build)', command: ['npm', 'run', 'build'] },
  {
    title: 'End-to-end journeys (@playwright/test + Chromium)',
    report: path.join(reportsDir, 'e2e.json'),
    // the config adds a JSON report beside the list and HTML ones when E2E_JSON_REPORT names a file
    env: (report) => ({ E2E_JSON_REPORT: report }),
    command: () => [
      process.execPath,
      'node_modules/@playwright/test/cli.js',
      'test',
      '--config',
      'e2e/playwright.config.ts',
    ],
  },
  {
    title: `Cluster test (3 instances behind a proxy on PostgreSQL${process.env.TEST_DATABASE_URL ? '' : '; skipped: TEST_DATABASE_URL is not set'})`,
    report: path.join(reportsDir, 'cluster.json'),
    command: (report) => [
      process.execPath,
      ...vitest,
      'run',
      '--config',
      'e2e/cluster/vitest.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
  },
];

// Chromium first: better to learn it is missing now than after the build.
if (!checkChromium()) finish(1);
if (!process.env.TEST_DATABASE_URL) {
  console.log(
    'Note: TEST_DATABASE_URL is not set, so the API tests run on embedded PGlite only and the journeys that\n' +
      'need SQL set-ups are skipped. CI sets it: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test',
  );
}

// `npm test -- --from=4` resumes at step 4 (after fixing what stopped a run); CI always runs all.
const from = Number(/^--from=(\d+)$/.exec(process.argv[2] ?? '')?.[1] ?? 1);
for (const [index, step] of steps.entries()) {
  if (index + 1 < from) continue;
  console.log(`\n=== ${index + 1}/${steps.length} ${step.title} ===\n`);
  const command = typeof step.command === 'function' ? step.command(step.report) : step.command;
  const started = Date.now();
  const env = step.env ? { ...process.env, ...step.env(step.report) } : process.env;
  const result = spawnSync(command[0], command.slice(1), { stdio: 'inherit', env });
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  const failedBefore = totals.failed;
  const counted = step.report ? countReport(step.report) : true;
  const ok = result.status === 0;
  timings.push({ title: step.title, seconds, ok });
  if (!ok) {
    console.error(
      `\n=== FAILED: ${step.title} (${result.error ? result.error.message : `exit code ${result.status ?? result.signal}`}) ===`,
    );
    if (step.report && !counted && totals.failed === 0) totals.failed = 1;
    if (step.report && counted && totals.failed === failedBefore) {
      console.error('Every test passed, but vitest reported errors outside the tests (see "Errors" above).');
    }
    finish(1);
  }
}
console.log('\n=== All checks passed ===');
finish(0);
