// Prerenders the public pages a visitor lands on (issue 11: content paints before JavaScript runs on a
// slow phone). Builds client/src/prerender.tsx for Node with Vite, renders each page with Preact (the
// runtime that hydrates it) and writes dist/client/prerendered/<name>.html: the built index.html with the
// page's HTML in #root. The server answers those paths (without a query) with that file; main.tsx
// hydrates it.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
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
  // bundles the libraries too, so that their imports of React also reach Preact (vite.config.ts)
  ssr: { noExternal: true },
});
const { renderPage } = await import(pathToFileURL(path.join(ssrDir, 'prerender.js')).href);

const shell = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
const EMPTY_ROOT = '<div id="root"></div>';
if (!shell.includes(EMPTY_ROOT)) throw new Error(`prerender: no ${EMPTY_ROOT} in dist/client/index.html`);

const outDir = path.join(clientDir, 'prerendered');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir);
for (const [pathname, name] of Object.entries(PAGES)) {
  const html = await renderPage(pathname);
  writeFileSync(path.join(outDir, `${name}.html`), shell.replace(EMPTY_ROOT, `<div id="root">${html}</div>`));
}
rmSync(ssrDir, { recursive: true, force: true });
console.log(`Prerendered ${Object.keys(PAGES).join(', ')} into ${path.relative('.', outDir)}`);
