// The JavaScript and CSS that `/` (landing) and `/rooms` actually load: each page is opened in Chromium
// (playwright-core with Debian's Chromium) until the network is idle, and every script and stylesheet it
// fetched from the site (the entry chunk, the route's lazy chunks, chunks loaded after the first paint)
// is counted at its gzip -9 size from the run's copy of dist/client (1 KB = 1000 bytes, as Vite prints sizes).
// Budget: the landing page's JavaScript <= 130 KB gzipped with React 19 (react-dom alone is ~60 KB of it);
// the older 100 KB budget was set when the browser ran Preact, which the product no longer uses.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { currentBuild } from '../lib/build.mjs';
import { CHROMIUM_FLAGS, chromiumPath } from '../lib/chromium.mjs';

export const title = 'Page weight';
export const needsServer = true;
export const settings = 'Chromium, until network idle; gzip -9 of the files in dist/client';

const PAGES = [
  { path: '/', name: 'landing `/`', jsBudgetKb: 130 },
  { path: '/rooms', name: '`/rooms`' },
];
// chunks some pages load on idle (after the network first goes quiet)
const SETTLE_MS = 1500;

const gzippedSize = (pathname) =>
  gzipSync(readFileSync(path.join(currentBuild().clientDir, pathname)), { level: 9 }).length;

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** The site's script and stylesheet paths the page fetched, by kind. */
const loadedAssets = async (browser, url) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const assets = { js: new Set(), css: new Set() };
  const origin = new URL(url).origin;
  page.on('response', (response) => {
    const request = response.request();
    const resourceUrl = new URL(request.url());
    if (resourceUrl.origin !== origin || !response.ok()) return;
    if (request.resourceType() === 'script') assets.js.add(resourceUrl.pathname);
    if (request.resourceType() === 'stylesheet') assets.css.add(resourceUrl.pathname);
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
    await page.waitForLoadState('networkidle');
  } finally {
    await context.close();
  }
  return assets;
};

export const run = async ({ baseUrl }) => {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  const rows = [];
  try {
    for (const page of PAGES) {
      const assets = await loadedAssets(browser, baseUrl + page.path);
      const js = [...assets.js].reduce((sum, file) => sum + gzippedSize(file), 0);
      const css = [...assets.css].reduce((sum, file) => sum + gzippedSize(file), 0);
      rows.push(
        {
          metric: `${page.name} JavaScript, ${assets.js.size} file(s), gzip`,
          value: kb(js),
          ...(page.jsBudgetKb
            ? { budget: `<= ${page.jsBudgetKb} KB`, pass: assets.js.size > 0 && js <= page.jsBudgetKb * 1000 }
            : {}),
        },
        { metric: `${page.name} CSS, ${assets.css.size} file(s), gzip`, value: kb(css) },
      );
    }
  } finally {
    await browser.close();
  }
  return rows;
};
