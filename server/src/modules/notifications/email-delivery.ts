// Retrying the emails the SMTP server refused: the mailer tells us the outbox id, a 'deliver-email'
// job is queued (once per mail), and the job runner tries again with its backoff (30 s, 1 min, 2 min …
// at most an hour between tries) until it is sent. A mail already sent is never sent again.
import type { Database } from '../../db/client';
import type { JobRunner } from '../../lib/jobs/runner';
import type { Mailer } from '../../lib/mailer';

export const DELIVER_EMAIL_JOB = 'deliver-email';

/** About three hours of tries (30 s doubling, at most an hour apart) before the job is marked failed. */
const DELIVERY_ATTEMPTS = 10;

/** Defines the job and listens for refused mails; returns the listener's removal (for the app's close). */
export const registerEmailDelivery = (jobs: JobRunner, mailer: Mailer, db: Database): (() => void) => {
  jobs.define(DELIVER_EMAIL_JOB, async (run) => {
    const outboxId = run.payload.outboxId;
    if (typeof outboxId !== 'string' || !mailer.deliver) return;
    await mailer.deliver(db, outboxId);
  });
  const stop = mailer.onFailure?.((target, outboxId) =>
    jobs.enqueue(
      target,
      DELIVER_EMAIL_JOB,
      { outboxId },
      {
        dedupeKey: `${DELIVER_EMAIL_JOB}:${outboxId}`,
        maxAttempts: DELIVERY_ATTEMPTS,
      },
    ),
  );
  return stop ?? (() => {});
};
