// Who renders the emails. In the server (main.ts) a thread of its own at the lowest CPU priority: React
// and html-to-text cost a booking's two emails ~5 ms of CPU, which on the request thread slowed the
// requests that came in meanwhile (a burst of bookings read 160/s instead of ~300/s on PostgreSQL
// when the job runner's poll fell inside it). The thread starts with the first email and takes the CPU
// the requests leave. Tests (and a server built without one) compose inline, on the calling thread.
import type { Worker } from 'node:worker_threads';
import { startWorker, workerFile } from '../../lib/worker-thread';
import type { ComposedMails, MailOrder } from './mail-order';

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

/** Composes in a worker thread: mail-worker.js beside the bundle, mail-worker.ts beside this file in the source. */
export const threadMailComposer = (workerUrl = workerFile(import.meta.url, 'mail-worker')): MailComposer => {
  type Caller = { resolve: (composed: ComposedMails) => void; reject: (error: unknown) => void };
  /** A thread with the orders it was given and has not answered yet. */
  type Thread = { worker: Worker; waiting: Map<number, Caller> };
  let current: Thread | null = null;
  let nextId = 0;

  const start = (): Thread => {
    const thread: Thread = { worker: startWorker(workerUrl), waiting: new Map() };
    const failAll = (error: unknown) => {
      for (const { reject } of thread.waiting.values()) reject(error);
      thread.waiting.clear();
    };
    thread.worker.on('message', (answer: ComposeAnswer) => {
      const caller = thread.waiting.get(answer.id);
      if (!caller) return;
      thread.waiting.delete(answer.id);
      if ('error' in answer) caller.reject(answer.error);
      else caller.resolve(answer.composed);
    });
    // a thread that dies (or is closed) fails what it held (the notify jobs are tried again); the next
    // order starts a new one
    thread.worker.on('error', (error) => {
      if (current === thread) current = null;
      failAll(error);
    });
    thread.worker.on('exit', (code) => {
      if (current === thread) current = null;
      failAll(new Error(`the mail thread stopped (exit code ${code})`));
    });
    // it never keeps the process alive: the server's shutdown closes it
    thread.worker.unref();
    return thread;
  };

  return {
    compose: async (order) => {
      current ??= start();
      const thread = current;
      // held open while it composes (a shutdown waits for the job), let go when idle
      thread.worker.ref();
      try {
        return await new Promise<ComposedMails>((resolve, reject) => {
          const id = nextId++;
          thread.waiting.set(id, { resolve, reject });
          thread.worker.postMessage({ id, order } satisfies ComposeRequest);
        });
      } finally {
        if (thread.waiting.size === 0) thread.worker.unref();
      }
    },
    close: async () => {
      const closing = current;
      current = null;
      await closing?.worker.terminate();
    },
  };
};
