// npm run test:e2e: only the end-to-end journeys, on a build that is rebuilt when its sources changed.
// Extra arguments go to `playwright test`, e.g. `npm run test:e2e -- e2e/visitor/contact.e2e.ts`
// (`--workers=1` for one file starts one server, not two; `-g 'title'` for one test).
import { spawnSync } from 'node:child_process';
import { buildStaleParts } from '../scripts/lib/build-freshness.mjs';
import { checkChromium } from './chromium-check.mjs';

if (!checkChromium()) process.exit(1);
if (!buildStaleParts()) process.exit(1);
const result = spawnSync(
  process.execPath,
  [
    'node_modules/@playwright/test/cli.js',
    'test',
    '--config',
    'e2e/playwright.config.ts',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
