// Prerenders the public pages a visitor lands on (issue 11: content paints before JavaScript runs on a
// slow phone). Builds client/src/prerender.tsx for Node with Vite, renders each page with React's
// prerender (react-dom/static, the same React that hydrates it) and writes dist/client/prerendered/<name>.html: the built index.html with the
// page's HTML in #root. The server answers those paths (without a query) with that file; main.tsx
// hydrates it.
// Each page also gets its critical CSS (beasties: the rules its prerendered markup uses) inline, and the
// full stylesheet's <link> disabled: not fetched until main.tsx enables it after the first paint, so a
// slow phone spends its first bytes on the HTML, fonts, hero and script (docs/decisions.md).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { build } from 'vite';

/** Path -> file name; the server reads the same folder (server/src/plugins/static-client.ts). */
const PAGES = { '/': 'index', '/rooms': 'rooms' };

const clientDir = path.resolve('dist/client');
const ssrDir = path.resolve('node_modules/.cache/prerender');

await build({
  logLevel: 'warn',
  build: {
    ssr: path.resolve('client/src/prerender.tsx'),
    outDir: ssrDir,
    emptyOutDir: true,
    copyPublicDir: false,
  },
  // bundles the libraries too: one copy of React for our code and theirs, as in the browser
  ssr: { noExternal: true },
});
const { renderPage } = await import(pathToFileURL(path.join(ssrDir, 'prerender.js')).href);

const shell = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
const EMPTY_ROOT = '<div id="root"></div>';
if (!shell.includes(EMPTY_ROOT)) throw new Error(`prerender: no ${EMPTY_ROOT} in dist/client/index.html`);

// The entry's stylesheet <link> stays in the page, disabled: Vite's loader of lazy chunks looks for it
// (link[rel=stylesheet][href]) and would otherwise fetch the file a second time. Without scripts the
// <noscript> copy loads it.
const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/index-[\w-]+\.css)">/;
const stylesheet = shell.match(STYLESHEET);
if (!stylesheet) throw new Error('prerender: no entry stylesheet <link> in dist/client/index.html');
const deferStylesheet = (html) =>
  html.replace(STYLESHEET, (link) => `${link.replace('>', ' disabled>')}<noscript>${link}</noscript>`);

// The @font-face rules, all 20 (~0.8 KB gzip): beasties keeps only the families named in the page's rules,
// and Tailwind names them through variables (var(--font-sans)) it does not resolve. Without them the
// text would paint in a fallback font and move when the stylesheet arrives. A browser fetches only the
// files whose unicode-range the page uses, as before.
const fontFaces =
  readFileSync(path.join(clientDir, stylesheet[1]), 'utf8').match(/@font-face\{[^}]*\}/g) ?? [];
if (fontFaces.length === 0) throw new Error(`prerender: no @font-face rules in ${stylesheet[1]}`);

const beasties = new Beasties({
  path: clientDir,
  publicPath: '/',
  preload: false, // the <link> is handled above: beasties' loaders use inline scripts, which the CSP forbids
  // beasties misses selectors with an escaped & (Tailwind's `[&_svg]:size-4`): the buttons' icons would
  // paint at 24 px, then shrink when the stylesheet arrives
  allowRules: [/^\.\\\[\\&_svg\\\]/],
  preloadFonts: false, // would preload every unicode-range file; the Latin ones are preloaded already
  logLevel: 'warn',
});

const outDir = path.join(clientDir, 'prerendered');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir);
for (const [pathname, name] of Object.entries(PAGES)) {
  const html = await renderPage(pathname);
  const page = shell.replace(EMPTY_ROOT, `<div id="root">${html}</div>`);
  // only beasties' <style> is taken: it re-serializes the whole document, and the markup React hydrates
  // stays byte for byte what it rendered
  // the markup as signed out adds the header's controls, which render as soon as the API answers
  const signedOut = await renderPage(pathname, { signedOut: true });
  const forCss = page.replace('<div id="root">', `<div id="root">${signedOut}`);
  const styles = (await beasties.process(forCss)).match(/<style>[\s\S]*?<\/style>/g) ?? [];
  if (styles.length !== 1)
    throw new Error(`prerender: beasties gave ${styles.length} <style> for ${pathname}`);
  const critical = styles[0].replace('</style>', `${fontFaces.join('')}</style>`);
  writeFileSync(
    path.join(outDir, `${name}.html`),
    deferStylesheet(page.replace(STYLESHEET, `${critical}$&`)),
  );
}
rmSync(ssrDir, { recursive: true, force: true });
console.log(`Prerendered ${Object.keys(PAGES).join(', ')} into ${path.relative('.', outDir)}`);
