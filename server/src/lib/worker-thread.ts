// Starts a worker thread on a file of the server: the bundle's .js beside main.js in dist/, or the
// TypeScript source (npm run dev, the tests) through tsx's loader.
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** `name` beside `here` (import.meta.url of the caller): name.ts in the sources, name.js in the bundle. */
export const workerFile = (here: string, name: string) =>
  new URL(here.endsWith('.ts') ? `./${name}.ts` : `./${name}.js`, here);

export const startWorker = (workerUrl: URL, options: Omit<WorkerOptions, 'eval'> = {}) => {
  if (!workerUrl.pathname.endsWith('.ts')) return new Worker(workerUrl, options);
  // run from the project's folder, where tsx is installed (a development dependency); the server's
  // project config gives it the @domain/* alias and React's JSX
  const tsx = JSON.stringify({ parentURL: workerUrl.href, tsconfig: 'server/tsconfig.json' });
  const load = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(workerUrl.href)}, ${tsx}))`;
  return new Worker(load, { ...options, eval: true });
};
