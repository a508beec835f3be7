// Retrying the emails the SMTP server refused: the mailer tells us the outbox id, a 'deliver-email'
// job is queued (once per mail), and the job runner tries again with its backoff (30 s, 1 min, 2 min …
// at most an hour between tries) until it is sent. A mail already sent is never sent again.
// When that queueing itself fails (the database gone for a moment just as SMTP refused), or the server
// stopped between keeping a mail and sending it, the mail would wait forever: a sweep every quarter of an
// hour queues 'deliver-email' for the unsent mails of the last day that have none.
import type { Database } from '../../db/client';
import { insertJob, type JobRunner, jobRow } from '../../lib/jobs/runner';
import type { Mailer } from '../../lib/mailer';
import { unsentMailsWithoutJob } from './repository';

export const DELIVER_EMAIL_JOB = 'deliver-email';
export const RESCUE_EMAILS_JOB = 'rescue-unsent-emails';

/** About three hours of tries (30 s doubling, at most an hour apart) before the job is marked failed. */
const DELIVERY_ATTEMPTS = 10;
const MINUTE = 60_000;
export const RESCUE_EVERY_MS = 15 * MINUTE;
/** Longer than nodemailer's own timeouts: a younger unsent mail may still be on its way. */
export const RESCUE_AFTER_MS = 30 * MINUTE;
/** Older mails (a reset code, "your booking is received") are no use any more. */
export const RESCUE_WITHIN_MS = 24 * 60 * MINUTE;
/** A bounded amount of work per sweep; the next sweep takes the rest. */
const RESCUE_BATCH = 100;

/** The dedupeKey of a mail's delivery job is this prefix followed by the outbox id. */
const DELIVERY_KEY_PREFIX = `${DELIVER_EMAIL_JOB}:`;

const deliveryJob = (outboxId: string, runAt: Date) =>
  jobRow(
    DELIVER_EMAIL_JOB,
    { outboxId },
    { runAt, dedupeKey: DELIVERY_KEY_PREFIX + outboxId, maxAttempts: DELIVERY_ATTEMPTS },
  );

/** Defines the jobs and listens for refused mails; returns the listener's removal (for the app's close). */
export const registerEmailDelivery = (
  jobs: JobRunner,
  mailer: Mailer,
  db: Database,
  now: () => Date,
): (() => void) => {
  jobs.define(DELIVER_EMAIL_JOB, async (run) => {
    const outboxId = run.payload.outboxId;
    if (typeof outboxId !== 'string' || !mailer.deliver) return;
    await mailer.deliver(db, outboxId);
  });
  jobs.define(RESCUE_EMAILS_JOB, async (run) => {
    const at = now();
    const ids = await unsentMailsWithoutJob(db, {
      createdFrom: new Date(at.getTime() - RESCUE_WITHIN_MS),
      createdBefore: new Date(at.getTime() - RESCUE_AFTER_MS),
      jobKeyPrefix: DELIVERY_KEY_PREFIX,
      limit: RESCUE_BATCH,
    });
    await run.exactlyOnce((tx) => insertJob(tx, ...ids.map((id) => deliveryJob(id, at))));
  });
  // printed mails are kept as sent: only a mailer with an SMTP server leaves mails to rescue
  if (mailer.delivers) jobs.every(RESCUE_EMAILS_JOB, RESCUE_EVERY_MS);
  const stop = mailer.onFailure?.((target, outboxId) => insertJob(target, deliveryJob(outboxId, now())));
  return stop ?? (() => {});
};
