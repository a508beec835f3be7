import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { buildWebFonts } from './scripts/lib/web-fonts.mjs';

/**
 * Generates the web fonts (client/src/generated-fonts: fonts.css and its woff2 files, cut down from the
 * fontsource packages, scripts/lib/web-fonts.mjs) before anything imports index.css, in a build and when
 * the dev server starts; it does nothing when they are already there for the same sources.
 */
const webFonts = (): Plugin => ({
  name: 'web-fonts',
  buildStart: async () => {
    await buildWebFonts();
  },
});

/**
 * Preloads the Latin files of the body font (Plus Jakarta Sans: the navigation bar, the hero's text and
 * the forms above the fold) and of the display font at weight 600 (Playfair Display semibold: the logo
 * and the headings, the landing's largest paint among them), so text swaps to them early instead of
 * after the stylesheet and the first layout; the other fonts load when the page uses them. Every
 * @font-face keeps font-display: swap, so no font ever blocks text.
 */
const PRELOADED_FONTS = [
  /\/plus-jakarta-sans-latin-wght-[\d-]+-[\w-]+\.woff2$/,
  /\/playfair-display-latin-600-[\w-]+\.woff2$/,
];
const preloadFonts = (): Plugin => ({
  name: 'preload-fonts',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, context) =>
      PRELOADED_FONTS.map((pattern) => {
        const font = Object.keys(context.bundle ?? {}).find((file) => pattern.test(file));
        if (!font) throw new Error(`preload-fonts: no file matching ${pattern} in the build`);
        return {
          tag: 'link',
          attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head',
        };
      }),
  },
});

/** Lazy chunks whose imports are not preloaded when they are imported (build.modulePreload below). */
const LOAD_THEIR_OWN_IMPORTS = /(?:^|\/)home-sections-[\w-]+\.js$/;

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  // react(): the JSX (automatic runtime) and, in `npm run dev`, Fast Refresh (an edit re-renders the
  // component and keeps its state)
  plugins: [webFonts(), react(), tailwindcss(), preloadFonts()],
  resolve: {
    alias: [
      // zod with its eval probe off, which the CSP would report as a violation (client/src/lib/zod.ts)
      { find: /^zod$/, replacement: path.resolve(import.meta.dirname, 'client/src/lib/zod.ts') },
      { find: '@domain', replacement: path.resolve(import.meta.dirname, 'domain') },
      { find: '@', replacement: path.resolve(import.meta.dirname, 'client/src') },
    ],
  },
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/client'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    modulePreload: {
      // The landing's lower sections (hydrated when near) fetch their own imports once their chunk loads:
      // preloading those 17 small chunks meant the hydration inserted a <link rel=modulepreload> for
      // each, ~20 % of that one long task on a slow phone (docs/adr/0050-lower-sections-fetch-own-imports.md).
      resolveDependencies: (filename, deps) => (LOAD_THEIR_OWN_IMPORTS.test(filename) ? [] : deps),
    },
    chunkSizeWarningLimit: 600,
    // a font file stays a file: inlined, its base64 would sit in the render-blocking stylesheet of every
    // page, whether the page uses that script or not (the unicode-range decides when a file is fetched)
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
});
