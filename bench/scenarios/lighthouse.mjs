// Lighthouse mobile on the built server's public pages: the lighthouse npm package (v12) driving Debian's
// Chromium through chrome-launcher, with Lighthouse's defaults (a mid-range phone's screen, simulated
// slow 4G and 4x CPU slowdown). Three runs per page; the rows show the median run by performance score
// (its LCP, TBT and CLS), the three scores, the accessibility, best practices and SEO scores (their
// lowest of the three runs) and Lighthouse's reading of the host's CPU speed in each.
// Budgets: performance >= 95, accessibility, best practices and SEO 100 and CLS <= 0.05 on each page;
// `/` LCP <= 2.0 s and TBT <= 150 ms.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath } from '../lib/chromium.mjs';

export const title = 'Lighthouse mobile';
export const needsServer = true;

const RUNS = 3;
export const settings = `median of ${RUNS} runs per page, default mobile emulation and simulated throttling`;

const SCORE_BUDGET = 95;
const OTHER_CATEGORIES = [
  { id: 'accessibility', name: 'accessibility' },
  { id: 'best-practices', name: 'best practices' },
  { id: 'seo', name: 'SEO' },
];
const OTHER_BUDGET = 100;
const CLS_BUDGET = 0.05;
/** The demo's first room: its page stands for every room's. */
const firstRoomPage = async (baseUrl) => {
  const rooms = await (await fetch(`${baseUrl}/api/rooms`)).json();
  return `/rooms/${rooms[0].id}`;
};
const PAGES = [
  { path: '/', budgets: { lcpMs: 2000, tbtMs: 150, cls: CLS_BUDGET } },
  { path: '/rooms', budgets: { cls: CLS_BUDGET } },
  { path: firstRoomPage, budgets: { cls: CLS_BUDGET } },
  { path: '/amenities', budgets: { cls: CLS_BUDGET } },
  { path: '/contact', budgets: { cls: CLS_BUDGET } },
];

/** LIGHTHOUSE_REPORTS=<folder> keeps every run's full report (opportunities, diagnostics) as JSON there. */
const saveReport = (url, lhr) => {
  const folder = process.env.LIGHTHOUSE_REPORTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const page = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
  writeFileSync(path.join(folder, `${page}-${Date.now()}.json`), JSON.stringify(lhr));
};

const audit = (lhr, id) => lhr.audits[id]?.numericValue ?? Number.NaN;

const runOnce = async (url, port) => {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', ...OTHER_CATEGORIES.map((category) => category.id)],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  saveReport(url, lhr);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  // what cost a category its points, to say in the row
  const failing = (id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
  return {
    score: score('performance'),
    others: Object.fromEntries(
      OTHER_CATEGORIES.map(({ id }) => [id, { score: score(id), failing: failing(id) }]),
    ),
    lcpMs: audit(lhr, 'largest-contentful-paint'),
    tbtMs: audit(lhr, 'total-blocking-time'),
    cls: audit(lhr, 'cumulative-layout-shift'),
    fcpMs: audit(lhr, 'first-contentful-paint'),
    // Lighthouse's own reading of the host's CPU speed (higher is faster): the simulated 4x slowdown
    // multiplies whatever the host spends, so a slow or busy host scores lower with the same page
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
};

// Lighthouse sometimes fails to record a page load's trace on a busy machine (NO_NAVSTART,
// NO_FCP): such a run says nothing of the page, so it is run again, at most twice.
const RETRIES = 2;
const runRetried = async (url, port) => {
  for (let attempt = 0; ; attempt++) {
    try {
      return await runOnce(url, port);
    } catch (error) {
      if (attempt >= RETRIES || !/^Lighthouse: /.test(error.message)) throw error;
      console.warn(`  ${error.message}: running it again`);
    }
  }
};

const pageRows = (pagePath, runs, budgets) => {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  const median = sorted[Math.floor(sorted.length / 2)];
  const rows = [
    {
      metric: `\`${pagePath}\` performance score`,
      value: `${median.score} (runs: ${runs.map((r) => r.score).join(', ')})`,
      budget: `>= ${SCORE_BUDGET}`,
      pass: median.score >= SCORE_BUDGET,
    },
  ];
  const metricRow = (name, value, budget, shown) => ({
    metric: `\`${pagePath}\` ${name} (median run)`,
    value: shown(value),
    ...(budget === undefined ? {} : { budget: `<= ${shown(budget)}`, pass: value <= budget }),
  });
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  for (const { id, name } of OTHER_CATEGORIES) {
    const worst = [...runs].sort((a, b) => a.others[id].score - b.others[id].score)[0].others[id];
    rows.push({
      metric: `\`${pagePath}\` ${name} score (lowest run)`,
      value: `${worst.score}${worst.failing.length ? ` (${worst.failing.join(', ')})` : ''}`,
      budget: `${OTHER_BUDGET}`,
      pass: worst.score >= OTHER_BUDGET,
    });
  }
  rows.push(
    {
      metric: `\`${pagePath}\` host CPU speed, Lighthouse's benchmarkIndex (runs in the same order)`,
      value: runs.map((r) => Math.round(r.benchmarkIndex)).join(', '),
    },
    metricRow('LCP', median.lcpMs, budgets.lcpMs, seconds),
    metricRow('TBT', median.tbtMs, budgets.tbtMs, (ms) => `${Math.round(ms)} ms`),
    metricRow('CLS', median.cls, budgets.cls, (cls) => cls.toFixed(2)),
    metricRow('FCP', median.fcpMs, undefined, seconds),
  );
  return rows;
};

export const run = async ({ baseUrl }) => {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_FLAGS });
  const rows = [];
  try {
    for (const page of PAGES) {
      const pagePath = typeof page.path === 'function' ? await page.path(baseUrl) : page.path;
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await runRetried(baseUrl + pagePath, chrome.port));
      rows.push(...pageRows(typeof page.path === 'function' ? '/rooms/{id}' : pagePath, runs, page.budgets));
    }
  } finally {
    await chrome.kill();
  }
  return rows;
};
