// What a job handler is given and what the runner offers the modules (./runner makes one).
import type { Database, Tx } from '../../db/client';
import type { EnqueueOptions } from './job-rows';

export type JobRun = {
  id: string;
  payload: Record<string, unknown>;
  /** 1 on the first try. */
  attempt: number;
  /**
   * The payloads of the jobs of this name claimed with this one (its own included), one array per
   * claim: a handler may read what they all need at once (the email jobs' reservations).
   */
  batch: readonly Record<string, unknown>[];
  /** Run `work` and mark the job done in one transaction: its effects happen once however often it is tried. */
  exactlyOnce: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
};

export type JobHandler = (run: JobRun) => Promise<void>;

export type JobRunner = {
  /** Names a kind of job and the code that does it. */
  define: (name: string, handler: JobHandler) => void;
  /** Queues `name` every `intervalMs` (one job per interval, however many instances run). */
  every: (name: string, intervalMs: number) => void;
  enqueue: (
    db: Database | Tx,
    name: string,
    payload?: Record<string, unknown>,
    options?: EnqueueOptions,
  ) => Promise<void>;
  /** Queues the periodic jobs that are due and runs every due job; resolves when none is left. */
  runDue: () => Promise<number>;
  /** Polls every `pollMs` until stop(). */
  start: (pollMs: number) => void;
  /**
   * Runs the due jobs now instead of at the next poll (an email someone waits for, queued by a commit
   * that just happened); during a run, once more right after it. Nothing while not started (tests: runDue).
   */
  wake: () => void;
  /**
   * Takes no more work: resolves once the job running has finished and the rest of its batch was given
   * back (their try not counted), for another instance or the next start.
   */
  stop: () => Promise<void>;
};
