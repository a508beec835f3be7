// How long the built server (node dist/server/main.js, what npm start runs once the build is fresh)
// takes from spawning node until GET /api/health answers 200, on embedded PGlite:
//  - first start on an empty data folder (creates the database, migrates, seeds the demo);
//  - restart on that same folder once the first one has stopped.
// Budgets (docs/performance.md, "Budgets"): first start <= 5 s, restart <= 3 s.
import { rmSync } from 'node:fs';
import { makeDataDir, startServer } from '../lib/server.mjs';

export const title = 'Start time';
export const needsServer = false;
export const settings = 'PGlite, demo seed, a fresh data folder';

const FIRST_START_BUDGET_S = 5;
const RESTART_BUDGET_S = 3;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

const timedStart = async (dataDir) => {
  const server = await startServer({ dataDir });
  await server.stop();
  return server.startMs;
};

export const run = async () => {
  const dataDir = makeDataDir();
  try {
    const firstMs = await timedStart(dataDir);
    const restartMs = await timedStart(dataDir);
    return [
      {
        metric: 'first start on an empty data folder, until /api/health answers',
        value: seconds(firstMs),
        budget: `<= ${FIRST_START_BUDGET_S} s`,
        pass: firstMs <= FIRST_START_BUDGET_S * 1000,
      },
      {
        metric: 'restart on the same data folder',
        value: seconds(restartMs),
        budget: `<= ${RESTART_BUDGET_S} s`,
        pass: restartMs <= RESTART_BUDGET_S * 1000,
      },
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};
