// Reads a fetched feed on a thread of its own, so that no feed can hold up the site's requests: ical.js
// works synchronously, and a feed's text decides how much work it asks for. parse-feed.ts bounds that
// work by counting; the thread adds a time and a memory limit past which it is ended, and the feed
// fails as "too complex" (its last good blocks stay). One thread per read: a sync every few minutes
// costs one start of a few tens of milliseconds, and a stuck thread is simply ended.
import { startWorker, workerFile } from '../../lib/worker-thread';
import { FeedParseError, type FeedWindow, type ReadFeed } from './feed-limits';
import type { ParseOrder } from './feed-parse-worker';

export const FEED_THREAD_LIMITS = {
  /** From the text reaching the thread to its answer (a 2 MB feed of 15,000 events reads in ~0.5 s). */
  timeoutMs: 5_000,
  /** The thread's JavaScript heap (the same feed needs ~100 MB). */
  maxHeapMb: 256,
};

export type FeedThreadLimits = typeof FEED_THREAD_LIMITS;

export const FEED_THREAD_MESSAGES = {
  tooSlow: (ms: number) => `The feed is too complex: reading it took more than ${ms / 1000} seconds`,
  tooBig: (mb: number) => `The feed is too complex: reading it needs more than ${mb} MB`,
} as const;

/** The events and a hash of them (equal hashes: nothing to apply). */
export type ReadFeedWithHash = { read: ReadFeed; hash: string };

type Answer = 'ready' | ReadFeedWithHash | { error: string; feedError: boolean };

/** Parses `ics` on a new thread; FeedParseError for a bad or too complex feed. */
export const readFeed = (
  ics: string,
  window: FeedWindow,
  limits: FeedThreadLimits = FEED_THREAD_LIMITS,
): Promise<ReadFeedWithHash> => {
  const worker = startWorker(workerFile(import.meta.url, 'feed-parse-worker'), {
    resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb, maxYoungGenerationSizeMb: 32 },
  });
  let timer: NodeJS.Timeout | undefined;
  return new Promise<ReadFeedWithHash>((resolve, reject) => {
    worker.on('message', (answer: Answer) => {
      if (answer === 'ready') {
        // the clock starts with the text: loading the thread's code is not the feed's work
        timer = setTimeout(
          () => reject(new FeedParseError(FEED_THREAD_MESSAGES.tooSlow(limits.timeoutMs))),
          limits.timeoutMs,
        );
        worker.postMessage({ ics, window } satisfies ParseOrder);
      } else if ('error' in answer)
        reject(answer.feedError ? new FeedParseError(answer.error) : new Error(answer.error));
      else resolve(answer);
    });
    worker.on('error', (error: Error & { code?: string }) =>
      reject(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new FeedParseError(FEED_THREAD_MESSAGES.tooBig(limits.maxHeapMb))
          : error,
      ),
    );
    worker.on('exit', (code) => reject(new Error(`the feed thread stopped (exit code ${code})`)));
  }).finally(() => {
    clearTimeout(timer);
    void worker.terminate();
  });
};
