// Work that must not hold up a response (the reset-code email): it starts once the response has been
// sent, is tracked per app so closing the app waits for it, and tests can wait for it to finish.
import type { FastifyReply } from 'fastify';

const running = new WeakMap<object, Set<Promise<void>>>();

/**
 * Runs `task` after `reply` has gone out (or the client went away). `owner` is the app's `deps`
 * object: the same one the tests hold as `app.deps`. A failure is logged, never thrown.
 */
export const runAfterResponse = (owner: object, reply: FastifyReply, task: () => Promise<void>): void => {
  let tasks = running.get(owner);
  if (!tasks) {
    tasks = new Set();
    running.set(owner, tasks);
  }
  const done = new Promise<void>((resolve) => {
    const start = () => {
      task()
        .catch((error: unknown) => reply.log.error({ err: error }, 'work after the response failed'))
        .finally(resolve);
    };
    reply.then(start, start);
  });
  tasks.add(done);
  void done.then(() => tasks.delete(done));
};

/** Resolves once every task queued for `owner` (and any queued meanwhile) has finished. */
export const settleAfterResponse = async (owner: object): Promise<void> => {
  const tasks = running.get(owner);
  while (tasks && tasks.size > 0) await Promise.all([...tasks]);
};
