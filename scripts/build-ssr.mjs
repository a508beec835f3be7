// Builds the server's page renderer (client/src/server-render.tsx) for Node into dist/ssr/server-render.js,
// with its libraries inside (React, the router, the query cache): the server imports that one file
// (server/src/plugins/static-client.ts), and a production install without the client's packages runs it.
import path from 'node:path';
import { build } from 'vite';

await build({
  logLevel: 'warn',
  build: {
    ssr: path.resolve('client/src/server-render.tsx'),
    outDir: path.resolve('dist/ssr'),
    emptyOutDir: true,
    copyPublicDir: false,
    // every chunk (the pages' lazy imports) in the one folder; no manifest, no CSS (the browser's build has it)
    rollupOptions: { output: { entryFileNames: 'server-render.js' } },
  },
  ssr: { noExternal: true },
  // React's production build: its development one checks every element of every page
  define: { 'process.env.NODE_ENV': '"production"' },
});
console.log('Built dist/ssr/server-render.js');
