import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Preloads the body font's Latin file (Plus Jakarta Sans: the navigation bar, the hero's text and the
 * forms above the fold), so text swaps to it early instead of after the stylesheet and the first
 * render; the other fonts load when the page uses them. Every @font-face keeps font-display: swap,
 * so no font ever blocks text.
 */
const preloadBodyFont = (): Plugin => ({
  name: 'preload-body-font',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, context) => {
      const font = Object.keys(context.bundle ?? {}).find((file) =>
        /\/plus-jakarta-sans-latin-wght-normal-[\w-]+\.woff2$/.test(file),
      );
      if (!font) throw new Error('preload-body-font: the Plus Jakarta Sans Latin file is not in the build');
      return [
        {
          tag: 'link',
          attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head',
        },
      ];
    },
  },
});

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), preloadBodyFont()],
  resolve: {
    alias: {
      '@domain': path.resolve(import.meta.dirname, 'domain'),
      '@': path.resolve(import.meta.dirname, 'client/src'),
    },
  },
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/client'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
});
