// The mail thread (./mail-composer): composes the orders the server posts, one at a time, at the
// lowest CPU priority so that the requests come first when both want the CPU.
import { readlinkSync } from 'node:fs';
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { composeMails } from './compose';
import type { ComposeAnswer, ComposeRequest } from './mail-composer';

/** Linux: a thread is a task of its own, so its id takes a priority (nice 19) apart from the process. */
const lowerThisThreadsPriority = () => {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    os.setPriority(threadId, os.constants.priority.PRIORITY_LOW);
  } catch {
    // no /proc (macOS, Windows): the thread still keeps the rendering off the request thread
  }
};

lowerThisThreadsPriority();
parentPort?.on('message', async ({ id, order }: ComposeRequest) => {
  let answer: ComposeAnswer;
  try {
    answer = { id, composed: await composeMails(order) };
  } catch (error) {
    answer = { id, error };
  }
  parentPort?.postMessage(answer);
});
