// What the landing page downloads before it can render: the JavaScript and CSS that
// dist/client/index.html references (entry script, modulepreloads, stylesheets), gzipped at level 9.
// Budget: JavaScript at most 170 KB gzipped (1 KB = 1000 bytes, as Vite prints sizes).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const title = 'Landing page bundle';
export const needsServer = false;

const JS_BUDGET_KB = 170;
const clientDir = 'dist/client';

/** The attribute values of every tag in `html` matching the tag name and a required attribute test. */
const assetUrls = (html) => {
  const urls = { js: new Set(), css: new Set() };
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const attr = (name) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
    if (/^<script/i.test(tag) && attr('src')) urls.js.add(attr('src'));
    const rel = attr('rel')?.toLowerCase();
    if (rel === 'modulepreload' && attr('href')) urls.js.add(attr('href'));
    if (rel === 'stylesheet' && attr('href')) urls.css.add(attr('href'));
  }
  return urls;
};

const gzippedSize = (url) => {
  const file = path.join(clientDir, new URL(url, 'http://site/').pathname);
  return gzipSync(readFileSync(file), { level: 9 }).length;
};

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

export const run = async () => {
  const urls = assetUrls(readFileSync(path.join(clientDir, 'index.html'), 'utf8'));
  const js = [...urls.js].reduce((sum, url) => sum + gzippedSize(url), 0);
  const css = [...urls.css].reduce((sum, url) => sum + gzippedSize(url), 0);
  return [
    {
      metric: `JavaScript, ${urls.js.size} file(s), gzip -9`,
      value: kb(js),
      budget: `<= ${JS_BUDGET_KB} KB`,
      pass: js <= JS_BUDGET_KB * 1000,
    },
    { metric: `CSS, ${urls.css.size} file(s), gzip -9`, value: kb(css) },
  ];
};
