// npm run bench: builds if needed, starts the built server once (fresh DATA_DIR, demo seed) for the
// scenarios that need it, runs every scenario in bench/scenarios/ (sorted by file name) and prints
// one table with PASS/FAIL per budget. A benchmark, not a test: it always exits 0.
// Only some scenarios: `npm run bench -- bundle` (matches file names).
// A scenario is a module exporting `title`, `needsServer` and `run({ baseUrl })` -> rows of
// { metric, value, budget?, pass? }; add a file to add a scenario (e.g. bookings per second).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt } from './lib/build.mjs';
import { startServer } from './lib/server.mjs';
import { printTable } from './lib/table.mjs';

const filters = process.argv.slice(2);
const scenarioDir = path.join(import.meta.dirname, 'scenarios');
const files = readdirSync(scenarioDir)
  .filter((name) => name.endsWith('.mjs'))
  .filter((name) => filters.length === 0 || filters.some((f) => name.includes(f)))
  .sort();

const rows = [];
let server;
let removeBuild;
try {
  removeBuild = ensureBuilt();
  for (const file of files) {
    const scenario = await import(pathToFileURL(path.join(scenarioDir, file)).href);
    console.log(`Running ${scenario.title}${scenario.settings ? ` (${scenario.settings})` : ''}...`);
    try {
      if (scenario.needsServer && !server) server = await startServer();
      const results = await scenario.run({ baseUrl: server?.baseUrl });
      for (const row of results) rows.push({ scenario: scenario.title, ...row });
    } catch (error) {
      rows.push({
        scenario: scenario.title,
        metric: 'error',
        value: String(error.message ?? error),
        pass: false,
      });
    }
  }
} catch (error) {
  console.error(`Benchmark could not run: ${error.message ?? error}`);
} finally {
  await server?.stop();
  removeBuild?.();
}

console.log('');
printTable(rows);
const failed = rows.filter((row) => row.pass === false).length;
console.log(
  `\n${failed === 0 ? 'All budgets met.' : `${failed} budget(s) missed.`} (Benchmark only: exit code 0.)`,
);
