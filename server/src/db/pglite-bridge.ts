// PGlite on a worker thread (./pglite-worker.mjs), seen from the server's thread as the part of PGlite's
// interface the app uses: query, exec, transaction (drizzle-orm/pglite needs no more), dumpDataDir and
// close. PGlite executes every statement synchronously; in the worker a slow one no longer delays every
// request (see docs/adr/0025-pglite-worker-single-statement-booking.md). A transaction keeps the worker's one connection until it ends, as
// PGlite itself does: other statements wait for it.
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';

export type PgliteQueries = {
  query: <T>(sql: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;
  exec: (sql: string) => Promise<Results[]>;
};

export type PgliteBridge = PgliteQueries & {
  transaction: <T>(work: (tx: PgliteQueries) => Promise<T>) => Promise<T>;
  dumpDataDir: (compression?: 'auto' | 'gzip' | 'none') => Promise<Blob>;
  close: () => Promise<void>;
};

type Answer = { id: number; ok: boolean; result?: unknown; error?: Record<string, unknown> };

/** The worker's error as an Error again, with PostgreSQL's fields (code, constraint…) that pgErrorCode reads. */
const toError = (fields: Record<string, unknown> = {}) => {
  const { message, name, ...rest } = fields;
  return Object.assign(new Error(String(message ?? 'PGlite worker error')), rest);
};

type Call = <T>(message: Record<string, unknown>) => Promise<T>;

/** Messages to the worker, each answered by its id; every call waiting fails once the worker stops. */
const workerChannel = (worker: Worker) => {
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let stopped: Error | undefined;

  // Only a pending call keeps the process alive, as an in-process PGlite does not hold it open either.
  const keepAliveWhileWaiting = () => (waiting.size > 0 ? worker.ref() : worker.unref());

  const started = new Promise<void>((resolve, reject) => {
    waiting.set(0, { resolve: () => resolve(), reject });
  });
  worker.on('message', ({ id, ok, result, error }: Answer) => {
    const call = waiting.get(id);
    waiting.delete(id);
    keepAliveWhileWaiting();
    if (ok) call?.resolve(result);
    else call?.reject(toError(error));
  });
  const fail = (error: Error) => {
    stopped = error;
    for (const call of waiting.values()) call.reject(error);
    waiting.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the PGlite worker stopped (exit code ${code})`)));

  const call: Call = <T>(message: Record<string, unknown>): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    const answer = new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
    });
    keepAliveWhileWaiting();
    worker.postMessage({ ...message, id });
    return answer;
  };
  return { started, call, newId: () => nextId++, stopped: () => stopped };
};

/** A transaction of the worker's: its id, and whether its first statement (which opens it) has gone. */
type TransactionState = { txId: number; begun: boolean };

/** Sets `begin` on a transaction's first message: the worker opens it before running that statement. */
const opening = (state?: TransactionState) => {
  if (!state || state.begun) return undefined;
  state.begun = true;
  return true;
};

/** Queries outside a transaction, or inside a transaction of the worker's. */
const queriesOn = (call: Call, state?: TransactionState): PgliteQueries => ({
  query: (sql, params, queryOptions) =>
    call({
      op: 'query',
      txId: state?.txId,
      begin: opening(state),
      sql,
      params,
      rowMode: queryOptions?.rowMode,
      // drizzle's parsers keep dates, timestamps and intervals as text; the worker does the same for their types
      rawTypes: queryOptions?.parsers ? Object.keys(queryOptions.parsers).map(Number) : undefined,
    }),
  exec: (sql) => call({ op: 'exec', txId: state?.txId, begin: opening(state), sql }),
});

export const startPgliteWorker = async (options: {
  /** A data directory, or nothing for memory only. */
  dataPath?: string;
  loadDataDir?: Blob;
  startParams: string[];
}): Promise<PgliteBridge> => {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: {
      dataPath: options.dataPath,
      loadDataDir: options.loadDataDir ? new Uint8Array(await options.loadDataDir.arrayBuffer()) : undefined,
      startParams: options.startParams,
    },
  });
  const { started, call, newId, stopped } = workerChannel(worker);
  await started;
  return {
    ...queriesOn(call),
    transaction: async (work) => {
      const state: TransactionState = { txId: newId(), begun: false };
      const end = (commit: boolean) =>
        state.begun ? call({ op: 'end', txId: state.txId, commit }) : undefined;
      let result: Awaited<ReturnType<typeof work>>;
      try {
        result = await work(queriesOn(call, state));
      } catch (error) {
        await Promise.resolve(end(false)).catch(() => {}); // the first error is the one to see
        throw error;
      }
      await end(true);
      return result;
    },
    dumpDataDir: async (compression) => new Blob([await call<Uint8Array>({ op: 'dump', compression })]),
    close: async () => {
      if (!stopped()) await call({ op: 'close' });
      await worker.terminate();
    },
  };
};
