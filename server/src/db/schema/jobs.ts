// Background work: the email outbox and the job queue.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, isOneOf } from './column-types';

/** Every email the site sends, kept whether or not SMTP delivered it (and the only copy without SMTP). */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    // the same message as HTML (the body is its plain-text part)
    html: text('html'),
    // a mail of a job (`notify:<job id>:<recipient>:<n>`) is kept once: a re-run of the job finds it
    dedupeKey: text('dedupe_key'),
  },
  (t) => [
    index('email_outbox_to_idx').on(t.toAddress, t.createdAt),
    uniqueIndex('email_outbox_dedupe_unique').on(t.dedupeKey),
    // the few mails not sent yet, for the sweep that queues a retry a failure could not queue
    index('email_outbox_unsent_idx').on(t.createdAt).where(sql`${t.sentAt} is null`),
  ],
);

export const JOB_STATUSES = ['queued', 'done', 'failed'] as const;

/**
 * Background work (hold expiry, reminders, email retries, backups). A job is claimed with FOR UPDATE SKIP
 * LOCKED and a lease, and marked done in the same transaction as its effects, so however many server
 * instances share the database each job takes effect once; an interrupted one runs again when its lease ends.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    // the same key is queued once (e.g. one expiry sweep per minute, however many instances ask)
    dedupeKey: text('dedupe_key'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_dedupe_unique').on(t.dedupeKey),
    index('jobs_due_idx').on(t.status, t.runAt),
    check('jobs_status_check', isOneOf(t.status, JOB_STATUSES)),
  ],
);
