// Who renders the emails. In the server (main.ts) a thread of its own at the lowest CPU priority: React
// and html-to-text cost a booking's two emails ~5 ms of CPU, which on the request thread slowed the
// requests that came in meanwhile (a burst of bookings read 160/s instead of ~300/s on PostgreSQL
// when the job runner's poll fell inside it). The thread starts with the first email and takes the CPU
// the requests leave. Tests (and a server built without one) compose inline, on the calling thread.
import { Worker } from 'node:worker_threads';
import type { ComposedMails, MailOrder } from './compose';

export type MailComposer = {
  compose: (order: MailOrder) => Promise<ComposedMails>;
  /** Ends the thread (the server's shutdown); a compose() after it starts another. */
  close: () => Promise<void>;
};

// the templates (React, html-to-text) load with the first email: a server with the thread never loads them
export const inlineMailComposer: MailComposer = {
  compose: async (order) => (await import('./compose')).composeMails(order),
  close: async () => {},
};

/** A message to the thread: an order to compose, under the id its answer carries. */
export type ComposeRequest = { id: number; order: MailOrder };
export type ComposeAnswer = { id: number; composed: ComposedMails } | { id: number; error: unknown };

/** The thread running `workerUrl`; TypeScript source (npm run dev, the tests) through tsx's loader. */
const startWorker = (workerUrl: URL) => {
  if (!workerUrl.pathname.endsWith('.ts')) return new Worker(workerUrl);
  // run from the project's folder, where tsx is installed (a development dependency); the server's
  // project config gives it the @domain/* alias and React's JSX
  const options = JSON.stringify({ parentURL: workerUrl.href, tsconfig: 'server/tsconfig.json' });
  const load = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(workerUrl.href)}, ${options}))`;
  return new Worker(load, { eval: true });
};

/** Composes in a worker thread: mail-worker.js beside the bundle, mail-worker.ts beside this file in the source. */
export const threadMailComposer = (
  workerUrl = new URL(
    import.meta.url.endsWith('.ts') ? './mail-worker.ts' : './mail-worker.js',
    import.meta.url,
  ),
): MailComposer => {
  let worker: Worker | null = null;
  let nextId = 0;
  const waiting = new Map<
    number,
    { resolve: (composed: ComposedMails) => void; reject: (error: unknown) => void }
  >();

  const failAll = (error: unknown) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };

  const start = () => {
    const started = startWorker(workerUrl);
    started.on('message', (answer: ComposeAnswer) => {
      const caller = waiting.get(answer.id);
      if (!caller) return;
      waiting.delete(answer.id);
      if ('error' in answer) caller.reject(answer.error);
      else caller.resolve(answer.composed);
    });
    // a thread that dies fails what it held (the notify jobs are tried again) and is started anew
    started.on('error', (error) => {
      if (worker === started) worker = null;
      failAll(error);
    });
    started.on('exit', (code) => {
      if (worker === started) worker = null;
      failAll(new Error(`the mail thread stopped (exit code ${code})`));
    });
    // it never keeps the process alive: the server's shutdown closes it
    started.unref();
    return started;
  };

  return {
    compose: async (order) => {
      worker ??= start();
      const current = worker;
      // held open while it composes (a shutdown waits for the job), let go when idle
      current.ref();
      try {
        return await new Promise<ComposedMails>((resolve, reject) => {
          const id = nextId++;
          waiting.set(id, { resolve, reject });
          current.postMessage({ id, order } satisfies ComposeRequest);
        });
      } finally {
        if (waiting.size === 0) current.unref();
      }
    },
    close: async () => {
      const closing = worker;
      worker = null;
      await closing?.terminate();
    },
  };
};
