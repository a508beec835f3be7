// The thread that reads one feed (./read-feed): says it is ready, takes the text, answers the events
// (with their hash) or the parse error's message, and is then ended by the server.
import { createHash } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import { FeedParseError, type FeedWindow } from './feed-limits';
import { parseFeed } from './parse-feed';

export type ParseOrder = { ics: string; window: FeedWindow };

parentPort?.once('message', ({ ics, window }: ParseOrder) => {
  try {
    const read = parseFeed(ics, window);
    const hash = createHash('sha256').update(JSON.stringify(read)).digest('hex');
    parentPort?.postMessage({ read, hash });
  } catch (error) {
    // a FeedParseError's message is for the admin; anything else is ours to log
    parentPort?.postMessage({
      error: String(error instanceof Error ? error.message : error),
      feedError: error instanceof FeedParseError,
    });
  }
});
parentPort?.postMessage('ready');
