// A big feed's writes in short transactions, with a pause between them for the site's other requests: on
// PGlite a transaction keeps the one connection, so one transaction over a feed of 15,000 events kept
// every request waiting for the database until it ended. A transaction is committed once it has written
// for BATCH_MS (on PGlite a block's write takes ~8 ms: a handful of writes; PostgreSQL fits many more). Each transaction is whole (a block written is
// written with what it holds); a sync cut short is redone in full by the next one, since the feed's
// read_hash is recorded by the last transaction only.
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { Database, Tx } from '../../db/client';

export const BATCH_MS = 50;

/** The transaction to write in now; `wrote()` after each write commits it once it has run BATCH_MS. */
export type Batch = { tx: () => Tx; wrote: () => Promise<void> };

/** A transaction held open until `end`: committed, or rolled back with `error`. */
type Open = { tx: Tx; end: (error?: unknown) => Promise<void> };

const begin = (db: Database) =>
  new Promise<Open>((opened, failed) => {
    let release: (error?: unknown) => void = () => {};
    const released = new Promise<void>((resolve, reject) => {
      release = (error) => (error === undefined ? resolve() : reject(error));
    });
    const done: Promise<void> = db.transaction(async (tx) => {
      opened({
        tx,
        end: async (error) => {
          release(error);
          // a rollback's error is the caller's own; a failed commit is thrown
          await done.catch((failure) => {
            if (error === undefined) throw failure;
          });
        },
      });
      await released;
    });
    done.catch(failed); // only BEGIN failing reaches here before `opened`
  });

/** Runs `work` over transactions of about BATCH_MS each; `onBegin` starts each (the feed's lock). */
export const writeInBatches = async <T>(
  db: Database,
  options: { onBegin: (tx: Tx) => Promise<void> },
  work: (batch: Batch) => Promise<T>,
): Promise<T> => {
  let open = await begin(db);
  let startedAt = performance.now();
  const batch: Batch = {
    tx: () => open.tx,
    wrote: async () => {
      if (performance.now() - startedAt < BATCH_MS) return;
      await open.end();
      await yieldToRequests();
      open = await begin(db);
      startedAt = performance.now();
      await options.onBegin(open.tx);
    },
  };
  try {
    await options.onBegin(open.tx);
    const result = await work(batch);
    await open.end();
    return result;
  } catch (error) {
    await open.end(error);
    throw error;
  }
};
